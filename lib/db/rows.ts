import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A transaction of either driver, as `db.transaction(async (tx) => …)` hands it over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whatever runs a statement: the database, or an open transaction. */
export type Runner = Db | Tx;

/**
 * The rows of a raw SQL statement, for the few statements the query builder cannot say (the
 * seat claim, site search, window functions over sparse seat state). The caller names the
 * row shape; this is the one place that states it to the compiler. Both drivers answer
 * `{ rows }`, so the shape below is true of PGlite and node-postgres alike.
 */
export async function rows<T>(runner: Runner, query: SQL): Promise<T[]> {
  const result: unknown = await runner.execute(query);
  if (!hasRows(result)) throw new Error('The database driver answered a statement without rows');
  return result.rows as T[];
}

function hasRows(result: unknown): result is { rows: unknown[] } {
  return typeof result === 'object' && result !== null && Array.isArray((result as { rows?: unknown }).rows);
}
