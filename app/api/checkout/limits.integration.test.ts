// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CART_TICKET_CAP,
  CART_TICKET_CAP_MESSAGE,
  CHECKOUT_ATTEMPTS_MAX_PER_CART,
  CHECKOUT_THROTTLED_MESSAGE,
  CODE_CHECKS_MAX_PER_ADDRESS,
  CODE_CHECKS_MAX_PER_CART,
  CODE_CHECKS_THROTTLED_MESSAGE,
} from '@/features/cart/limits';
import { cartInventory } from '@/features/cart/workflows/claims';
import { TEST_CARDS } from '@/lib/payments/test-card';
import { upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { cardBilling } from '@/tests/helpers/billing';
import { POST as promo } from '../cart/promo/route';
import { POST as hold } from '../holds/route';
import { POST as guest } from './guest/route';
import { POST as orders } from './orders/route';
import { POST as totals } from './totals/route';

installTestDataCache();

/** A request as scripts/server.mjs hands it on: the client's address in x-vegas-client-ip; X-Forwarded-For is the client's own text. */
function post(path: string, body: unknown, options: { cookie?: string; ip?: string; xff?: string } = {}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-vegas-client-ip': options.ip ?? '192.0.2.20' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.xff) headers['x-forwarded-for'] = options.xff;
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

const billing = cardBilling;

describe.each(testDatabaseKinds())('checkout limits, as an attacker would try them (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  let next = 0;

  /** Seats held through /api/holds and the guest step saved: a cart ready for billing. */
  async function heldCart(ip: string, seatCount = 2) {
    const show = await upcomingSeatedPerformance(database().db, 60 + next++, { seatCount });
    const response = await hold(post('/api/holds', { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, { ip }), undefined);
    expect(response.status).toBe(200);
    const cartId = /CART_UUID=([0-9a-f-]{36})/.exec(response.headers.get('set-cookie') ?? '')![1]!;
    const cookie = `CART_UUID=${cartId}`;
    const saved = await guest(post('/api/checkout/guest', { firstName: 'Lin', lastName: 'Chen', email: 'lin@example.com', phone: '702 555 0102' }, { cookie, ip }), undefined);
    expect(saved.status).toBe(200);
    return { show, cartId, cookie };
  }

  it('answers a promo guess alike for unknown, expired, not-yet-valid, used-up and other-product codes, on a real cart and on a made-up one', async () => {
    const ip = '192.0.2.21';
    const { show, cookie } = await heldCart(ip);
    const n = next;
    await database().db.execute(sql`insert into promo_codes (code, kind, amount, ends_at) values (${`OLD${n}`}, 'fixed', 500, now() - interval '1 day')`);
    await database().db.execute(sql`insert into promo_codes (code, kind, amount, starts_at) values (${`SOON${n}`}, 'fixed', 500, now() + interval '1 day')`);
    await database().db.execute(sql`insert into promo_codes (code, kind, amount, max_uses, uses) values (${`GONE${n}`}, 'fixed', 500, 3, 3)`);
    await database().db.execute(sql`insert into promo_codes (code, kind, amount, product_id) values (${`OTHER${n}`}, 'fixed', 500, (select min(id) from products where id <> ${show.productId}))`);
    await database().db.execute(sql`insert into promo_codes (code, kind, amount) values (${`GOOD${n}`}, 'percent', 10)`);

    const guesses = ['NOSUCHCODE', `OLD${n}`, `SOON${n}`, `GONE${n}`, `OTHER${n}`];
    const madeUpCart = `CART_UUID=${randomUUID()}`;
    const answers: string[] = [];
    for (const promoCode of guesses) {
      for (const [route, path] of [[promo, '/api/cart/promo'], [totals, '/api/checkout/totals']] as const) {
        for (const asCookie of [cookie, madeUpCart]) {
          const response = await route(post(path, { promoCode }, { cookie: asCookie, ip }), undefined);
          expect(response.status).toBe(400);
          answers.push(JSON.stringify(await response.json()));
        }
      }
    }
    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ error: 'This promo code is not valid for your cart.', fieldErrors: { promoCode: ['This promo code is not valid for your cart.'] } })]));
    // A running code on someone else's (here: made-up) cart answers as an unknown one too.
    const good = await totals(post('/api/checkout/totals', { promoCode: `GOOD${n}` }, { cookie: madeUpCart, ip }), undefined);
    expect(JSON.stringify(await good.json())).toBe(answers[0]);
    // On the visitor's own cart it applies.
    expect((await totals(post('/api/checkout/totals', { promoCode: `GOOD${n}` }, { cookie, ip }), undefined)).status).toBe(200);
  });

  it(`limits code checks to ${CODE_CHECKS_MAX_PER_CART} per cart and ${CODE_CHECKS_MAX_PER_ADDRESS} per address; new cart ids and a spoofed X-Forwarded-For do not reset them`, async () => {
    const { cookie } = await heldCart('192.0.2.22');
    const perCart: number[] = [];
    for (let i = 0; i <= CODE_CHECKS_MAX_PER_CART; i++) {
      perCart.push((await promo(post('/api/cart/promo', { promoCode: `GUESS${i}` }, { cookie, ip: `198.18.1.${i + 1}` }), undefined)).status);
    }
    expect(perCart).toEqual([...Array(CODE_CHECKS_MAX_PER_CART).fill(400), 429]);

    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i <= CODE_CHECKS_MAX_PER_ADDRESS; i++) {
      last = await totals(post('/api/checkout/totals', { promoCode: `GUESS${i}` }, { cookie: `CART_UUID=${randomUUID()}`, ip: '192.0.2.23', xff: `203.0.113.${i}` }), undefined);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, CODE_CHECKS_MAX_PER_ADDRESS).every((s) => s === 400)).toBe(true);
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toBe('900');
    expect(await last!.json()).toEqual({ error: CODE_CHECKS_THROTTLED_MESSAGE });
  });

  it(`stops card attempts after ${CHECKOUT_ATTEMPTS_MAX_PER_CART} on one cart, before the card provider is asked`, async () => {
    const { cartId, cookie } = await heldCart('192.0.2.24');
    const statuses: number[] = [];
    for (let i = 0; i < CHECKOUT_ATTEMPTS_MAX_PER_CART; i++) {
      statuses.push((await orders(post('/api/checkout/orders', billing(cartId, { cardNumber: TEST_CARDS.decline }), { cookie, ip: `198.18.2.${i + 1}` }), undefined)).status);
    }
    expect(statuses).toEqual(Array(CHECKOUT_ATTEMPTS_MAX_PER_CART).fill(402));
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from payments where cart_id = ${cartId}`);
    const refused = await orders(post('/api/checkout/orders', billing(cartId), { cookie, ip: '198.18.2.200' }), undefined);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({ error: CHECKOUT_THROTTLED_MESSAGE });
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from payments where cart_id = ${cartId}`);
    expect(after!.n).toBe(before!.n);
  });

  it(`re-checks the ${CART_TICKET_CAP}-ticket cap at checkout: a cart past it opens no payment and is not sold`, async () => {
    const { cartId, cookie } = await heldCart('192.0.2.25', CART_TICKET_CAP);
    // However it got there (a cart from before the cap, a bug): 14 tickets.
    await database().db.execute(sql`update cart_items set quantity = ${CART_TICKET_CAP + 2} where cart_id = ${cartId}`);
    const refused = await orders(post('/api/checkout/orders', billing(cartId), { cookie, ip: '192.0.2.25' }), undefined);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ ok: false, code: 'UNAVAILABLE', error: CART_TICKET_CAP_MESSAGE });
    const [payments] = await rows<{ n: number }>(sql`select count(*)::int as n from payments where cart_id = ${cartId}`);
    expect(payments!.n).toBe(0);
    // And in the order's own transaction (what a payment that got this far would meet).
    await expect(database().db.transaction((tx) => cartInventory.lockForOrder(tx, cartId))).rejects.toMatchObject({ code: 'CONFLICT', message: CART_TICKET_CAP_MESSAGE });
  });
});
