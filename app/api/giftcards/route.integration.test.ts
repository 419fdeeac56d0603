// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_BALANCE_MAX_WRONG_PER_IP, GIFT_CARD_ERRORS, GIFT_CARD_PURCHASE_MAX_FAILED_PER_IP } from '@/features/giftcards/mutations';
import { GIFT_CARD_BALANCE_MESSAGES } from '@/features/giftcards/messages';
import { PAYMENT_MESSAGES } from '@/lib/payments/provider';
import { TEST_CARDS } from '@/lib/payments/test-card';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { POST as balancePost } from './balance/route';
import { POST as purchasePost } from './route';
import { rows } from '@/lib/db/rows';

installTestDataCache();

const post = (handler: typeof purchasePost, url: string, body: unknown, headers: Record<string, string> = {}) =>
  handler(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vegas-client-ip': '192.0.2.10', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    undefined,
  );
const buy = (body: unknown, headers?: Record<string, string>) => post(purchasePost, '/api/giftcards', body, headers);
const balance = (body: unknown, ip = '192.0.2.10') => post(balancePost, '/api/giftcards/balance', body, { 'x-vegas-client-ip': ip });

const valid = () => ({
  amountDollars: 50,
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace.route@example.com',
  message: 'Enjoy!',
  buyerName: 'Ada Lovelace',
  buyerEmail: 'ada.route@example.com',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/31',
  cardCvc: '123',
  postalCode: '89109',
  submissionKey: randomUUID(),
});

describe.each(testDatabaseKinds())('POST /api/giftcards (%s)', (kind) => {
  const database = testDatabaseForSuite(kind);
  const count = async (table: string) => Number((await rows<{ n: number }>(database().db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n);

  it('answers bad bodies with 400 and the fields at fault, buying nothing', async () => {
    const cases: [unknown, string[]][] = [
      [{ ...valid(), amountDollars: 20 }, ['amountDollars']],
      [{ ...valid(), amountDollars: 600 }, ['amountDollars']],
      [{ ...valid(), amountDollars: 49.5 }, ['amountDollars']],
      [{ ...valid(), message: 'x'.repeat(251) }, ['message']],
      [{ ...valid(), recipientEmail: 'not an address', buyerName: '' }, ['buyerName', 'recipientEmail']],
      [{ ...valid(), cardNumber: '1234' }, ['cardNumber']],
      [{ ...valid(), cardExpiry: '01/20' }, ['cardExpiry']],
      [{ ...valid(), submissionKey: 'again' }, ['submissionKey']],
      [[], ['_']],
      ['{not json', ['_']],
    ];
    for (const [body, fields] of cases) {
      const response = await buy(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
      expect(Object.keys(answer.fieldErrors).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const expired = (await (await buy({ ...valid(), cardExpiry: '01/20' })).json()) as { fieldErrors: Record<string, string[]> };
    expect(expired.fieldErrors.cardExpiry).toEqual(['This card has expired.']);
    const notJson = await purchasePost(new Request('http://localhost/api/giftcards', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(valid()) }), undefined);
    expect(notJson.status).toBe(400);
    expect(await count('gift_cards')).toBe(0);
    expect(await count('gift_card_purchases')).toBe(0);
  });

  it('a declined card is a 402 with the message on the card field; an approved one answers the purchase without the code; a repeat the same', async () => {
    const declined = await buy({ ...valid(), cardNumber: TEST_CARDS.decline });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ ok: false, code: 'DECLINED', error: PAYMENT_MESSAGES.declined, fieldErrors: { cardNumber: [PAYMENT_MESSAGES.declined] } });
    expect(await count('gift_cards')).toBe(0);

    const body = valid();
    const approved = await buy(body);
    expect(approved.status).toBe(200);
    expect(approved.headers.get('cache-control')).toBe('no-store');
    const answer = (await approved.json()) as { ok: true; purchase: Record<string, unknown> };
    expect(answer.purchase).toMatchObject({ amountCents: 5000, recipientName: 'Grace Hopper', recipientEmail: 'grace.route@example.com', buyerEmail: 'ada.route@example.com' });
    expect(answer.purchase.maskedCode).toMatch(/^VG•{10}[A-Z2-7]{4}$/);
    expect(Object.keys(answer.purchase).sort()).toEqual(['amountCents', 'buyerEmail', 'maskedCode', 'paymentReference', 'recipientEmail', 'recipientName']);
    const again = await buy(body);
    expect(await again.json()).toEqual(answer);
    expect(await count('gift_cards')).toBe(1);
  });

  it('a 429 with Retry-After once too many payments from the address were declined', async () => {
    const from = { 'x-vegas-client-ip': '192.0.2.200' };
    for (let i = 0; i < GIFT_CARD_PURCHASE_MAX_FAILED_PER_IP; i += 1) expect((await buy({ ...valid(), cardNumber: TEST_CARDS.decline }, from)).status).toBe(402);
    const refused = await buy(valid(), from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({ ok: false, code: 'THROTTLED', error: GIFT_CARD_ERRORS.throttled });
  });

  it('balance: 400 for a malformed code, 404 for a wrong one, the amounts for a right one, 429 with Retry-After once an address guessed too often', async () => {
    await database().db.execute(sql`insert into gift_cards (code, initial_cents, balance_cents) values ('VGROUTEBALANCE23', 10000, 4250)`);
    expect((await balance({ code: '' })).status).toBe(400);
    expect((await balance({ code: 'VG<script>' })).status).toBe(400);
    expect((await balance({})).status).toBe(400);

    const ip = '192.0.2.77';
    const found = await balance({ code: 'vgro uteb alan ce23' }, ip);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ balanceCents: 4250, initialCents: 10000 });
    for (let i = 0; i < GIFT_CARD_BALANCE_MAX_WRONG_PER_IP; i += 1) {
      const wrong = await balance({ code: `VGNOPE${i}` }, ip);
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({ error: GIFT_CARD_BALANCE_MESSAGES.notFound });
    }
    const refused = await balance({ code: 'VGROUTEBALANCE23' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({ error: GIFT_CARD_BALANCE_MESSAGES.throttled });
    expect((await balance({ code: 'VGROUTEBALANCE23' }, '192.0.2.78')).status).toBe(200);
  });
});
