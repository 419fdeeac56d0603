// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
// Test setup only: the cart is filled the way Add to Cart fills it (app/api/holds).
// eslint-disable-next-line boundaries/imports
import { holdForCart } from '@/features/cart/workflows/hold';
import { NO_ENTITLEMENT } from '@/lib/insider-pricing';
// eslint-disable-next-line boundaries/imports
import { ensureCart } from '@/features/cart/mutations';
import { upcomingGeneralAdmission } from '@/tests/helpers/performances';
import { cartHoldingSeats } from '@/tests/helpers/carts';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { jobQueueForSuite } from '@/tests/helpers/job-queue';
// eslint-disable-next-line boundaries/imports
import { finaliseRedirect, placeOrder } from '@/features/cart/workflows/place-order';
import { confirmationWorker } from './confirmation-queue';
import { CHECKOUT_ERRORS } from './errors';
import type { PaymentChoice } from './payment-decision';
import type { OrderDetails } from './price-checkout';
import { PAYMENT_MESSAGES } from '@/lib/payments/provider';
import { TEST_CARDS } from '@/lib/payments/test-card';
import { PROMO_REFUSED_MESSAGE } from './pricing';
import { getOrder, getTicket } from './queries';

installTestDataCache();

const card = (number: string): PaymentChoice => ({
  type: 'card',
  card: { number, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' },
});

const details = (overrides: Partial<OrderDetails> = {}): OrderDetails => ({
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '702 555 0100',
  country: 'US',
  postalCode: '89109',
  promoCode: null,
  giftCardCode: null,
  userId: null,
  ...overrides,
});

describe.each(testDatabaseKinds())('checkout on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  // The confirmation mail goes out through the job queue, as on the server.
  jobQueueForSuite([confirmationWorker]);
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  let next = 0;

  /** A cart holding two seats of a fresh performance (49.99 + 8.50 + 4.12 each), with guest info. */
  const cartWithSeats = () => cartHoldingSeats(database().db, next++);

  const seatStatus = async (performanceId: number, seatIds: readonly number[]) =>
    rows<{ status: string; cart_id: string }>(sql`select status, cart_id from seat_claims where performance_id = ${performanceId} and seat_id in (${sql.join(seatIds.map((id) => sql`${id}`), sql`, `)})`);

  it('places an order: seats sold, totals from the database, tickets with unguessable ids, a mail in the outbox', async () => {
    const { cartId, show } = await cartWithSeats();
    const result = await placeOrder({ cartId, submissionKey: randomUUID(), details: details(), payment: card(TEST_CARDS.approve) });
    expect(result.ok && 'order' in result).toBe(true);
    if (!result.ok || !('order' in result)) return;
    expect(result.order.number).toMatch(/^VG-\d{9}$/);

    const order = (await getOrder(result.order.number))!;
    expect(order).toMatchObject({ subtotalCents: 9998, feesCents: 1700, taxesCents: 824, totalCents: 12522, chargedCents: 12522, giftCardCents: 0 });
    expect(order.orderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.items).toHaveLength(1);
    const tickets = order.items[0]!.tickets;
    expect(tickets.map((t) => t.seat)).toEqual(show.seats.map((s) => ({ section: s.section, row: s.row_name, seat: s.seat_name })));
    for (const t of tickets) expect(t.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await getTicket(tickets[0]!.id))?.orderNumber).toBe(order.number);

    expect((await seatStatus(show.performanceId, show.seats.map((s) => s.id))).map((s) => s.status)).toEqual(['sold', 'sold']);
    const [cart] = await rows<{ booked_order_id: string }>(sql`select booked_order_id from carts where id = ${cartId}`);
    expect(cart!.booked_order_id).toBe(order.id);
    const [payment] = await rows<{ status: string; reference: string }>(sql`select status, reference from payments where order_id = ${order.id}`);
    expect(payment!.status).toBe('captured');
    expect(payment!.reference).toMatch(/^tc_/);
    // Card data never reaches the database.
    const [leak] = await rows<{ n: number }>(sql`select count(*)::int as n from payments where details::text like ${'%' + TEST_CARDS.approve + '%'}`);
    expect(leak!.n).toBe(0);
    const mails = () => rows<{ subject: string; text: string }>(sql`select subject, text from outbox where "to" = 'ada@example.com' and subject like ${'%' + order.number}`);
    await expect.poll(async () => (await mails()).length, { timeout: 20_000, interval: 250 }).toBe(1);
    const [mail] = await mails();
    expect(order.paymentStatus).toBe('captured');
    expect(mail!.text).toContain(order.number);
    expect(mail!.text).toContain(`/iv2/tickets/${tickets[0]!.id}`);

    // A booked cart cannot be checked out again.
    const again = await placeOrder({ cartId, submissionKey: randomUUID(), details: details(), payment: card(TEST_CARDS.approve) });
    expect(again).toMatchObject({ ok: false, code: 'ALREADY_BOOKED', message: CHECKOUT_ERRORS.alreadyBooked });
  });

  it('makes one order and one payment from a double submission', async () => {
    const { cartId } = await cartWithSeats();
    const submissionKey = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => placeOrder({ cartId, submissionKey, details: details(), payment: card(TEST_CARDS.approve) })));
    const numbers = new Set(results.map((r) => (r.ok && 'order' in r ? r.order.number : `failed ${JSON.stringify(r)}`)));
    expect(numbers.size).toBe(1);
    const [counts] = await rows<{ orders: number; payments: number }>(sql`
      select (select count(*)::int from orders where cart_id = ${cartId}) as orders, (select count(*)::int from payments where cart_id = ${cartId}) as payments`);
    expect(counts).toEqual({ orders: 1, payments: 1 });
    // A retried request later still answers with the same order.
    const retried = await placeOrder({ cartId, submissionKey, details: details(), payment: card(TEST_CARDS.approve) });
    expect(retried.ok && 'order' in retried && retried.replayed && retried.order.number).toBe([...numbers][0]);
  });

  it('keeps the cart and its holds when the card is declined or the provider is unreachable', async () => {
    const { cartId, show } = await cartWithSeats();
    const declined = await placeOrder({ cartId, submissionKey: randomUUID(), details: details(), payment: card(TEST_CARDS.decline) });
    expect(declined).toEqual({ ok: false, code: 'DECLINED', message: PAYMENT_MESSAGES.declined, field: 'cardNumber' });
    const failed = await placeOrder({ cartId, submissionKey: randomUUID(), details: details(), payment: card(TEST_CARDS.networkError) });
    expect(failed).toMatchObject({ ok: false, code: 'PAYMENT_FAILED', message: PAYMENT_MESSAGES.network });
    expect((await seatStatus(show.performanceId, show.seats.map((s) => s.id))).map((s) => [s.status, s.cart_id])).toEqual([
      ['held', cartId],
      ['held', cartId],
    ]);
    const [orders] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where cart_id = ${cartId}`);
    expect(orders!.n).toBe(0);
    // The same cart then pays with a good card.
    const paid = await placeOrder({ cartId, submissionKey: randomUUID(), details: details(), payment: card(TEST_CARDS.approve) });
    expect(paid.ok).toBe(true);
  });

  it('refuses a cart whose hold expired, and sells nothing', async () => {
    const { cartId, show } = await cartWithSeats();
    await database().db.execute(sql`update seat_claims set held_until = now() - interval '1 second' where cart_id = ${cartId}`);
    const result = await placeOrder({ cartId, submissionKey: randomUUID(), details: details(), payment: card(TEST_CARDS.approve) });
    expect(result).toEqual({ ok: false, code: 'UNAVAILABLE', message: CHECKOUT_ERRORS.unavailable });
    expect((await seatStatus(show.performanceId, show.seats.map((s) => s.id))).map((s) => s.status)).toEqual(['held', 'held']);
    const [payments] = await rows<{ n: number }>(sql`select count(*)::int as n from payments where cart_id = ${cartId}`);
    expect(payments!.n).toBe(0);
  });

  it('applies promo codes and gift cards in cents, and refuses bad ones', async () => {
    const { cartId, show } = await cartWithSeats();
    const code = `TEN${next}`;
    await database().db.execute(sql`insert into promo_codes (code, kind, amount, product_id) values (${code}, 'percent', 10, ${show.productId})`);
    await database().db.execute(sql`insert into promo_codes (code, kind, amount, ends_at) values (${'OLD' + next}, 'fixed', 500, now() - interval '1 day')`);
    await database().db.execute(sql`insert into gift_cards (code, initial_cents, balance_cents) values (${'GC' + next}, 5000, 5000), (${'EMPTY' + next}, 5000, 0)`);

    const expired = await placeOrder({ cartId, submissionKey: randomUUID(), details: details({ promoCode: 'OLD' + next }), payment: card(TEST_CARDS.approve) });
    expect(expired).toEqual({ ok: false, code: 'PROMO', message: PROMO_REFUSED_MESSAGE, field: 'promoCode' });
    const unknown = await placeOrder({ cartId, submissionKey: randomUUID(), details: details({ promoCode: 'NOPE' }), payment: card(TEST_CARDS.approve) });
    expect(unknown).toMatchObject({ ok: false, code: 'PROMO', message: PROMO_REFUSED_MESSAGE });
    const empty = await placeOrder({ cartId, submissionKey: randomUUID(), details: details({ giftCardCode: 'EMPTY' + next }), payment: card(TEST_CARDS.approve) });
    expect(empty).toMatchObject({ ok: false, code: 'GIFT_CARD', field: 'giftCardCode' });

    const result = await placeOrder({ cartId, submissionKey: randomUUID(), details: details({ promoCode: code, giftCardCode: 'GC' + next }), payment: card(TEST_CARDS.approve) });
    if (!result.ok || !('order' in result)) throw new Error(JSON.stringify(result));
    const order = (await getOrder(result.order.id))!;
    // 10% of 99.98 is 10.00 (9.998 rounded); total 99.98 - 10.00 + 17.00 + 8.24 = 115.22; the gift card pays 50.00.
    expect(order).toMatchObject({ subtotalCents: 9998, discountCents: 1000, totalCents: 11522, giftCardCents: 5000, chargedCents: 6522, promoCode: code });
    const [gift] = await rows<{ balance_cents: number }>(sql`select balance_cents from gift_cards where code = ${'GC' + next}`);
    expect(gift!.balance_cents).toBe(0);
    const [promo] = await rows<{ uses: number }>(sql`select uses from promo_codes where code = ${code}`);
    expect(promo!.uses).toBe(1);
  });

  it('charges the snapshot the server holds, whatever the page showed', async () => {
    const { cartId } = await cartWithSeats();
    // A tampered client total has nowhere to go: the amount is computed from the cart's rows.
    const result = await placeOrder({ cartId, submissionKey: randomUUID(), details: details(), payment: card(TEST_CARDS.approve) });
    if (!result.ok || !('order' in result)) throw new Error(JSON.stringify(result));
    const [payment] = await rows<{ amount_cents: number }>(sql`select amount_cents from payments where order_id = ${result.order.id}`);
    expect(payment!.amount_cents).toBe(12522);
  });

  it('sells general-admission places from held to sold on the capacity row', async () => {
    const ga = await upcomingGeneralAdmission(database().db, 0);
    const cartId = await ensureCart(null);
    await holdForCart({ cookieCartId: cartId, body: { kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 3 }, entitlement: NO_ENTITLEMENT, ip: null });
    const result = await placeOrder({ cartId, submissionKey: randomUUID(), details: details(), payment: card(TEST_CARDS.approve) });
    if (!result.ok || !('order' in result)) throw new Error(JSON.stringify(result));
    const [inventory] = await rows<{ held: number; sold: number }>(sql`select held, sold from ga_inventory where performance_id = ${ga.performanceId} and sku_id = ${ga.skuId}`);
    expect(inventory).toEqual({ held: 0, sold: 3 });
    const order = (await getOrder(result.order.id))!;
    expect(order.items[0]!.tickets.map((t) => [t.admission, t.seat])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
  });

  it('finalises a PayPal payment once through its return, and a cancel keeps the cart', async () => {
    const { cartId } = await cartWithSeats();
    const paypal: PaymentChoice = { type: 'paypal', returnUrl: (status) => `/iv2/paypal/${status}` };
    const started = await placeOrder({ cartId, submissionKey: randomUUID(), details: details(), payment: paypal });
    if (!started.ok || !('redirect' in started)) throw new Error(JSON.stringify(started));
    const token = new URL(started.redirect, 'http://x').searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const cancelled = await finaliseRedirect({ method: 'paypal', status: 'cancelled', token, caller: { kind: 'return', cartId } });
    expect(cancelled).toMatchObject({ ok: false, code: 'CANCELLED' });
    const restarted = await placeOrder({ cartId, submissionKey: randomUUID(), details: details(), payment: paypal });
    if (!restarted.ok || !('redirect' in restarted)) throw new Error(JSON.stringify(restarted));
    const token2 = new URL(restarted.redirect, 'http://x').searchParams.get('token')!;
    const [first, second] = await Promise.all([finaliseRedirect({ method: 'paypal', status: 'approved', token: token2, caller: { kind: 'return', cartId } }), finaliseRedirect({ method: 'paypal', status: 'approved', token: token2, caller: { kind: 'return', cartId } })]);
    expect(first.ok && second.ok).toBe(true);
    const [orders] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where cart_id = ${cartId}`);
    expect(orders!.n).toBe(1);
    expect(await finaliseRedirect({ method: 'paypal', status: 'approved', token: 'unknown-token-000000', caller: { kind: 'return', cartId } })).toMatchObject({ ok: false, code: 'UNKNOWN' });
  });
});
