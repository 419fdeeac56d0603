import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { queueOrderConfirmation, sendPendingConfirmations } from './confirmation-queue';
import { CHECKOUT_ERRORS } from './errors';
import { defaultProviders, type Providers } from './payment-flow';
import { captureOrderPayment, settlingProviderFor } from './settlement';

/**
 * How long the reconciliation job leaves a payment or an order to its checkout before it takes
 * over. A checkout finishes in seconds (holds are stretched 3 minutes while the provider
 * answers), so anything older is a checkout that died.
 */
export const RECONCILE_GRACE_SECONDS = {
  /** An authorised (or captured) payment with no order yet. */
  withoutOrder: 5 * 60,
  /**
   * A payment still pending: a PayPal buyer may sit on PayPal's approval page for a while, and
   * an approval after this is refused ('This payment did not finish…').
   */
  pending: 3 * 60 * 60,
  /** An order written but not captured (the checkout captures at once). */
  uncaptured: 2 * 60,
  /** A captured order whose confirmation no queue sent. */
  mail: 2 * 60,
} as const;

export type ReconcileGrace = { readonly [K in keyof typeof RECONCILE_GRACE_SECONDS]: number };

export interface ReconcileReport {
  /** Authorisations without an order, voided at the provider. */
  voided: number;
  /** Pending payments given up (voided when they had a reference, else failed). */
  abandoned: number;
  /** Captures without an order, refunded. */
  refunded: number;
  /** Orders captured now. */
  captured: number;
  /** Orders whose capture was refused: voided. */
  ordersVoided: number;
  /** Confirmation mails sent by the sweep. */
  mailed: number;
  /** Rows left for the next run (a provider that failed or is not configured). */
  left: number;
}

/** At most this many rows of each kind per run; the next run (a minute later) takes the rest. */
const BATCH = 50;

type OpenPayment = { id: string; provider: string; status: string; reference: string | null };

/**
 * The reconciliation job (issue 25 item 3), every minute on the job queue and callable directly:
 * brings money and orders into agreement after a checkout died midway. Idempotent: every
 * provider call is idempotent at the provider, and every mark is conditional on the state it
 * found, so a second run (or two at once) changes nothing more.
 *
 * - a payment authorised without an order: void the authorisation, mark it voided;
 * - a payment pending past its grace: void what it holds (if anything), mark it voided (or failed
 *   when the provider never gave a reference); a retry of its submission then answers
 *   CHECKOUT_ERRORS.paymentAbandoned instead of "in progress";
 * - a payment captured without an order: refund it, mark it refunded;
 * - an order not captured: capture it (settlement.ts; a refusal voids payment and order);
 * - a captured order whose confirmation was never sent: send it (once).
 */
export async function reconcilePayments(options: { providers?: Providers; grace?: Partial<ReconcileGrace> } = {}): Promise<ReconcileReport> {
  const providers = options.providers ?? defaultProviders();
  const grace = { ...RECONCILE_GRACE_SECONDS, ...options.grace };
  const db = await getDb();
  const report: ReconcileReport = { voided: 0, abandoned: 0, refunded: 0, captured: 0, ordersVoided: 0, mailed: 0, left: 0 };
  const providerOf = (payment: OpenPayment) => {
    const provider = settlingProviderFor(providers as unknown as Record<string, unknown>, payment.provider);
    if (!provider) console.error('[reconcile] no configured provider named', payment.provider, 'for payment', payment.id);
    return provider;
  };
  const settle = async (payment: OpenPayment, from: 'pending' | 'authorized' | 'captured', to: 'voided' | 'failed' | 'refunded') => {
    const marked = await rows(
      db,
      sql`update payments set status = ${to}, error = ${CHECKOUT_ERRORS.paymentAbandoned}, updated_at = now()
           where id = ${payment.id} and status = ${from} and order_id is null returning id`,
    );
    return marked.length > 0;
  };

  // Payments without an order: authorised or captured past their grace, pending past theirs.
  const orphans = await rows<OpenPayment>(
    db,
    sql`select id, provider, status, reference from payments
         where order_id is null
           and ((status in ('authorized', 'captured') and updated_at < now() - make_interval(secs => ${grace.withoutOrder}))
             or (status = 'pending' and updated_at < now() - make_interval(secs => ${grace.pending})))
         order by updated_at limit ${BATCH}`,
  );
  for (const payment of orphans) {
    const from = payment.status as 'pending' | 'authorized' | 'captured';
    // A gift card's payment (or a card payment that died before the provider answered) holds nothing to give back.
    if (payment.reference === null || payment.provider === 'gift-card') {
      if (await settle(payment, from, from === 'captured' ? 'refunded' : 'failed')) report.abandoned += 1;
      continue;
    }
    const provider = providerOf(payment);
    if (!provider) {
      report.left += 1;
      continue;
    }
    try {
      if (from === 'captured') await provider.refund(payment.reference);
      else await provider.void(payment.reference);
    } catch (error) {
      console.error('[reconcile] provider call failed; tried again next run', payment.id, error instanceof Error ? error.message : error);
      report.left += 1;
      continue;
    }
    if (!(await settle(payment, from, from === 'captured' ? 'refunded' : 'voided'))) continue;
    if (from === 'captured') report.refunded += 1;
    else if (from === 'authorized') report.voided += 1;
    else report.abandoned += 1;
  }

  // Orders written but not captured.
  const uncaptured = await rows<OpenPayment & { order_id: string }>(
    db,
    sql`select p.id, p.provider, p.status, p.reference, o.id as order_id
          from orders o join payments p on p.order_id = o.id
         where o.payment_status = 'authorized' and o.created_at < now() - make_interval(secs => ${grace.uncaptured})
         order by o.created_at limit ${BATCH}`,
  );
  for (const payment of uncaptured) {
    const provider = payment.provider === 'gift-card' ? null : providerOf(payment);
    if (provider === null && payment.provider !== 'gift-card') {
      report.left += 1;
      continue;
    }
    const outcome = await captureOrderPayment(payment, payment.order_id, provider);
    if (outcome === 'captured') {
      report.captured += 1;
      await queueOrderConfirmation(payment.order_id);
    } else if (outcome === 'voided') report.ordersVoided += 1;
    else report.left += 1;
  }

  // Confirmations no queue sent (a crash before the enqueue, a process without a queue, retries used up).
  const mails = await sendPendingConfirmations({ graceSeconds: grace.mail });
  report.mailed = mails.sent;
  report.left += mails.failed;
  return report;
}
