import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './client';

describe('embedded database folder lock', () => {
  it('refuses a folder that another live process holds, and says what to do', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'vegas-lock-')), 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      const attempt = openDatabase({ dataDir: dir });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseInUseError);
      await expect(attempt).rejects.toThrow(/open in another process .*PGLITE_DATA_DIR/);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock, and releases its own on close', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'vegas-lock-')), 'pglite');
    // A pid that cannot be running: the lock of a crashed process.
    writeFileSync(`${dir}.lock`, '2147483646');
    const handle = await openDatabase({ dataDir: dir });
    await handle.db.execute(sql`select 1`);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await handle.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    // A new folder is created and migrated (eleven migrations): seconds alone, beyond the 30 s
    // default on a two-core machine busy with the rest of the suite (seen in CI).
  }, 120_000);
});
