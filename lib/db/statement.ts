import type { DatabaseError } from 'pg';
import type { Db } from './client';

/** An error the server answered (it carries a SQLSTATE): the connection itself is fine. */
const isServerError = (error: unknown): boolean =>
  error instanceof Error && /^[0-9A-Z]{5}$/.test(String((error as Partial<DatabaseError>).code));

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
 *
 * The caller names the row shape of its text, as with rows() in rows.ts.
 */
export async function preparedRows<T>(db: Db, name: string, text: string, values: readonly unknown[]): Promise<T[]> {
  const client = db.$client;
  // PGlite has no pool (and no `connect`): one session, the same text with the same values.
  if (!('connect' in client)) return (await client.query<T>(text, [...values])).rows;
  const connection = await client.connect();
  let failure: unknown;
  try {
    return (await connection.query<T & object>({ name, text, values: [...values] })).rows;
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    connection.release(failure === undefined || isServerError(failure) ? undefined : failure instanceof Error ? failure : new Error(String(failure)));
  }
}
