/**
 * Opens the database when the server starts, so migrations and the first-start seed
 * run before the first visitor arrives rather than inside that visitor's request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` evaluates modules in workers; it must never touch a database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('@/lib/db/database');
  await getDb();
}
