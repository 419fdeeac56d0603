// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
// Test setup only: the cart is filled the way Add to Cart fills it (app/api/holds).
import { holdForCart } from './workflows/hold';
import { NO_ENTITLEMENT } from '@/lib/insider-pricing';
import { ensureCart, saveCartGuest } from './mutations';
// The recovery link's endpoint, exercised with the job that mails it.
// eslint-disable-next-line boundaries/imports
import { POST as restore } from '@/app/api/cart/restore/route';
import { upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { ABANDONED_CART_MAILS_MAX_PER_RECIPIENT, sendAbandonedCartMails } from './abandoned-carts';
import { placeOrder } from './workflows/place-order';
import { TEST_CARDS } from '@/lib/payments/test-card';

installTestDataCache();

describe.each(testDatabaseKinds())('abandoned carts on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  let next = 0;

  async function cart(options: { email: string | null; ageMinutes: number; firstName?: string }) {
    const show = await upcomingSeatedPerformance(database().db, next++);
    const cartId = await ensureCart(null);
    await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, entitlement: NO_ENTITLEMENT, ip: null });
    if (options.email) await saveCartGuest(cartId, { firstName: options.firstName ?? 'Ida', lastName: 'Wells', email: options.email, phone: '702 555 0103' });
    await database().db.execute(sql`update carts set updated_at = now() - make_interval(mins => ${options.ageMinutes}) where id = ${cartId}`);
    await database().db.execute(sql`update cart_items set created_at = now() - make_interval(mins => ${options.ageMinutes}) where cart_id = ${cartId}`);
    return cartId;
  }

  const mailsTo = (to: string) => rows<{ subject: string; text: string }>(sql`select subject, text from outbox where "to" = ${to}`);

  it('mails each cart left with items and an e-mail once, with the link that loads it', async () => {
    const left = await cart({ email: 'left@example.com', ageMinutes: 120 });
    await cart({ email: 'recent@example.com', ageMinutes: 5 });
    await cart({ email: null, ageMinutes: 120 });
    const booked = await cart({ email: 'booked@example.com', ageMinutes: 120 });
    const paid = await placeOrder({
      cartId: booked,
      submissionKey: randomUUID(),
      details: { email: 'booked@example.com', firstName: 'Ida', lastName: 'Wells', phone: '702 555 0103', country: 'US', postalCode: '89109', promoCode: null, giftCardCode: null, userId: null },
      payment: { type: 'card', card: { number: TEST_CARDS.approve, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ida Wells', postalCode: '89109', country: 'US' } },
    });
    expect(paid.ok).toBe(true);
    await database().db.execute(sql`update carts set updated_at = now() - interval '2 hours' where id = ${booked}`);

    // Two runs at once (two app instances): one mail.
    const [a, b] = await Promise.all([sendAbandonedCartMails(), sendAbandonedCartMails()]);
    expect(a + b).toBe(1);
    const mails = await mailsTo('left@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/iv2/abandoned-cart/${left}`);
    expect(await mailsTo('recent@example.com')).toEqual([]);
    expect((await mailsTo('booked@example.com')).filter((m) => /waiting/.test(m.subject))).toEqual([]);
    expect(await sendAbandonedCartMails()).toBe(0);

    // The link's route makes the cart the visitor's own; a booked one is refused; an unknown one is 404.
    const post = (cartId: string) =>
      restore(new Request('http://localhost/api/cart/restore', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cartId }) }), undefined);
    const loaded = await post(left);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('set-cookie')).toContain(`CART_UUID=${left}`);
    expect((await post(booked)).status).toBe(409);
    expect((await post(randomUUID())).status).toBe(404);
  });

  it("mails one recovery mail per address however many carts name it, and never the name a stranger typed", async () => {
    for (let i = 0; i < 3; i++) await cart({ email: 'victim.recovery@example.com', ageMinutes: 120, firstName: 'Visit evil.example' });
    await sendAbandonedCartMails();
    const mails = await mailsTo('victim.recovery@example.com');
    expect(mails).toHaveLength(ABANDONED_CART_MAILS_MAX_PER_RECIPIENT);
    expect(mails[0]!.text.startsWith('Hello,\n')).toBe(true);
    expect(mails[0]!.text).not.toContain('evil.example');
    // The other carts were claimed without a mail: no later run mails them.
    expect(await sendAbandonedCartMails()).toBe(0);
  });
});
