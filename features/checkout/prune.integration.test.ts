// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartHoldingSeats } from '@/tests/helpers/carts';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
// The pruning job's cart part, exercised beside the payments it must wait for.
// eslint-disable-next-line boundaries/imports
import { CART_RETENTION_DAYS, pruneCarts } from '@/features/cart/prune';
// eslint-disable-next-line boundaries/imports
import { ensureCart } from '@/features/cart/mutations';
// eslint-disable-next-line boundaries/imports
import { placeOrder } from '@/features/cart/workflows/place-order';
import { OUTBOX_RETENTION_DAYS, pruneOutbox } from '@/lib/mail/mailer';
import { consumeAttempt, pruneThrottle, THROTTLE_WINDOW_MS } from '@/lib/security/throttle';
import { TEST_CARDS } from '@/lib/payments/test-card';
import type { OrderDetails } from './price-checkout';
import { prunePayments, SETTLED_PAYMENT_RETENTION_DAYS } from './prune';

installTestDataCache();

const details: OrderDetails = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '702 555 0100',
  country: 'US',
  postalCode: '89109',
  promoCode: null,
  giftCardCode: null,
  userId: null,
};
const card = (number: string) =>
  ({ type: 'card', card: { number, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' } }) as const;

describe.each(testDatabaseKinds())('pruning on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  const exists = async (table: 'carts' | 'payments', id: string) => (await rows(sql`select 1 from ${sql.identifier(table)} where id = ${id}`)).length === 1;
  let next = 60;

  it('carts: deletes carts never booked and untouched past the retention, with their items and lapsed seat holds; keeps booked, recent, paid-for and still-held ones', async () => {
    const ageCart = (cartId: string, days: number) => database().db.execute(sql`update carts set updated_at = now() - make_interval(days => ${days}) where id = ${cartId}`);
    // Left long ago: its seat holds lapsed.
    const abandoned = await cartHoldingSeats(database().db, next++);
    await database().db.execute(sql`update seat_claims set held_until = now() - interval '1 day' where cart_id = ${abandoned.cartId}`);
    await ageCart(abandoned.cartId, CART_RETENTION_DAYS + 1);
    const empty = await ensureCart(null);
    await ageCart(empty, CART_RETENTION_DAYS + 1);
    // Recent.
    const recent = await ensureCart(null);
    await ageCart(recent, CART_RETENTION_DAYS - 1);
    // Booked: an order stands on it.
    const booked = await cartHoldingSeats(database().db, next++);
    const paid = await placeOrder({ cartId: booked.cartId, submissionKey: randomUUID(), details, payment: card(TEST_CARDS.approve) });
    expect(paid.ok).toBe(true);
    await ageCart(booked.cartId, CART_RETENTION_DAYS + 400);
    // Old, but with a declined payment still kept: it waits for that payment's retention.
    const declined = await cartHoldingSeats(database().db, next++);
    expect((await placeOrder({ cartId: declined.cartId, submissionKey: randomUUID(), details, payment: card(TEST_CARDS.decline) })).ok).toBe(false);
    await database().db.execute(sql`update seat_claims set held_until = now() - interval '1 day' where cart_id = ${declined.cartId}`);
    await ageCart(declined.cartId, CART_RETENTION_DAYS + 1);
    // Old, but its holds are live (renewed by hand in this test): not pruned while they count.
    const held = await cartHoldingSeats(database().db, next++);
    await ageCart(held.cartId, CART_RETENTION_DAYS + 1);

    expect(await pruneCarts()).toBe(2);
    expect(await exists('carts', abandoned.cartId)).toBe(false);
    expect(await exists('carts', empty)).toBe(false);
    expect(await rows(sql`select 1 from cart_items where cart_id = ${abandoned.cartId}`)).toEqual([]);
    expect(await rows(sql`select 1 from seat_claims where cart_id = ${abandoned.cartId}`)).toEqual([]);
    for (const kept of [recent, booked.cartId, declined.cartId, held.cartId]) expect(await exists('carts', kept)).toBe(true);
    // Booked seats stay sold.
    expect((await rows<{ status: string }>(sql`select status from seat_claims where cart_id = ${booked.cartId}`)).map((r) => r.status)).toEqual(['sold', 'sold']);
    expect(await pruneCarts()).toBe(0);

    // Once the declined payment is pruned, its cart goes at the next run.
    await database().db.execute(sql`update payments set updated_at = now() - make_interval(days => ${SETTLED_PAYMENT_RETENTION_DAYS + 1}) where cart_id = ${declined.cartId}`);
    expect(await prunePayments()).toBeGreaterThanOrEqual(1);
    expect(await pruneCarts()).toBe(1);
    expect(await exists('carts', declined.cartId)).toBe(false);
  });

  it('payments: deletes settled payments without an order past the retention; keeps orders’ payments, open ones and recent ones', async () => {
    const paid = await cartHoldingSeats(database().db, next++);
    expect((await placeOrder({ cartId: paid.cartId, submissionKey: randomUUID(), details, payment: card(TEST_CARDS.approve) })).ok).toBe(true);
    const failed = await cartHoldingSeats(database().db, next++);
    expect((await placeOrder({ cartId: failed.cartId, submissionKey: randomUUID(), details, payment: card(TEST_CARDS.networkError) })).ok).toBe(false);
    expect((await placeOrder({ cartId: failed.cartId, submissionKey: randomUUID(), details, payment: card(TEST_CARDS.decline) })).ok).toBe(false);
    const ids = async (cartId: string) => (await rows<{ id: string; status: string }>(sql`select id, status from payments where cart_id = ${cartId} order by created_at`));
    const [failedOne, declinedOne] = await ids(failed.cartId);
    expect([failedOne!.status, declinedOne!.status]).toEqual(['failed', 'declined']);
    // One open payment without an order (the reconciliation job's), old as well.
    await database().db.execute(sql`insert into payments (cart_id, submission_key, provider, status, amount_cents, reference, details)
                                     values (${failed.cartId}, ${randomUUID()}, 'test-card', 'authorized', 100, 'tc_open', '{}'::jsonb)`);
    const old = SETTLED_PAYMENT_RETENTION_DAYS + 1;
    await database().db.execute(sql`update payments set updated_at = now() - make_interval(days => ${old}) where cart_id in (${paid.cartId}, ${failed.cartId})`);
    // The declined one was settled recently.
    await database().db.execute(sql`update payments set updated_at = now() - make_interval(days => ${SETTLED_PAYMENT_RETENTION_DAYS - 1}) where id = ${declinedOne!.id}`);

    expect(await prunePayments()).toBe(1);
    expect(await exists('payments', failedOne!.id)).toBe(false);
    expect(await exists('payments', declinedOne!.id)).toBe(true);
    expect((await ids(paid.cartId)).map((p) => p.status)).toEqual(['captured']);
    expect((await rows(sql`select 1 from payments where reference = 'tc_open'`)).length).toBe(1);
    expect(await prunePayments()).toBe(0);
  });

  it('outbox: deletes mails written past the retention, keeps newer ones', async () => {
    await database().db.execute(sql`insert into outbox ("to", "from", subject, text, created_at) values
      ('old@example.com', 'shop@example.com', 'Old', 'old', now() - make_interval(days => ${OUTBOX_RETENTION_DAYS + 1})),
      ('new@example.com', 'shop@example.com', 'New', 'new', now() - make_interval(days => ${OUTBOX_RETENTION_DAYS - 1}))`);
    expect(await pruneOutbox()).toBe(1);
    expect(await rows(sql`select 1 from outbox where "to" = 'old@example.com'`)).toEqual([]);
    expect((await rows(sql`select 1 from outbox where "to" = 'new@example.com'`)).length).toBe(1);
    expect(await pruneOutbox()).toBe(0);
  });

  it('sign_in_throttle: deletes the counters whose window has passed, keeps the ones still counting', async () => {
    const now = new Date();
    await consumeAttempt(database().db, 'prune:current', 10, now);
    await consumeAttempt(database().db, 'prune:passed', 10, new Date(now.getTime() - THROTTLE_WINDOW_MS - 1000));
    // The later attempt above pruned nothing of its own key's past: write the passed window directly, as a quiet table keeps it.
    await database().db.execute(sql`insert into sign_in_throttle (key, count, window_start) values ('prune:quiet', 3, ${new Date(now.getTime() - THROTTLE_WINDOW_MS - 60_000)})
                                     on conflict (key) do update set window_start = excluded.window_start`);
    const keys = async () => (await rows<{ key: string }>(sql`select key from sign_in_throttle where key like 'prune:%' order by key`)).map((r) => r.key);
    expect(await keys()).toContain('prune:quiet');
    expect(await pruneThrottle(database().db, now)).toBeGreaterThanOrEqual(1);
    expect(await keys()).toEqual(['prune:current']);
    expect(await pruneThrottle(database().db, now)).toBe(0);
  });
});
