// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
// Test setup only: order writing handed an inventory whose stay lapses mid-sale (what a clock
// cannot be made to do on cue).
// eslint-disable-next-line boundaries/imports
import { writeOrder } from '@/features/checkout/order-writing';
import { getOrder } from '@/features/checkout/queries';
// eslint-disable-next-line boundaries/imports
import { orderConfirmationMail } from '@/features/checkout/mails';
import { findCityRateCalendar, findHotelRateCalendar, findHotelStayOffer } from '@/features/hotels/queries';
import { rows } from '@/lib/db/rows';
import { NO_ENTITLEMENT } from '@/lib/insider-pricing';
import { TEST_CARDS } from '@/lib/payments/test-card';
import { roomNightCounts, seededStay, stayHoldsBy, type StayFixture } from '@/tests/helpers/stays';
import { upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { ensureCart, saveCartGuest } from '../mutations';
import { getCartItemCount, getCartView } from '../queries';
import type { CartInventory } from '../types';
import { cartInventory } from './claims';
import { holdForCart } from './hold';
import { placeOrder } from './place-order';
import { removeCartItem } from './remove';
import { renewCartItem } from './renew';
import { holdStayForCart } from './stay';

installTestDataCache();

const CARD = { type: 'card' as const, card: { number: TEST_CARDS.approve, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' } };
const DETAILS = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '702 555 0100', country: 'US', postalCode: '89109', promoCode: null, giftCardCode: null, userId: null };

/** Issue 24, what it must show: a stay is held for every night or none, never oversold, and sold with the rest of the cart or not at all. */
describe.each(testDatabaseKinds())('hotel stays on the booking core (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const db = () => database().db;
  const body = (stay: StayFixture, over: Partial<{ rooms: number; guests: number }> = {}) => ({
    productId: stay.productId,
    skuId: stay.skuId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: 1,
    guests: 1,
    ...over,
  });
  const expire = (cartId: string) => db().execute(sql`update room_night_holds set held_until = now() - interval '1 second' where cart_id = ${cartId}`);

  it('100 concurrent buyers for 5 rooms left on the middle night of a 3-night stay: exactly 5 stays, each holding all 3 nights', async () => {
    const stay = await seededStay(db(), 0, 5, 200);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () => holdStayForCart({ cookieCartId: null, body: body(stay), entitlement: NO_ENTITLEMENT, ip: null })),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(95);
    for (const o of lost) expect(o.reason).toMatchObject({ code: 'CONFLICT', message: 'Sorry, this room type is no longer available for every night of your stay.' });

    const holds = await stayHoldsBy(db(), stay.skuId);
    // No night is held by a stay that did not get the others.
    expect(holds.size).toBe(5);
    for (const nights of holds.values()) expect(nights).toEqual(stay.nights);
    expect(await roomNightCounts(db(), stay.skuId, stay.nights)).toEqual(stay.nights.map((night) => ({ night, held: 5, sold: 0 })));
    const [items] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from cart_items where item_kind = 'stay' and sku_id = ${stay.skuId}`);
    expect(Number(items?.n)).toBe(5);
    const offer = await findHotelStayOffer({ productId: stay.productId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 1, entitlement: NO_ENTITLEMENT });
    expect(offer.roomTypes.find((t) => t.roomType.skuId === stay.skuId)).toMatchObject({ roomsLeft: 0, available: false });
  });

  it('shows the stay in the cart with its nights, guests, nightly breakdown, cancellation window and prices', async () => {
    const stay = await seededStay(db(), 1, 7, 50);
    const { cartId, answer } = await holdStayForCart({ cookieCartId: null, body: body(stay, { rooms: 2, guests: 2 }), entitlement: NO_ENTITLEMENT, ip: null });
    const cart = await getCartView(cartId);
    expect(cart.items).toHaveLength(1);
    const item = cart.items[0]!;
    expect(item).toMatchObject({ status: 'held', quantity: 2, performance: null, seats: [] });
    expect(item.stay).toMatchObject({ checkIn: stay.checkIn, checkOut: stay.checkOut, nights: 3, guests: 2 });
    expect(item.stay!.nightly.map((n) => n.night)).toEqual(stay.nights);
    expect(item.stay!.cancellationHours).toBeGreaterThan(0);
    // One room's stay is the sum of its nightly rates; the item is two rooms.
    expect(item.prices.unitPriceCents).toBe(item.stay!.nightly.reduce((s, n) => s + n.rateCents, 0));
    expect(item.prices.subtotalCents).toBe(2 * item.prices.unitPriceCents);
    expect(item.prices.totalCents).toBe(answer.totalCents);
    expect(item.secondsLeft).toBeGreaterThan(0);
    // The room list counts the held rooms as gone: 'Only 5 left' under the hotel limit.
    const offer = await findHotelStayOffer({ productId: stay.productId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 1, entitlement: NO_ENTITLEMENT });
    expect(offer.roomTypes.find((t) => t.roomType.skuId === stay.skuId)).toMatchObject({ roomsLeft: 5, lowCapacityMessage: 'Only 5 left' });
    expect(await getCartItemCount(cartId)).toBe(2);
  });

  it('frees an expired stay hold without a job: the room is counted free and another cart takes it', async () => {
    const stay = await seededStay(db(), 2, 1, 1);
    const first = await holdStayForCart({ cookieCartId: null, body: body(stay), entitlement: NO_ENTITLEMENT, ip: null });
    await expect(holdStayForCart({ cookieCartId: null, body: body(stay), entitlement: NO_ENTITLEMENT, ip: null })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expire(first.cartId);
    const offer = await findHotelStayOffer({ productId: stay.productId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 1, entitlement: NO_ENTITLEMENT });
    expect(offer.roomTypes.find((t) => t.roomType.skuId === stay.skuId)).toMatchObject({ roomsLeft: 1, available: true });
    expect((await getCartView(first.cartId)).items[0]).toMatchObject({ status: 'expired' });

    const second = await holdStayForCart({ cookieCartId: null, body: body(stay), entitlement: NO_ENTITLEMENT, ip: null });
    const holds = await stayHoldsBy(db(), stay.skuId);
    expect([...holds.keys()]).toEqual([second.cartId]);
    expect(await roomNightCounts(db(), stay.skuId, stay.nights)).toEqual(stay.nights.map((night) => ({ night, held: 1, sold: 0 })));
    // The first cart cannot hold it again now, and says so.
    await expect(renewCartItem({ cartId: first.cartId, itemId: (await getCartView(first.cartId)).items[0]!.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('renews an expired stay and removes a stay, giving its nights back', async () => {
    const stay = await seededStay(db(), 3, 4, 4);
    const { cartId } = await holdStayForCart({ cookieCartId: null, body: body(stay, { rooms: 2, guests: 3 }), entitlement: NO_ENTITLEMENT, ip: null });
    const itemId = (await getCartView(cartId)).items[0]!.id;
    await expire(cartId);
    expect((await getCartView(cartId)).items[0]).toMatchObject({ status: 'expired' });
    expect(await renewCartItem({ cartId, itemId })).toMatchObject({ renewed: true, cartCount: 2 });
    expect((await getCartView(cartId)).items[0]).toMatchObject({ status: 'held', quantity: 2, stay: { guests: 3 } });
    expect(await roomNightCounts(db(), stay.skuId, stay.nights)).toEqual(stay.nights.map((night) => ({ night, held: 2, sold: 0 })));

    expect(await removeCartItem({ cartId, itemId })).toEqual({ removed: true, cartCount: 0 });
    expect((await getCartView(cartId)).items).toEqual([]);
    expect((await stayHoldsBy(db(), stay.skuId)).size).toBe(0);
    expect(await roomNightCounts(db(), stay.skuId, stay.nights)).toEqual(stay.nights.map((night) => ({ night, held: 0, sold: 0 })));
  });

  it('sells a stay and seats of one cart in one order, with a confirmation number for the stay', async () => {
    const stay = await seededStay(db(), 4, 3, 3);
    const show = await upcomingSeatedPerformance(db(), 40);
    const cartId = await ensureCart(null);
    await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, entitlement: NO_ENTITLEMENT, ip: null });
    await holdStayForCart({ cookieCartId: cartId, body: body(stay, { guests: 2 }), entitlement: NO_ENTITLEMENT, ip: null });
    await saveCartGuest(cartId, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '702 555 0100' });
    const cart = await getCartView(cartId);
    const result = await placeOrder({ cartId, submissionKey: randomUUID(), details: DETAILS, payment: CARD });
    if (!result.ok || !('order' in result)) throw new Error(`order not placed: ${JSON.stringify(result)}`);

    const order = (await getOrder(result.order.id))!;
    expect(order.totalCents).toBe(cart.totals.totalCents);
    expect(order.items).toHaveLength(2);
    const stayLine = order.items.find((i) => i.skuId === stay.skuId)!;
    expect(stayLine.tickets).toEqual([]);
    expect(stayLine.stay).toMatchObject({ checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 2 });
    expect(stayLine.stay!.confirmationNumber).toMatch(/^H\d{10}$/);
    expect(stayLine.stay!.nightly.map((n) => n.night)).toEqual(stay.nights);
    // The confirmation e-mail lists the stay's lines with its confirmation number.
    const mail = orderConfirmationMail(order, 'Vegas', 'https://vegas.example');
    expect(mail.text).toContain(`  Hotel confirmation number ${stayLine.stay!.confirmationNumber}`);
    expect(mail.text).toContain('  2 guests');
    const seatLine = order.items.find((i) => i.skuId === show.skuId)!;
    expect(seatLine.tickets).toHaveLength(show.seats.length);
    expect(seatLine.stay ?? null).toBeNull();
    expect(await roomNightCounts(db(), stay.skuId, stay.nights)).toEqual(stay.nights.map((night) => ({ night, held: 0, sold: 1 })));
    expect((await stayHoldsBy(db(), stay.skuId)).size).toBe(0);
    const [sold] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from seat_claims where cart_id = ${cartId} and status = 'sold'`);
    expect(Number(sold?.n)).toBe(show.seats.length);
  });

  it('sells nothing of a cart whose stay lapsed and was taken: not the seats, not the stay', async () => {
    const stay = await seededStay(db(), 5, 1, 1);
    const show = await upcomingSeatedPerformance(db(), 41);
    const cartId = await ensureCart(null);
    await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, entitlement: NO_ENTITLEMENT, ip: null });
    await holdStayForCart({ cookieCartId: cartId, body: body(stay), entitlement: NO_ENTITLEMENT, ip: null });
    await saveCartGuest(cartId, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '702 555 0100' });
    await expire(cartId);
    const other = await holdStayForCart({ cookieCartId: null, body: body(stay), entitlement: NO_ENTITLEMENT, ip: null });

    const result = await placeOrder({ cartId, submissionKey: randomUUID(), details: DETAILS, payment: CARD });
    expect(result.ok && 'order' in result).toBe(false);
    const [orders] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from orders where cart_id = ${cartId}`);
    expect(Number(orders?.n)).toBe(0);
    const [soldSeats] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from seat_claims where cart_id = ${cartId} and status = 'sold'`);
    expect(Number(soldSeats?.n)).toBe(0);
    expect(await roomNightCounts(db(), stay.skuId, stay.nights)).toEqual(stay.nights.map((night) => ({ night, held: 1, sold: 0 })));
    expect([...(await stayHoldsBy(db(), stay.skuId)).keys()]).toEqual([other.cartId]);
  });

  it('rolls the whole order back when the stay lapses at the moment of sale: the seats sold before it are not sold either', async () => {
    const stay = await seededStay(db(), 6, 2, 2);
    const show = await upcomingSeatedPerformance(db(), 42);
    const cartId = await ensureCart(null);
    await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, entitlement: NO_ENTITLEMENT, ip: null });
    await holdStayForCart({ cookieCartId: cartId, body: body(stay), entitlement: NO_ENTITLEMENT, ip: null });
    // Seats are sold first (seating's kinds come first), then the stay's nights are found lapsed.
    const lapsingStay: CartInventory = {
      ...cartInventory,
      async sell(tx, id) {
        await tx.execute(sql`update room_night_holds set held_until = now() - interval '1 second' where cart_id = ${id}`);
        return cartInventory.sell(tx, id);
      },
    };
    const payment = {
      id: randomUUID(),
      cart_id: cartId,
      submission_key: randomUUID(),
      provider: 'test-card',
      status: 'authorized',
      amount_cents: (await getCartView(cartId)).totals.totalCents,
      reference: 'test',
      details: DETAILS,
      order_id: null,
      error: null,
    };
    await expect(writeOrder(payment, lapsingStay)).rejects.toMatchObject({ code: 'HOLD_LOST' });
    const [soldSeats] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from seat_claims where cart_id = ${cartId} and status = 'sold'`);
    expect(Number(soldSeats?.n)).toBe(0);
    const [orders] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from orders where cart_id = ${cartId}`);
    expect(Number(orders?.n)).toBe(0);
    // The nights are still this cart's hold (the expiry was rolled back with the rest).
    expect(await roomNightCounts(db(), stay.skuId, stay.nights)).toEqual(stay.nights.map((night) => ({ night, held: 1, sold: 0 })));
    expect((await getCartView(cartId)).items.every((i) => i.status === 'held')).toBe(true);
  });

  it('seeds every room type with its details, member-deal and insider rates where the hotel has them, and a CHECK on the counts', async () => {
    const [facts] = await rows<{ rooms: number; detailed: number; per_night_tax: number; member: number; insider: number; hotels_with_member: number; hotels: number }>(
      db(),
      sql`select (select count(*) from skus k join products p on p.id = k.product_id where p.type = 'HOTEL')::int as rooms,
                 (select count(*) from room_types rt join skus k on k.id = rt.sku_id join products p on p.id = k.product_id
                   where p.type = 'HOTEL' and rt.beds <> '' and jsonb_array_length(rt.photos) > 0 and jsonb_array_length(rt.amenities) > 0
                     and rt.cancellation_hours > 0)::int as detailed,
                 (select count(*) from room_types where tax_per_night_cents is not null)::int as per_night_tax,
                 (select count(*) from room_nights where member_rate_cents is not null)::int as member,
                 (select count(*) from room_nights where insider_rate_cents is not null)::int as insider,
                 (select count(distinct k.product_id) from room_nights rn join skus k on k.id = rn.sku_id where rn.member_rate_cents is not null)::int as hotels_with_member,
                 (select count(*) from products where type = 'HOTEL')::int as hotels`,
    );
    expect(facts!.detailed).toBe(facts!.rooms);
    expect(facts!.per_night_tax).toBeGreaterThan(0);
    expect(facts!.member).toBeGreaterThan(0);
    expect(facts!.insider).toBeGreaterThan(0);
    expect(facts!.hotels_with_member).toBeGreaterThan(0);
    expect(facts!.hotels_with_member).toBeLessThan(facts!.hotels);
    const stay = await seededStay(db(), 7, 2, 2);
    await expect(db().execute(sql`update room_nights set held = 2, sold = 1 where sku_id = ${stay.skuId} and night = ${stay.checkIn}::date`)).rejects.toThrow();
  });

  it('gives the rate calendars the lowest one-night rate per night, member-deal aware, from the database', async () => {
    const [hotel] = await rows<{ product_id: number }>(
      db(),
      sql`select k.product_id from room_nights rn join skus k on k.id = rn.sku_id where rn.member_rate_cents is not null order by k.product_id limit 1`,
    );
    const productId = Number(hotel!.product_id);
    const publicRates = await findHotelRateCalendar({ productId, month: null, entitlement: NO_ENTITLEMENT });
    const memberRates = await findHotelRateCalendar({ productId, month: null, entitlement: { memberDeal: true, signedInInsider: false } });
    expect(publicRates.length).toBeGreaterThan(28);
    expect(publicRates.every((r) => r.productId === productId)).toBe(true);
    const [first] = publicRates;
    const [lowest] = await rows<{ rate: number }>(
      db(),
      sql`select min(rn.rate_cents)::int as rate from room_nights rn join skus k on k.id = rn.sku_id
           where k.product_id = ${productId} and rn.night = ${first!.night}::date and rn.rooms_total - rn.sold - rn.held > 0`,
    );
    expect(first!.rateCents).toBe(Number(lowest!.rate));
    // The member deal lowers every night of a hotel that has one.
    expect(memberRates.map((r) => r.night)).toEqual(publicRates.map((r) => r.night));
    expect(memberRates.every((r, i) => r.rateCents < publicRates[i]!.rateCents)).toBe(true);

    const city = await findCityRateCalendar({ month: null, entitlement: NO_ENTITLEMENT });
    const [cityLowest] = await rows<{ rate: number }>(
      db(),
      sql`select min(rn.rate_cents)::int as rate from room_nights rn join skus k on k.id = rn.sku_id join products p on p.id = k.product_id
           where p.type = 'HOTEL' and rn.night = ${city[0]!.night}::date and rn.rooms_total - rn.sold - rn.held > 0`,
    );
    expect(city[0]!.rateCents).toBe(Number(cityLowest!.rate));
    expect(new Set(city.map((r) => r.productId)).size).toBeGreaterThan(0);
    expect(city.every((r, i) => r.rateCents <= (publicRates[i]?.night === r.night ? publicRates[i]!.rateCents : Infinity))).toBe(true);
  });

  it('migration 0016 gives an existing database’s room types their details (its backfill, run again on rows without them)', async () => {
    const migration = readFileSync('lib/db/migrations/0016_hotel_stays.sql', 'utf8');
    const backfill = migration.split('--> statement-breakpoint').map((s) => s.trim()).find((s) => s.includes('INSERT INTO "room_types"'));
    expect(backfill).toBeDefined();
    const [room] = await rows<{ sku_id: number; name: string }>(
      db(),
      sql`select k.id as sku_id, k.name from skus k join room_types rt on rt.sku_id = k.id where k.name ilike '%two queen%' order by k.id limit 1`,
    );
    await db().execute(sql`delete from room_types where sku_id = ${room!.sku_id}`);
    await db().execute(sql.raw(backfill!));
    const [restored] = await rows<{ beds: string; cancellation_hours: number; tax_basis_points: number }>(
      db(),
      sql`select beds, cancellation_hours, tax_basis_points from room_types where sku_id = ${room!.sku_id}`,
    );
    expect(restored).toEqual({ beds: '2 Queen Beds', cancellation_hours: 72, tax_basis_points: 1338 });
  });
});
