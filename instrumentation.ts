/**
 * Runs once when the server starts: opens the database so migrations and the first-start
 * seed run before the first visitor arrives rather than inside that visitor's request, and
 * on PostgreSQL listens for cache invalidations announced by other servers and scripts, and
 * starts the scheduled jobs (abandoned-cart recovery mails, payment reconciliation, pruning) and
 * the mail workers (order confirmations, gift cards).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getEnv, isProductionBuild } = await import('@/lib/env');
  // `next build` renders against its own empty in-memory database, opened on demand.
  if (isProductionBuild()) return;
  // scripts/server.mjs refuses a misconfigured production before Next loads; this covers any other
  // way of starting the built site (`next start`).
  const { productionStartError } = await import('@/lib/config/production-check.mjs');
  const refusal = productionStartError(process.env);
  if (refusal) {
    console.error(refusal);
    process.exit(78);
  }
  const { getDb } = await import('@/lib/db/database');
  await getDb();
  // scripts/server.mjs answers made-up content-route paths with the not-found page through it.
  const { installContentPathGate } = await import('@/features/content/known-paths');
  installContentPathGate();
  const env = getEnv();
  if (env.DATABASE_URL) {
    const { listenForInvalidations } = await import('@/lib/cache/invalidation');
    listenForInvalidations(env.DATABASE_URL);
  }
  if (env.JOBS) {
    const { startJobs } = await import('@/lib/jobs/boss');
    const { sendAbandonedCartMails } = await import('@/features/cart/abandoned-carts');
    const { pruneCarts } = await import('@/features/cart/prune');
    const { reconcilePayments } = await import('@/features/checkout/reconcile');
    const { confirmationWorker } = await import('@/features/checkout/confirmation-queue');
    const { giftCardMailWorker, sendPendingGiftCardMails } = await import('@/features/giftcards/mail-queue');
    const { prunePayments } = await import('@/features/checkout/prune');
    const { pruneOutbox } = await import('@/lib/mail/mailer');
    const { pruneThrottle } = await import('@/lib/security/throttle');
    // Payments first: a cart is kept while a payment names it, and goes at the run after.
    const prune = async () => {
      const pruned = { payments: await prunePayments(), carts: await pruneCarts(), outbox: await pruneOutbox(), throttle: await pruneThrottle(await getDb()) };
      if (Object.values(pruned).some((n) => n > 0)) console.info('[jobs] pruned', JSON.stringify(pruned));
    };
    // Payments and orders, then the gift card mails no queue sent: swept even when the first part failed.
    const reconcile = async () => {
      let failure: unknown = null;
      await reconcilePayments().catch((error: unknown) => {
        failure = error;
      });
      await sendPendingGiftCardMails();
      if (failure !== null) throw failure;
    };
    // A queue that cannot start must not stop the site from serving.
    startJobs(
      [
        { name: 'abandoned-carts', cron: '* * * * *', run: sendAbandonedCartMails },
        { name: 'reconcile-payments', cron: '* * * * *', run: reconcile },
        { name: 'prune', cron: '17 * * * *', run: prune },
      ],
      [confirmationWorker, giftCardMailWorker],
    ).catch((error: unknown) => console.error('[jobs] could not start the job queue:', error instanceof Error ? error.message : error));
  }
}
