import type { Db } from './client';

type PoolClient = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>; release(error?: Error): void };
type Pool = { connect(): Promise<PoolClient>; totalCount: number };

const isPool = (client: unknown): client is Pool =>
  typeof client === 'object' && client !== null && typeof (client as Pool).connect === 'function' && 'totalCount' in client;

/** An error the server answered (it carries a SQLSTATE): the connection itself is fine. */
const isServerError = (error: unknown): boolean =>
  error instanceof Error && /^[0-9A-Z]{5}$/.test(String((error as Error & { code?: unknown }).code));

type TextClient = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * A hot statement written as text with $n parameters and run as a named prepared statement on
 * PostgreSQL: each pooled connection parses and plans it once, and the app skips building its
 * SQL each time (the seat claim and release of every Add to Cart). On PGlite, the same text
 * with the same values.
 *
 * It runs on a connection checked out for it, so that a failure the server answers (a seat
 * claim that finds a seat taken aborts itself, see features/seating/mutations.ts) keeps the
 * connection: node-postgres's pool.query closes the connection of any query that fails, and
 * under contention every such answer would cost a new connection and server process (measured
 * in bench:holds: 2.5 times fewer holds per second). A broken connection is still dropped.
 */
export async function preparedRows<T>(db: Db, name: string, text: string, values: readonly unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!isPool(client)) return (await (client as TextClient).query(text, [...values])).rows as T[];
  const connection = (await client.connect()) as PoolClient & { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };
  let failure: unknown;
  try {
    return (await connection.query({ name, text, values: [...values] })).rows as T[];
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    connection.release(failure === undefined || isServerError(failure) ? undefined : failure instanceof Error ? failure : new Error(String(failure)));
  }
}
