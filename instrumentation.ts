/**
 * Runs once when the server starts: opens the database so migrations and the first-start
 * seed run before the first visitor arrives rather than inside that visitor's request, and
 * on PostgreSQL listens for cache invalidations announced by other servers and scripts, and
 * starts the scheduled jobs (abandoned-cart recovery mails).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getEnv, isProductionBuild } = await import('@/lib/env');
  // `next build` renders against its own empty in-memory database, opened on demand.
  if (isProductionBuild()) return;
  const { getDb } = await import('@/lib/db/database');
  await getDb();
  const env = getEnv();
  if (env.DATABASE_URL) {
    const { listenForInvalidations } = await import('@/lib/cache/invalidation');
    listenForInvalidations(env.DATABASE_URL);
  }
  if (env.JOBS) {
    const { startJobs } = await import('@/lib/jobs/boss');
    const { sendAbandonedCartMails } = await import('@/features/cart/abandoned-carts');
    // A queue that cannot start must not stop the site from serving.
    startJobs([{ name: 'abandoned-carts', cron: '* * * * *', run: sendAbandonedCartMails }]).catch((error: unknown) =>
      console.error('[jobs] could not start the job queue:', error instanceof Error ? error.message : error),
    );
  }
}
