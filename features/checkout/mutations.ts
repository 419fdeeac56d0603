import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getCartView } from '@/features/cart/queries';
import type { CartView } from '@/features/cart/types';
import { getDb } from '@/lib/db/database';
import { pacificToday } from '@/lib/dates';
import { getEnv } from '@/lib/env';
import { sendOrderConfirmation } from './mails';
import { checkPromo, GIFT_CARD_MESSAGES, orderTotals, type OrderTotals, type PromoRule } from './pricing';
import { localPaypalProvider } from './payments/paypal-local';
import { createPaypalRestProvider } from './payments/paypal-rest';
import { PAYMENT_MESSAGES, type CardInput, type CardPaymentProvider, type RedirectPaymentProvider } from '@/lib/payments/provider';
import { configuredCardProvider } from '@/lib/payments/card-provider';
import { findGiftCardBalance, findOrderIdBySubmission, findPromo, getCartGuest, pricedItems, rows, type Runner } from './queries';
import type { GuestInfo } from './schema';
import type { CheckoutFailureCode, PlaceOrderResult } from './types';

const uuid = z.uuid();

export const CHECKOUT_ERRORS = {
  empty: 'Your cart is empty.',
  unavailable: 'Some items in your cart are no longer held or available. Please remove or renew them before checking out.',
  alreadyBooked: 'This cart has already been booked. Check your e-mail for the confirmation, or look the order up by its confirmation number.',
  holdLost: 'Your hold on some seats ran out before the payment finished. Nothing was charged; please review your cart.',
  cartChanged: 'Your cart changed while you were paying. Nothing was charged; please review the total and pay again.',
  inProgress: 'Your order is still being placed. Please wait a moment and refresh this page.',
  guestMissing: 'Please enter the guest information first.',
  giftCardChanged: 'The gift card balance changed while you were paying. Nothing was charged; please try again.',
  cardMissing: 'Please enter your card details.',
} as const;

/** Saves the guest information step on the cart. False when the cart is unknown or already booked. */
export async function saveGuestInfo(cartId: string, guest: GuestInfo): Promise<boolean> {
  if (!uuid.safeParse(cartId).success) return false;
  const db = await getDb();
  const updated = await rows<{ id: string }>(
    db,
    sql`update carts set guest_first_name = ${guest.firstName}, guest_last_name = ${guest.lastName}, guest_email = ${guest.email},
               guest_phone = ${guest.phone}, updated_at = now()
         where id = ${cartId} and booked_order_id is null returning id`,
  );
  return updated.length > 0;
}

/** Billing and guest details kept with a payment (no card data). */
export interface OrderDetails {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly country: string;
  readonly postalCode: string;
  readonly promoCode: string | null;
  readonly giftCardCode: string | null;
  readonly userId: string | null;
}

export interface Providers {
  readonly card: CardPaymentProvider;
  readonly paypal: RedirectPaymentProvider;
}

let configured: Providers | null = null;

/** The providers of this server's configuration: PayPal's REST API when credentials are set. */
function defaultProviders(): Providers {
  if (configured) return configured;
  const env = getEnv();
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? createPaypalRestProvider({ clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiBase: env.PAYPAL_API_BASE, brandName: env.SITE_NAME })
      : localPaypalProvider;
  configured = { card: configuredCardProvider(), paypal };
  return configured;
}

function failure(code: CheckoutFailureCode, message: string, field?: string): PlaceOrderResult {
  return field ? { ok: false, code, message, field } : { ok: false, code, message };
}

class CheckoutAbort extends Error {
  constructor(
    readonly code: CheckoutFailureCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Prices the cart with the promo code and gift card of the billing form, or says why it cannot. */
async function priceCheckout(cart: CartView, details: Pick<OrderDetails, 'promoCode' | 'giftCardCode'>, runner?: Runner): Promise<{ totals: OrderTotals; promo: PromoRule | null }> {
  const items = pricedItems(cart);
  let promo: PromoRule | null = null;
  if (details.promoCode) {
    promo = await findPromo(details.promoCode, runner);
    const checked = checkPromo(promo, items, new Date());
    if (!checked.ok) throw new CheckoutAbort('PROMO', checked.message, 'promoCode');
  }
  let balance = 0;
  if (details.giftCardCode) {
    const found = await findGiftCardBalance(details.giftCardCode, runner);
    if (found === null) throw new CheckoutAbort('GIFT_CARD', GIFT_CARD_MESSAGES.unknown, 'giftCardCode');
    if (found === 0) throw new CheckoutAbort('GIFT_CARD', GIFT_CARD_MESSAGES.empty, 'giftCardCode');
    balance = found;
  }
  return { totals: orderTotals(items, promo, balance), promo };
}

/** The totals the billing page shows for a promo code and gift card, or the message about them. */
export async function previewTotals(cartId: string, details: Pick<OrderDetails, 'promoCode' | 'giftCardCode'>): Promise<{ ok: true; totals: OrderTotals } | { ok: false; message: string; field: string }> {
  const cart = await getCartView(cartId);
  try {
    return { ok: true, totals: (await priceCheckout(cart, details)).totals };
  } catch (error) {
    if (error instanceof CheckoutAbort) return { ok: false, message: error.message, field: error.field ?? '_' };
    throw error;
  }
}

/** What a payment row needs to turn into an order. */
interface PaymentRow {
  id: string;
  cart_id: string;
  submission_key: string;
  provider: string;
  status: string;
  amount_cents: number;
  reference: string | null;
  details: OrderDetails | string;
  order_id: string | null;
  error: string | null;
}

function detailsOf(row: PaymentRow): OrderDetails {
  return typeof row.details === 'string' ? (JSON.parse(row.details) as OrderDetails) : row.details;
}

/**
 * Opens a payment for this submission, or finds the one a first click already opened. The
 * submission key is unique: of two identical requests exactly one inserts. Live holds are
 * stretched a little so that they cannot lapse while the provider answers.
 */
async function openPayment(input: { cartId: string; submissionKey: string; provider: string; amountCents: number; details: OrderDetails }): Promise<PaymentRow | null> {
  const db = await getDb();
  const inserted = await rows<PaymentRow>(
    db,
    sql`insert into payments (cart_id, submission_key, provider, status, amount_cents, details)
        values (${input.cartId}, ${input.submissionKey}, ${input.provider}, 'pending', ${input.amountCents}, ${JSON.stringify(input.details)}::jsonb)
        on conflict (submission_key) do nothing returning *`,
  );
  if (inserted.length === 0) return null;
  await db.execute(sql`update seat_claims set held_until = greatest(held_until, now() + interval '3 minutes')
                        where cart_id = ${input.cartId} and status = 'held' and held_until > now()`);
  await db.execute(sql`update ga_holds set held_until = greatest(held_until, now() + interval '3 minutes')
                        where cart_id = ${input.cartId} and held_until > now()`);
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

/** A second identical submission waits for the first to finish and answers with its order. */
async function awaitFirstSubmission(submissionKey: string): Promise<PlaceOrderResult> {
  const db = await getDb();
  for (let i = 0; i < 75; i += 1) {
    const order = await findOrderIdBySubmission(submissionKey);
    if (order) return { ok: true, order, replayed: true };
    const [payment] = await rows<{ status: string; error: string | null }>(db, sql`select status, error from payments where submission_key = ${submissionKey}`);
    if (payment && ['declined', 'failed', 'voided'].includes(payment.status)) {
      return failure(payment.status === 'declined' ? 'DECLINED' : 'PAYMENT_FAILED', payment.error ?? PAYMENT_MESSAGES.network);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return failure('IN_PROGRESS', CHECKOUT_ERRORS.inProgress);
}

function newTicketId(): string {
  return randomBytes(18).toString('base64url');
}

interface LockedItem {
  id: string;
  product_id: number;
  product_name: string;
  sku_id: number;
  sku_name: string;
  seated: boolean;
  performance_id: number | null;
  starts_at: string | Date | null;
  quantity: number;
  unit_price_cents: number | null;
}

/**
 * Turns the cart's live holds into sold seats and places and writes the order, in one
 * transaction: the cart row is locked, every hold must still be this cart's and live, the total
 * is computed again from the database and must equal what was authorised, and the gift card
 * and promo code are debited within their limits. Any shortfall rolls everything back.
 */
async function writeOrder(payment: PaymentRow): Promise<{ id: string; number: string }> {
  const details = detailsOf(payment);
  const cart = await getCartView(payment.cart_id);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [locked] = await rows<{ booked_order_id: string | null }>(tx, sql`select booked_order_id from carts where id = ${payment.cart_id} for update`);
    if (!locked) throw new CheckoutAbort('EMPTY', CHECKOUT_ERRORS.empty);
    if (locked.booked_order_id !== null) throw new CheckoutAbort('ALREADY_BOOKED', CHECKOUT_ERRORS.alreadyBooked);

    const items = await rows<LockedItem>(
      tx,
      sql`select ci.id, ci.product_id, p.name as product_name, ci.sku_id, k.name as sku_name, k.supports_seat_selection as seated,
                 ci.performance_id, perf.starts_at, ci.quantity, ci.unit_price_cents
            from cart_items ci join products p on p.id = ci.product_id join skus k on k.id = ci.sku_id
            left join performances perf on perf.id = ci.performance_id
           where ci.cart_id = ${payment.cart_id}`,
    );
    if (items.length === 0) throw new CheckoutAbort('EMPTY', CHECKOUT_ERRORS.empty);
    // The totals were priced from the cart as it was read before the lock: it must not have moved since.
    const unchanged =
      items.length === cart.items.length &&
      items.every((item) => {
        const view = cart.items.find((v) => v.id === item.id);
        return view !== undefined && view.quantity === Number(item.quantity) && (item.unit_price_cents === null || view.prices.unitPriceCents === Number(item.unit_price_cents));
      });
    if (!unchanged) throw new CheckoutAbort('CART_CHANGED', CHECKOUT_ERRORS.cartChanged);

    // Seats: every held seat of the cart that is still live becomes sold.
    const sold = await rows<{ performance_id: number; sku_id: number; seat_id: number; section: string; row_name: string; seat_name: string }>(
      tx,
      sql`with sold as (
            update seat_claims set status = 'sold', held_until = null
             where cart_id = ${payment.cart_id} and status = 'held' and held_until > now()
            returning performance_id, sku_id, seat_id)
          select sold.performance_id, sold.sku_id, sold.seat_id, vs.name as section, s.row_name, s.seat_name
            from sold join seats s on s.id = sold.seat_id join venue_sections vs on vs.id = s.section_id
           order by vs.sort_order, s.row_name, s.seat_number`,
    );
    // General admission: live places move from held to sold on the capacity row.
    const gaSold = await rows<{ performance_id: number; sku_id: number; quantity: number }>(
      tx,
      sql`delete from ga_holds where cart_id = ${payment.cart_id} and held_until > now() returning performance_id, sku_id, quantity`,
    );
    for (const g of gaSold) {
      await tx.execute(sql`update ga_inventory set held = held - ${g.quantity}, sold = sold + ${g.quantity}
                            where performance_id = ${g.performance_id} and sku_id = ${g.sku_id}`);
    }
    const key = (performanceId: number | null, skuId: number) => `${performanceId}:${skuId}`;
    const seatsOf = new Map<string, typeof sold>();
    for (const s of sold) seatsOf.set(key(Number(s.performance_id), Number(s.sku_id)), [...(seatsOf.get(key(Number(s.performance_id), Number(s.sku_id))) ?? []), s]);
    const gaOf = new Map(gaSold.map((g) => [key(Number(g.performance_id), Number(g.sku_id)), Number(g.quantity)]));
    for (const item of items) {
      const k = key(item.performance_id === null ? null : Number(item.performance_id), Number(item.sku_id));
      const have = item.seated ? (seatsOf.get(k)?.length ?? 0) : (gaOf.get(k) ?? 0);
      if (item.performance_id === null || have !== Number(item.quantity)) throw new CheckoutAbort('HOLD_LOST', CHECKOUT_ERRORS.holdLost);
    }

    const { totals, promo } = await priceCheckout(cart, details, tx);
    if (totals.balanceDueCents !== Number(payment.amount_cents)) throw new CheckoutAbort('CART_CHANGED', CHECKOUT_ERRORS.cartChanged);

    if (promo) {
      const used = await rows(tx, sql`update promo_codes set uses = uses + 1 where code = ${promo.code} and (max_uses is null or uses < max_uses) returning code`);
      if (used.length === 0) throw new CheckoutAbort('PROMO', 'This promo code has been fully redeemed.', 'promoCode');
    }
    if (details.giftCardCode && totals.giftCardCents > 0) {
      const debited = await rows(
        tx,
        sql`update gift_cards set balance_cents = balance_cents - ${totals.giftCardCents}
             where code = ${details.giftCardCode} and balance_cents >= ${totals.giftCardCents} returning code`,
      );
      if (debited.length === 0) throw new CheckoutAbort('GIFT_CARD', CHECKOUT_ERRORS.giftCardChanged, 'giftCardCode');
    }

    let order: { id: string; number: string } | undefined;
    for (let attempt = 0; !order && attempt < 5; attempt += 1) {
      const number = `VG-${randomInt(100_000_000, 1_000_000_000)}`;
      [order] = await rows<{ id: string; number: string }>(
        tx,
        sql`insert into orders (number, cart_id, submission_key, user_id, email, first_name, last_name, phone, country, postal_code, promo_code,
                                subtotal_cents, discount_cents, fees_cents, taxes_cents, total_cents, gift_card_cents, charged_cents,
                                payment_provider, payment_reference, order_date)
            values (${number}, ${payment.cart_id}, ${payment.submission_key}, ${details.userId}, ${details.email}, ${details.firstName},
                    ${details.lastName}, ${details.phone}, ${details.country}, ${details.postalCode}, ${promo?.code ?? null},
                    ${totals.subtotalCents}, ${totals.discountCents}, ${totals.feesCents}, ${totals.taxesCents}, ${totals.totalCents},
                    ${totals.giftCardCents}, ${totals.balanceDueCents}, ${payment.provider}, ${payment.reference}, ${pacificToday(new Date())})
            on conflict on constraint orders_number do nothing
            returning id, number`,
      );
    }
    if (!order) throw new Error('could not pick a free confirmation number');

    const lineOf = new Map(totals.items.map((l) => [l.id, l]));
    for (const item of items) {
      const view = cart.items.find((v) => v.id === item.id);
      const line = lineOf.get(item.id);
      if (!view || !line) throw new CheckoutAbort('CART_CHANGED', CHECKOUT_ERRORS.cartChanged);
      const [orderItem] = await rows<{ id: number }>(
        tx,
        sql`insert into order_items (order_id, product_id, product_name, sku_id, sku_name, performance_id, starts_at, quantity,
                                     unit_price_cents, unit_fee_cents, unit_tax_cents, discount_cents, total_cents)
            values (${order.id}, ${item.product_id}, ${item.product_name}, ${item.sku_id}, ${item.sku_name}, ${item.performance_id},
                    ${item.starts_at === null ? null : new Date(item.starts_at).toISOString()}, ${item.quantity},
                    ${view.prices.unitPriceCents}, ${view.prices.unitFeeCents}, ${view.prices.unitTaxCents}, ${line.discountCents}, ${line.totalCents})
            returning id`,
      );
      if (!orderItem) throw new Error('insert into order_items returned no row');
      const seats = item.seated ? (seatsOf.get(key(Number(item.performance_id), Number(item.sku_id))) ?? []) : [];
      const values = Array.from({ length: Number(item.quantity) }, (_, i) => {
        const seat = seats[i];
        return sql`(${newTicketId()}, ${orderItem.id}, ${seat ? Number(seat.seat_id) : null}, ${seat?.section ?? null}, ${seat?.row_name ?? null}, ${seat?.seat_name ?? null}, ${i + 1})`;
      });
      await tx.execute(sql`insert into tickets (id, order_item_id, seat_id, section, row_name, seat_name, admission) values ${sql.join(values, sql`, `)}`);
    }
    if (details.giftCardCode && totals.giftCardCents > 0) {
      await tx.execute(sql`insert into gift_card_redemptions (order_id, code, amount_cents) values (${order.id}, ${details.giftCardCode}, ${totals.giftCardCents})`);
    }
    await tx.execute(sql`update carts set booked_order_id = ${order.id}, updated_at = now() where id = ${payment.cart_id}`);
    await tx.execute(sql`update payments set order_id = ${order.id}, updated_at = now() where id = ${payment.id}`);
    return order;
  });
}

/** After the order is written: capture the payment (a capture failure is logged for an operator, the order stands). */
async function settle(payment: PaymentRow, provider: { capture(reference: string): Promise<void> } | null): Promise<void> {
  try {
    if (provider && payment.reference) await provider.capture(payment.reference);
    await setPayment(payment.id, 'captured');
  } catch (error) {
    console.error('[checkout] capture failed; the order stands and the payment stays authorised', payment.id, error);
  }
}

async function finalise(payment: PaymentRow, provider: { capture(reference: string): Promise<void>; void(reference: string): Promise<void> } | null): Promise<PlaceOrderResult> {
  try {
    const order = await writeOrder(payment);
    await settle(payment, provider);
    await sendOrderConfirmation(order.id).catch((error: unknown) => console.error('[checkout] confirmation mail failed', order.number, error));
    return { ok: true, order, replayed: false };
  } catch (error) {
    if (provider && payment.reference) await provider.void(payment.reference).catch((e: unknown) => console.error('[checkout] void failed', payment.id, e));
    if (error instanceof CheckoutAbort) {
      await setPayment(payment.id, 'voided', { error: error.message });
      return failure(error.code, error.message, error.field);
    }
    await setPayment(payment.id, 'voided', { error: 'internal error' });
    throw error;
  }
}

/** A PayPal choice names the return route without its token: the provider adds the token. */
export type PaymentChoice = { readonly type: 'card'; readonly card: CardInput | null } | { readonly type: 'paypal'; readonly returnUrl: (status: 'approved' | 'cancelled') => string };

/**
 * Places the order for the cart (issue 11 item 4): idempotent on `submissionKey` (a double
 * click or a retried request makes one payment and one order), prices computed here from the
 * database alone, a declined or failed payment keeps the cart and its holds, and a cart that is
 * already an order is refused. A PayPal choice answers with the approval page to send the
 * buyer to; the order is placed when they return (finalisePaypal).
 */
export async function placeOrder(
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
  const saved = await getCartGuest(input.cartId);
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

  const provider = totals.balanceDueCents === 0 ? null : input.payment.type === 'card' ? providers.card : providers.paypal;
  if (provider !== null && input.payment.type === 'card' && input.payment.card === null) return failure('CARD', CHECKOUT_ERRORS.cardMissing, 'cardNumber');
  const payment = await openPayment({
    cartId: input.cartId,
    submissionKey: input.submissionKey,
    provider: provider?.name ?? 'gift-card',
    amountCents: totals.balanceDueCents,
    details: input.details,
  });
  if (payment === null) return awaitFirstSubmission(input.submissionKey);

  if (provider === null) return finalise(payment, null);

  if (input.payment.type === 'paypal') {
    const choice = input.payment;
    let started;
    try {
      started = await providers.paypal.start({ amountCents: totals.balanceDueCents, requestId: input.submissionKey, returnUrl: choice.returnUrl });
    } catch (error) {
      console.error('[checkout] PayPal could not start', payment.id, error instanceof Error ? error.message : error);
      await setPayment(payment.id, 'failed', { error: PAYMENT_MESSAGES.network });
      return failure('PAYMENT_FAILED', PAYMENT_MESSAGES.network);
    }
    await setPayment(payment.id, 'pending', { reference: started.reference, token: started.token });
    return { ok: true, redirect: started.approvalUrl };
  }

  let authorised;
  try {
    if (input.payment.card === null) throw new Error('unreachable: checked before the payment opened');
    authorised = await providers.card.authorize({ amountCents: totals.balanceDueCents, card: input.payment.card, idempotencyKey: input.submissionKey });
  } catch (error) {
    console.error('[checkout] card provider error', payment.id, error);
    authorised = { status: 'failed' as const, message: PAYMENT_MESSAGES.network };
  }
  if (authorised.status !== 'authorized') {
    await setPayment(payment.id, authorised.status, { error: authorised.message });
    return failure(authorised.status === 'declined' ? 'DECLINED' : 'PAYMENT_FAILED', authorised.message, 'cardNumber');
  }
  await setPayment(payment.id, 'authorized', { reference: authorised.reference });
  return finalise({ ...payment, reference: authorised.reference, status: 'authorized' }, providers.card);
}

/**
 * The PayPal return (ticket-buying 2): `approved` places the order of the payment this token
 * names, once, whatever number of times the return page is loaded; `cancelled` leaves the cart
 * as it was. Unknown tokens change nothing.
 */
export async function finalisePaypal(
  input: { status: 'approved' | 'cancelled'; token: string },
  providers: Providers = defaultProviders(),
): Promise<PlaceOrderResult> {
  const db = await getDb();
  const [payment] = await rows<PaymentRow>(db, sql`select * from payments where token = ${input.token}`);
  if (!payment) return { ok: false, code: 'UNKNOWN', message: 'This PayPal payment is unknown or has expired. Nothing was charged.' };
  if (payment.order_id) {
    const [order] = await rows<{ id: string; number: string }>(db, sql`select id, number from orders where id = ${payment.order_id}`);
    if (order) return { ok: true, order, replayed: true };
  }
  if (input.status === 'cancelled') {
    if (payment.status === 'pending') {
      await setPayment(payment.id, 'voided', { error: 'cancelled at PayPal' });
      if (payment.reference) await providers.paypal.void(payment.reference);
    }
    return { ok: false, code: 'CANCELLED', message: 'You cancelled the PayPal payment. Nothing was charged; your cart is still held.' };
  }
  // Only one return may place the order: claim the pending payment first.
  const claimed = await rows<PaymentRow>(
    db,
    sql`update payments set status = 'authorized', updated_at = now() where id = ${payment.id} and status = 'pending' returning *`,
  );
  const mine = claimed[0];
  if (!mine) return awaitFirstSubmission(payment.submission_key);
  let authorised;
  try {
    authorised = await providers.paypal.authorize(mine.reference ?? '');
  } catch (error) {
    console.error('[checkout] PayPal provider error', mine.id, error);
    authorised = { status: 'failed' as const, message: PAYMENT_MESSAGES.network };
  }
  if (authorised.status !== 'authorized') {
    await setPayment(mine.id, authorised.status, { error: authorised.message });
    return failure(authorised.status === 'declined' ? 'DECLINED' : 'PAYMENT_FAILED', authorised.message);
  }
  await setPayment(mine.id, 'authorized', { reference: authorised.reference });
  return finalise({ ...mine, reference: authorised.reference }, providers.paypal);
}

/**
 * The cart an abandoned-cart link names, to become the visitor's cart: 'ok' for an open cart,
 * 'booked' when it already became an order, 'unknown' when there is no such cart.
 */
export async function findRestorableCart(cartId: string): Promise<'ok' | 'booked' | 'unknown'> {
  const saved = await getCartGuest(cartId);
  if (saved === null) return 'unknown';
  return saved.booked ? 'booked' : 'ok';
}

/**
 * The promo code entered on the cart page (the cart's EnteredPromoCode), checked against the
 * cart first; `null` removes it. Answers the totals with it, or why it does not apply.
 */
export async function saveCartPromo(
  cartId: string,
  promoCode: string | null,
): Promise<{ ok: true; totals: OrderTotals } | { ok: false; message: string; field: string }> {
  if (promoCode !== null) {
    const preview = await previewTotals(cartId, { promoCode, giftCardCode: null });
    if (!preview.ok) return preview;
  }
  const db = await getDb();
  await db.execute(sql`update carts set promo_code = ${promoCode}, updated_at = now() where id = ${cartId} and booked_order_id is null`);
  return previewTotals(cartId, { promoCode, giftCardCode: null });
}

/** The cart's saved promo code with the totals it gives, or null when none is saved or it no longer applies. */
export async function savedPromoTotals(cartId: string | null | undefined): Promise<{ code: string; totals: OrderTotals } | null> {
  if (!uuid.safeParse(cartId).success) return null;
  const db = await getDb();
  const [row] = await rows<{ promo_code: string | null }>(db, sql`select promo_code from carts where id = ${cartId!}`);
  if (!row?.promo_code) return null;
  const preview = await previewTotals(cartId!, { promoCode: row.promo_code, giftCardCode: null });
  return preview.ok ? { code: row.promo_code, totals: preview.totals } : null;
}
