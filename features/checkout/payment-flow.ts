import 'server-only';
import { sql } from 'drizzle-orm';
import { getCartCheckoutState, getCartView } from '@/features/cart/queries';
import type { CartInventory } from '@/features/cart/types';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { getEnv } from '@/lib/env';
import { configuredCardProvider } from '@/lib/payments/card-provider';
import { isRedirectProvider, PAYMENT_MESSAGES, type CardPaymentProvider, type RedirectPaymentProvider, type SettlingProvider } from '@/lib/payments/provider';
import { routes } from '@/lib/routes';
import { queueOrderConfirmation } from './confirmation-queue';
import { CHECKOUT_ERRORS, CheckoutAbort, failure, REDIRECT_MESSAGES, REDIRECT_PAYMENT_HOURS } from './errors';
import { writeOrder, type PaymentRow } from './order-writing';
import { decidePayment, type PaymentChoice } from './payment-decision';
import type { OrderTotals } from './pricing';
import { localPaypalProvider } from './payments/paypal-local';
import { createPaypalRestProvider } from './payments/paypal-rest';
import { priceCheckout, type OrderDetails } from './price-checkout';
import { findOrderIdBySubmission } from './queries';
import { captureOrderPayment } from './settlement';
import type { CheckoutFailureCode, PlaceOrderResult } from './types';

// The payment state machine: a payment opens (pending), is authorised, declined or failed, and
// is captured once its order is written or voided when the order cannot be. The cart's inventory
// (its claims, kept alive and sold) is handed in by the booking core's place-order workflow.
// What a crash leaves half done is finished by the reconciliation job (reconcile.ts).

/**
 * Tests only: each hook runs at its step of finalising and may throw to stand for the process
 * dying there (nothing after it runs, no clean-up either): after the authorisation, before the
 * order is written; after the order is written, before the capture; after the capture, before
 * the confirmation mail is queued.
 */
export interface CrashHooks {
  readonly afterAuthorize?: () => Promise<void>;
  readonly afterWrite?: () => Promise<void>;
  readonly beforeMail?: () => Promise<void>;
}

export interface Providers {
  /** The test card provider (card numbers in our form) or Stripe Checkout (a hosted page). */
  readonly card: CardPaymentProvider | RedirectPaymentProvider;
  readonly paypal: RedirectPaymentProvider;
  readonly crash?: CrashHooks;
}

/** The two ways a buyer leaves for a provider's page and comes back: a card (Stripe) or PayPal. */
export type RedirectMethod = 'card' | 'paypal';

/** The card return route of this site (Stripe appends `?session_id=`), always from SITE_URL, never the request's host. */
export function cardReturnUrl(status: 'approved' | 'cancelled'): string {
  return new URL(routes.cardReturn.build({ status }), getEnv().SITE_URL).toString();
}

let configured: Providers | null = null;

/**
 * The providers of this server's configuration: Stripe for cards when STRIPE_SECRET_KEY is set
 * (otherwise the test card provider), PayPal's REST API when its credentials are set.
 */
export function defaultProviders(): Providers {
  if (configured) return configured;
  const env = getEnv();
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? createPaypalRestProvider({ clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiBase: env.PAYPAL_API_BASE, brandName: env.SITE_NAME })
      : localPaypalProvider;
  configured = { card: configuredCardProvider(), paypal };
  return configured;
}

/**
 * Opens a payment for this submission, or finds the one a first click already opened. The
 * submission key is unique: of two identical requests exactly one inserts. Live holds are
 * stretched a little so that they cannot lapse while the provider answers.
 */
async function openPayment(
  input: { cartId: string; submissionKey: string; provider: string; amountCents: number; details: OrderDetails },
  inventory: CartInventory,
): Promise<PaymentRow | null> {
  const db = await getDb();
  const inserted = await rows<PaymentRow>(
    db,
    sql`insert into payments (cart_id, submission_key, provider, status, amount_cents, details)
        values (${input.cartId}, ${input.submissionKey}, ${input.provider}, 'pending', ${input.amountCents}, ${JSON.stringify(input.details)}::jsonb)
        on conflict (submission_key) do nothing returning *`,
  );
  if (inserted.length === 0) return null;
  await db.transaction((tx) => inventory.extend(tx, input.cartId, 3));
  return inserted[0] ?? null;
}

async function setPayment(id: string, status: string, fields: { reference?: string | null; error?: string | null; token?: string | null } = {}): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update payments set status = ${status},
                              reference = coalesce(${fields.reference ?? null}, reference),
                              error = ${fields.error ?? null},
                              token = coalesce(${fields.token ?? null}, token),
                              updated_at = now()
                        where id = ${id}`);
}

/**
 * A second identical submission waits for the first to finish and answers with its order, or
 * with how its payment ended: declined, failed, voided or refunded (the reconciliation job
 * settles a payment whose checkout died, so a retry stops answering "in progress").
 */
async function awaitFirstSubmission(submissionKey: string): Promise<PlaceOrderResult> {
  const db = await getDb();
  for (let i = 0; i < 75; i += 1) {
    const order = await findOrderIdBySubmission(submissionKey);
    if (order) return { ok: true, order, replayed: true };
    const [payment] = await rows<{ status: string; error: string | null }>(db, sql`select status, error from payments where submission_key = ${submissionKey}`);
    if (payment && ['declined', 'failed', 'voided', 'refunded'].includes(payment.status)) {
      return failure(payment.status === 'declined' ? 'DECLINED' : 'PAYMENT_FAILED', payment.error ?? PAYMENT_MESSAGES.network);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return failure('IN_PROGRESS', CHECKOUT_ERRORS.inProgress);
}

/**
 * The authorised payment becomes an order: written (or the authorisation voided when it cannot
 * be), then captured (settlement.ts: a refused capture voids and marks the order voided; a
 * failed one leaves it authorised for the reconciliation job), then its confirmation mail is
 * queued (confirmation-queue.ts), never sent inline.
 */
async function finalise(inventory: CartInventory, payment: PaymentRow, provider: SettlingProvider | null, crash?: CrashHooks): Promise<PlaceOrderResult> {
  await crash?.afterAuthorize?.();
  let order: { id: string; number: string };
  try {
    order = await writeOrder(payment, inventory);
  } catch (error) {
    if (provider && payment.reference) await provider.void(payment.reference).catch((e: unknown) => console.error('[checkout] void failed', payment.id, e));
    if (error instanceof CheckoutAbort) {
      await setPayment(payment.id, 'voided', { error: error.message });
      return failure(error.code, error.message, error.field);
    }
    await setPayment(payment.id, 'voided', { error: 'internal error' });
    throw error;
  }
  await crash?.afterWrite?.();
  if ((await captureOrderPayment(payment, order.id, provider)) === 'captured') {
    await crash?.beforeMail?.();
    await queueOrderConfirmation(order.id);
  }
  return { ok: true, order, replayed: false };
}

export type { PaymentChoice } from './payment-decision';

/**
 * Places the order for the cart (issue 11 item 4): idempotent on `submissionKey` (a double
 * click or a retried request makes one payment and one order), prices computed here from the
 * database alone, a declined or failed payment keeps the cart and its holds, and a cart that is
 * already an order is refused. A PayPal choice, or a card with Stripe configured, answers with the provider's page to send the
 * buyer to; the order is placed when they return (finaliseRedirectWith).
 */
export async function placeOrderWith(
  inventory: CartInventory,
  input: { cartId: string; submissionKey: string; details: OrderDetails; payment: PaymentChoice },
  providers: Providers = defaultProviders(),
): Promise<PlaceOrderResult> {
  const replay = await findOrderIdBySubmission(input.submissionKey);
  if (replay) return { ok: true, order: replay, replayed: true };

  // The same submission may have finished between the check above and the cart's: a booked cart,
  // or its seats now sold, is then this submission's own order, not a refusal.
  const refuse = async (code: CheckoutFailureCode, message: string, field?: string): Promise<PlaceOrderResult> => {
    const finished = await findOrderIdBySubmission(input.submissionKey);
    return finished ? { ok: true, order: finished, replayed: true } : failure(code, message, field);
  };
  const saved = await getCartCheckoutState(input.cartId);
  if (saved === null) return failure('EMPTY', CHECKOUT_ERRORS.empty);
  if (saved.booked) return refuse('ALREADY_BOOKED', CHECKOUT_ERRORS.alreadyBooked);
  const cart = await getCartView(input.cartId);
  if (cart.items.length === 0) return refuse('EMPTY', CHECKOUT_ERRORS.empty);
  if (cart.blocked) return refuse('UNAVAILABLE', CHECKOUT_ERRORS.unavailable);

  let totals: OrderTotals;
  try {
    totals = (await priceCheckout(cart, input.details)).totals;
  } catch (error) {
    if (error instanceof CheckoutAbort) return refuse(error.code, error.message, error.field);
    throw error;
  }

  // A hosted card page (Stripe) takes the card there: none is expected in our form.
  const hostedCard = isRedirectProvider(providers.card);
  const decision = decidePayment(totals, input.payment.type === 'card' ? { type: 'card', cardGiven: hostedCard || input.payment.card !== null } : { type: 'paypal' });
  if (!decision.ok) return failure(decision.code, CHECKOUT_ERRORS.cardMissing, decision.field);
  const provider = decision.method === 'gift-card' ? null : decision.method === 'card' ? providers.card : providers.paypal;
  const payment = await openPayment({
    cartId: input.cartId,
    submissionKey: input.submissionKey,
    provider: provider?.name ?? 'gift-card',
    amountCents: totals.balanceDueCents,
    details: input.details,
  }, inventory);
  if (payment === null) return awaitFirstSubmission(input.submissionKey);

  if (provider === null) return finalise(inventory, payment, null, providers.crash);

  const redirect = input.payment.type === 'paypal' ? { provider: providers.paypal, returnUrl: input.payment.returnUrl } : isRedirectProvider(providers.card) ? { provider: providers.card, returnUrl: cardReturnUrl } : null;
  if (redirect) {
    let started;
    try {
      started = await redirect.provider.start({
        amountCents: totals.balanceDueCents,
        requestId: input.submissionKey,
        returnUrl: redirect.returnUrl,
        description: `${getEnv().SITE_NAME} order`,
        payment: { kind: 'order', id: payment.id },
      });
    } catch (error) {
      console.error(`[checkout] ${redirect.provider.name} could not start`, payment.id, error instanceof Error ? error.message : error);
      await setPayment(payment.id, 'failed', { error: PAYMENT_MESSAGES.network });
      return failure('PAYMENT_FAILED', PAYMENT_MESSAGES.network);
    }
    await setPayment(payment.id, 'pending', { reference: started.reference, token: started.token });
    return { ok: true, redirect: started.approvalUrl };
  }

  const cardProvider = providers.card;
  if (isRedirectProvider(cardProvider)) throw new Error('unreachable: a hosted card page was started above');
  let authorised;
  try {
    if (input.payment.type !== 'card' || input.payment.card === null) throw new Error('unreachable: checked before the payment opened');
    authorised = await cardProvider.authorize({ amountCents: totals.balanceDueCents, card: input.payment.card, idempotencyKey: input.submissionKey });
  } catch (error) {
    console.error('[checkout] card provider error', payment.id, error);
    authorised = { status: 'failed' as const, message: PAYMENT_MESSAGES.network };
  }
  if (authorised.status !== 'authorized') {
    await setPayment(payment.id, authorised.status, { error: authorised.message });
    return failure(authorised.status === 'declined' ? 'DECLINED' : 'PAYMENT_FAILED', authorised.message, 'cardNumber');
  }
  await setPayment(payment.id, 'authorized', { reference: authorised.reference });
  return finalise(inventory, { ...payment, reference: authorised.reference, status: 'authorized' }, cardProvider, providers.crash);
}

/** Who finalises a redirect payment: the buyer's browser on the return route (with its CART_UUID), or the provider's signed webhook. */
export type RedirectCaller = { readonly kind: 'return'; readonly cartId: string | null; readonly now?: Date } | { readonly kind: 'webhook' };

/**
 * The return from a provider's page (ticket-buying 2; PayPal, and Stripe's hosted card page),
 * and Stripe's `checkout.session.completed` webhook: `approved` places the order of the payment
 * this token names, once, however many times the return is loaded or the webhook delivered;
 * `cancelled` leaves the cart as it was. Unknown tokens change nothing. A browser may finish only
 * a payment its own cart (CART_UUID) started, and not after REDIRECT_PAYMENT_HOURS: an expired
 * payment is voided, nothing is charged and the cart stays. The webhook is signed, so it needs
 * neither; a webhook for a payment that can no longer be placed voids the provider's authorisation.
 */
export async function finaliseRedirectWith(
  inventory: CartInventory,
  input: { method: RedirectMethod; status: 'approved' | 'cancelled'; token: string; caller: RedirectCaller },
  providers: Providers = defaultProviders(),
): Promise<PlaceOrderResult> {
  const provider = input.method === 'paypal' ? providers.paypal : providers.card;
  const messages = REDIRECT_MESSAGES[input.method];
  if (!isRedirectProvider(provider)) return { ok: false, code: 'UNKNOWN', message: messages.unknown };
  const db = await getDb();
  const [payment] = await rows<PaymentRow & { created_at: Date | string }>(db, sql`select * from payments where token = ${input.token} and provider = ${provider.name}`);
  if (!payment) return { ok: false, code: 'UNKNOWN', message: messages.unknown };
  const { caller } = input;
  if (caller.kind === 'return') {
    if (caller.cartId !== payment.cart_id) return { ok: false, code: 'UNKNOWN', message: REDIRECT_MESSAGES.foreignCart };
    const startedAt = new Date(payment.created_at).getTime();
    if ((caller.now ?? new Date()).getTime() - startedAt > REDIRECT_PAYMENT_HOURS * 3_600_000 && !payment.order_id) {
      if (payment.status === 'pending') {
        const voided = await rows<{ id: string }>(db, sql`update payments set status = 'voided', error = ${REDIRECT_MESSAGES.expired}, updated_at = now() where id = ${payment.id} and status = 'pending' returning id`);
        if (voided.length > 0 && payment.reference) await provider.void(payment.reference).catch((e: unknown) => console.error('[checkout] void of an expired payment failed', payment.id, e));
      }
      return { ok: false, code: 'EXPIRED', message: REDIRECT_MESSAGES.expired };
    }
  }
  if (payment.order_id) {
    const [order] = await rows<{ id: string; number: string }>(db, sql`select id, number from orders where id = ${payment.order_id}`);
    if (order) return { ok: true, order, replayed: true };
  }
  if (input.status === 'cancelled') {
    if (payment.status === 'pending') {
      await setPayment(payment.id, 'voided', { error: `cancelled at ${input.method === 'paypal' ? 'PayPal' : 'the card page'}` });
      if (payment.reference) await provider.void(payment.reference);
    }
    return { ok: false, code: 'CANCELLED', message: messages.cancelled };
  }
  // Only one return (or webhook) may place the order: claim the pending payment first.
  const claimed = await rows<PaymentRow>(
    db,
    sql`update payments set status = 'authorized', updated_at = now() where id = ${payment.id} and status = 'pending' returning *`,
  );
  const mine = claimed[0];
  if (!mine) {
    // Stripe says the buyer paid, but this payment was given up meanwhile: let the money go.
    if (caller.kind === 'webhook' && ['declined', 'failed', 'voided'].includes(payment.status)) {
      if (payment.reference) await provider.void(payment.reference).catch((e: unknown) => console.error('[checkout] void of a payment given up failed', payment.id, e));
      return { ok: false, code: 'UNKNOWN', message: messages.unknown };
    }
    return awaitFirstSubmission(payment.submission_key);
  }
  let authorised;
  try {
    authorised = await provider.authorize(mine.reference ?? '');
  } catch (error) {
    console.error(`[checkout] ${provider.name} provider error`, mine.id, error);
    authorised = { status: 'failed' as const, message: PAYMENT_MESSAGES.network };
  }
  if (authorised.status === 'failed') {
    // The provider could not be asked: the payment stays open, so a reload or the webhook can finish it.
    await setPayment(mine.id, 'pending', { error: authorised.message });
    return failure('PAYMENT_FAILED', authorised.message);
  }
  if (authorised.status !== 'authorized') {
    // Refused: its page is closed too, so it cannot be paid later without an order.
    if (mine.reference) await provider.void(mine.reference).catch((e: unknown) => console.error('[checkout] void of a declined payment failed', mine.id, e));
    await setPayment(mine.id, authorised.status, { error: authorised.message });
    return failure('DECLINED', authorised.message);
  }
  await setPayment(mine.id, 'authorized', { reference: authorised.reference });
  return finalise(inventory, { ...mine, reference: authorised.reference }, provider, providers.crash);
}

/** A payment given up at the provider (Stripe's `checkout.session.expired`): voided when still open. Answers whether it changed. */
export async function expireRedirectPayment(input: { method: RedirectMethod; token: string }, providers: Providers = defaultProviders()): Promise<boolean> {
  const provider = input.method === 'paypal' ? providers.paypal : providers.card;
  const db = await getDb();
  const voided = await rows<{ id: string }>(
    db,
    sql`update payments set status = 'voided', error = 'expired at the provider', updated_at = now()
         where token = ${input.token} and provider = ${provider.name} and status = 'pending' returning id`,
  );
  return voided.length > 0;
}
