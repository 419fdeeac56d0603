import { DatabaseInUseError } from '@/lib/db/client';
import { EnvError } from '@/lib/env';

/**
 * Runs a command-line script's main and sets the exit code it answers. A failure the operator
 * can fix (bad configuration, a database another process holds, or what `isExpected` adds) prints
 * its message alone, which says how; anything else prints its stack.
 */
export function runMain(main: () => Promise<number>, isExpected: (error: unknown) => boolean = () => false): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const expected = error instanceof DatabaseInUseError || error instanceof EnvError || isExpected(error);
      console.error(error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : error);
      process.exitCode = 1;
    },
  );
}
