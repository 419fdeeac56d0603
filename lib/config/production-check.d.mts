/** The settings missing or unsafe for APP_MODE=production, one line each (empty: ready, or not production). */
export function productionProblems(env: Record<string, string | undefined>): string[];
/** The one message a refused production start prints, or null when it may start. */
export function productionStartError(env: Record<string, string | undefined>): string | null;
