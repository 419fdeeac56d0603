/**
 * Runs once when the server starts: opens the database so migrations and the first-start
 * seed run before the first visitor arrives rather than inside that visitor's request, and
 * on PostgreSQL listens for cache invalidations announced by other servers and scripts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getEnv, isProductionBuild } = await import('@/lib/env');
  // `next build` renders against its own empty in-memory database, opened on demand.
  if (isProductionBuild()) return;
  const { getDb } = await import('@/lib/db/database');
  await getDb();
  const url = getEnv().DATABASE_URL;
  if (url) {
    const { listenForInvalidations } = await import('@/lib/cache/invalidation');
    listenForInvalidations(url);
  }
}
