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
import { upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
// eslint-disable-next-line boundaries/imports
import { placeOrder } from '@/features/cart/workflows/place-order';
// Test setup only: the guest step as its route saves it.
// eslint-disable-next-line boundaries/imports
import { saveCartGuest } from '@/features/cart/mutations';
import { grantOrder, mayViewOrder, orderIdsFromCookie } from './order-access';
import { lookUpOrder, ORDER_LOOKUP_FAILURES_MAX_PER_IP, ORDER_LOOKUP_FAILURES_MAX_PER_PAIR_UNDER_ATTACK } from './order-lookup';
import { getViewableOrderItem, listGrantedOrders, type OrderViewer } from './order-pages';
import { TEST_CARDS } from '@/lib/payments/test-card';
import { getOrder, listMemberOrders } from './queries';
import { ticketInformationOf } from './constants';
import { getCartView } from '@/features/cart/queries';
// eslint-disable-next-line boundaries/imports
import { holdStayForCart } from '@/features/cart/workflows/stay';
import { seededStay } from '@/tests/helpers/stays';
import { renderToStaticMarkup } from 'react-dom/server';
import { GrantedOrders } from './components/granted-orders';
import { MemberOrders } from './components/member-orders';

installTestDataCache();

describe.each(testDatabaseKinds())('order lookup and order pages on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  let next = 0;

  /** An order of two seats of a fresh performance, placed by `email`. */
  async function placedOrder(email: string, userId: string | null = null) {
    const show = await upcomingSeatedPerformance(database().db, next++);
    const cartId = await ensureCart(null);
    await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, entitlement: NO_ENTITLEMENT, ip: null });
    await saveCartGuest(cartId, { firstName: 'Ada', lastName: 'Lovelace', email, phone: '702 555 0100' });
    const result = await placeOrder({
      cartId,
      submissionKey: randomUUID(),
      details: { email, firstName: 'Ada', lastName: 'Lovelace', phone: '702 555 0100', country: 'US', postalCode: '89109', promoCode: null, giftCardCode: null, userId },
      payment: { type: 'card', card: { number: TEST_CARDS.approve, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' } },
    });
    if (!result.ok || !('order' in result)) throw new Error(`order not placed: ${JSON.stringify(result)}`);
    return (await getOrder(result.order.id))!;
  }

  const guest = (cookie: string | null): OrderViewer => ({ cookie, member: null });

  /** An order of two rooms of a 3-night stay, placed by `email`. */
  async function placedStayOrder(email: string, userId: string | null) {
    const stay = await seededStay(database().db, 3, 20, 20);
    const { cartId } = await holdStayForCart({
      cookieCartId: null,
      body: { productId: stay.productId, skuId: stay.skuId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 2, guests: 3 },
      entitlement: NO_ENTITLEMENT,
      ip: null,
    });
    await saveCartGuest(cartId, { firstName: 'Ada', lastName: 'Lovelace', email, phone: '702 555 0100' });
    const result = await placeOrder({
      cartId,
      submissionKey: randomUUID(),
      details: { email, firstName: 'Ada', lastName: 'Lovelace', phone: '702 555 0100', country: 'US', postalCode: '89109', promoCode: null, giftCardCode: null, userId },
      payment: { type: 'card', card: { number: TEST_CARDS.approve, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' } },
    });
    if (!result.ok || !('order' in result)) throw new Error(`order not placed: ${JSON.stringify(result)}`);
    return { stay, order: (await getOrder(result.order.id))! };
  }

  it('lists a stay in order lookup and My Account by its hotel, room type, dates, nights and confirmation number, not as tickets', async () => {
    const userId = randomUUID();
    await database().db.execute(sql`insert into users (id, name, email, email_verified) values (${userId}, 'Mary Jackson', 'mary@example.com', true)`);
    const { stay, order } = await placedStayOrder('mary@example.com', userId);
    const item = order.items[0]!;
    expect(item.stay?.confirmationNumber).toMatch(/\S/);

    const [listed] = await listMemberOrders({ userId, email: 'mary@example.com', emailVerified: true });
    expect(listed!.items[0]).toMatchObject({ productName: item.productName, skuName: item.skuName, quantity: 2, stay: { checkIn: stay.checkIn, checkOut: stay.checkOut, confirmationNumber: item.stay!.confirmationNumber } });
    expect(listed!.items[0]!.stay!.nightly).toHaveLength(3);

    const expected = [
      item.productName,
      `2 rooms × ${item.skuName}`,
      '(3 nights)',
      `Hotel confirmation number ${item.stay!.confirmationNumber}`,
    ];
    const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
    const member = text(renderToStaticMarkup(MemberOrders({ orders: [listed!] })));
    for (const part of expected) expect(member).toContain(part);
    expect(member).not.toMatch(/\d tickets?\b/);

    const lookup = await lookUpOrder({ email: 'mary@example.com', confirmationNumber: order.number, ip: '198.51.100.9' });
    expect(lookup.ok).toBe(true);
    const granted = await listGrantedOrders(lookup.ok ? lookup.access : null);
    const verify = text(renderToStaticMarkup(GrantedOrders({ orders: granted })));
    for (const part of expected) expect(verify).toContain(part);
  });

  it("carries a ticket type's fulfillment message to the cart and keeps it on the order item as sold (ticket-buying 1)", async () => {
    const { db } = database();
    const show = await upcomingSeatedPerformance(db, next++);
    const cartId = await ensureCart(null);
    await db.execute(sql`update skus set fulfillment_message = 'Pick up at the box office with a photo ID.' where id = ${show.skuId}`);
    try {
      await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, entitlement: NO_ENTITLEMENT, ip: null });
      const cart = await getCartView(cartId);
      expect(cart.items.map((i) => ticketInformationOf(i))).toEqual(['Pick up at the box office with a photo ID.']);
      await saveCartGuest(cartId, { firstName: 'Ada', lastName: 'Lovelace', email: 'will-call@example.com', phone: '702 555 0100' });
      const result = await placeOrder({
        cartId,
        submissionKey: randomUUID(),
        details: { email: 'will-call@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '702 555 0100', country: 'US', postalCode: '89109', promoCode: null, giftCardCode: null, userId: null },
        payment: { type: 'card', card: { number: TEST_CARDS.approve, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' } },
      });
      if (!result.ok || !('order' in result)) throw new Error(`order not placed: ${JSON.stringify(result)}`);
      // The option's message changes later: the order keeps what it was sold with.
      await db.execute(sql`update skus set fulfillment_message = null where id = ${show.skuId}`);
      const order = (await getOrder(result.order.id))!;
      expect(order.items.map((i) => ticketInformationOf(i))).toEqual(['Pick up at the box office with a photo ID.']);
    } finally {
      await db.execute(sql`update skus set fulfillment_message = null where id = ${show.skuId}`);
    }
    // Without a message of its own, an item says the default.
    const plain = await placedOrder('plain@example.com');
    expect(plain.items.map((i) => ticketInformationOf(i))).toEqual(['Tickets will be emailed to you.']);
  });

  it('finds an order by e-mail (any case) and confirmation number, and refuses a wrong e-mail or number alike', async () => {
    const order = await placedOrder('lookup.one@example.com');
    const ip = '198.51.100.1';
    const found = await lookUpOrder({ email: 'Lookup.One@Example.com ', confirmationNumber: order.number.toLowerCase(), ip });
    expect(found).toMatchObject({ ok: true, order: { id: order.id, number: order.number } });
    // The match grants the order to the browser, on top of what its cookie granted.
    expect(found.ok && (await orderIdsFromCookie(found.access))).toEqual([order.id]);
    const again = await lookUpOrder({ email: 'lookup.one@example.com', confirmationNumber: order.number, ip, access: found.ok ? found.access : null });
    expect(again.ok && (await orderIdsFromCookie(again.access))).toEqual([order.id]);

    expect(await lookUpOrder({ email: 'someone.else@example.com', confirmationNumber: order.number, ip })).toEqual({ ok: false, reason: 'not-found' });
    const otherNumber = order.number === 'VG-000000001' ? 'VG-000000002' : 'VG-000000001';
    expect(await lookUpOrder({ email: 'lookup.one@example.com', confirmationNumber: otherNumber, ip })).toEqual({ ok: false, reason: 'not-found' });
  });

  it('a victim still finds their order after 100 failed guesses on their e-mail from other addresses; a guessing address is refused for its own failures', async () => {
    const order = await placedOrder('lookup.two@example.com');
    const now = new Date('2030-01-01T10:00:00Z');
    for (let i = 0; i < 100; i++) {
      expect(await lookUpOrder({ email: 'lookup.two@example.com', confirmationNumber: 'VG-999999999', ip: `203.0.${113 + Math.floor(i / 50)}.${i % 50}` }, now)).toEqual({ ok: false, reason: 'not-found' });
    }
    // The e-mail is under attack: one address gets ORDER_LOOKUP_FAILURES_MAX_PER_PAIR_UNDER_ATTACK misses, then nothing is looked up, right or wrong.
    for (let i = 0; i < ORDER_LOOKUP_FAILURES_MAX_PER_PAIR_UNDER_ATTACK; i++) {
      expect((await lookUpOrder({ email: 'lookup.two@example.com', confirmationNumber: 'VG-999999998', ip: '192.0.2.66' }, now)).ok).toBe(false);
    }
    expect(await lookUpOrder({ email: 'lookup.two@example.com', confirmationNumber: order.number, ip: '192.0.2.66' }, now)).toEqual({ ok: false, reason: 'throttled' });
    // The buyer, from an address that has not failed: found.
    expect(await lookUpOrder({ email: 'lookup.two@example.com', confirmationNumber: order.number, ip: '198.51.100.200' }, now)).toMatchObject({ ok: true });

    // An address walking through e-mails is refused after its own ORDER_LOOKUP_FAILURES_MAX_PER_IP misses.
    for (let i = 0; i < ORDER_LOOKUP_FAILURES_MAX_PER_IP; i++) await lookUpOrder({ email: `walker${i}@example.com`, confirmationNumber: 'VG-999999999', ip: '192.0.2.77' }, now);
    expect(await lookUpOrder({ email: 'lookup.two@example.com', confirmationNumber: order.number, ip: '192.0.2.77' }, now)).toEqual({ ok: false, reason: 'throttled' });
    // A new window: that address may try again.
    const later = new Date(now.getTime() + 16 * 60 * 1000);
    expect((await lookUpOrder({ email: 'lookup.two@example.com', confirmationNumber: order.number, ip: '192.0.2.77' }, later)).ok).toBe(true);
  });

  it("shows an item only to a browser granted its order or to its member, never another order's", async () => {
    const mine = await placedOrder('mine@example.com');
    const theirs = await placedOrder('theirs@example.com');
    const cookie = await grantOrder(null, mine.id);
    const item = mine.items[0]!;

    const seen = await getViewableOrderItem(mine.number, item.id, guest(cookie));
    expect(seen?.order.id).toBe(mine.id);
    expect(seen?.item.tickets).toHaveLength(2);
    expect(await getViewableOrderItem(mine.id, item.id, guest(cookie))).not.toBeNull();
    // Another order's id or number with this cookie: nothing, as for an order that does not exist.
    expect(await getViewableOrderItem(theirs.number, theirs.items[0]!.id, guest(cookie))).toBeNull();
    expect(await getViewableOrderItem(theirs.id, theirs.items[0]!.id, guest(cookie))).toBeNull();
    expect(await mayViewOrder(theirs, guest(cookie))).toBe(false);
    // Another order's item under my order: nothing.
    expect(await getViewableOrderItem(mine.number, theirs.items[0]!.id, guest(cookie))).toBeNull();
    // No cookie, or one altered to name another order under my signature: nothing.
    expect(await getViewableOrderItem(mine.number, item.id, guest(null))).toBeNull();
    expect(await getViewableOrderItem(theirs.number, theirs.items[0]!.id, guest(cookie.replace(mine.id, theirs.id)))).toBeNull();

    // The verify page's list: what the cookie grants, newest first.
    const both = await grantOrder(await grantOrder(null, theirs.id), mine.id);
    expect((await listGrantedOrders(both)).map((o) => o.number)).toEqual([theirs.number, mine.number]);
    expect(await listGrantedOrders(null)).toEqual([]);
  });

  it("lets a member see their own orders (placed signed in, or with their verified e-mail) and no one else's", async () => {
    const userId = randomUUID();
    await database().db.execute(sql`insert into users (id, name, email, email_verified) values (${userId}, 'Grace Hopper', 'grace@example.com', true)`);
    const signedIn = await placedOrder('grace.other@example.com', userId);
    const byEmail = await placedOrder('Grace@Example.com');
    const stranger = await placedOrder('stranger@example.com');
    const member = { id: userId, email: 'grace@example.com', emailVerified: true };

    const listed = await listMemberOrders({ userId, email: member.email, emailVerified: true });
    expect(listed.map((o) => o.number)).toEqual([byEmail.number, signedIn.number]);
    expect(listed[0]!.items[0]!.id).toBe(byEmail.items[0]!.id);

    const viewer: OrderViewer = { cookie: null, member };
    expect(await getViewableOrderItem(signedIn.number, signedIn.items[0]!.id, viewer)).not.toBeNull();
    expect(await getViewableOrderItem(byEmail.number, byEmail.items[0]!.id, viewer)).not.toBeNull();
    expect(await getViewableOrderItem(stranger.number, stranger.items[0]!.id, viewer)).toBeNull();
    // An unverified address proves nothing.
    expect(await getViewableOrderItem(byEmail.number, byEmail.items[0]!.id, { cookie: null, member: { ...member, emailVerified: false } })).toBeNull();
  });
});
