// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type CardPaymentProvider } from '@/lib/payments/provider';
import { TEST_CARDS, testCardProvider } from '@/lib/payments/test-card';
import { jobQueueForSuite } from '@/tests/helpers/job-queue';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { giftCardMailWorker } from './mail-queue';
import { buyGiftCard, checkGiftCardBalance, GIFT_CARD_BALANCE_MAX_WRONG_PER_IP, GIFT_CARD_ERRORS, GIFT_CARD_MAILS_MAX_PER_RECIPIENT, GIFT_CARD_PURCHASE_MAX_FAILED_PER_IP } from './mutations';
import { GIFT_CARD_CODE_PATTERN } from './rules';
import { rows } from '@/lib/db/rows';

installTestDataCache();

const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' });

describe.each(testDatabaseKinds())('gift cards on %s', (kind) => {
  const database = testDatabaseForSuite(kind);
  // The mails go out through the queue's worker (mail-queue.ts), as on the server.
  jobQueueForSuite([giftCardMailWorker]);
  let next = 0;

  /** A purchase's details with unique e-mail addresses, so each test reads its own mails. */
  const details = (overrides: { amountDollars?: number; message?: string | undefined } = {}) => {
    next += 1;
    return {
      amountDollars: overrides.amountDollars ?? 50,
      recipientName: 'Grace Hopper',
      recipientEmail: `grace${next}@example.com`,
      message: 'message' in overrides ? overrides.message : 'Happy birthday! Have a great show.',
      buyerName: 'Ada Lovelace',
      buyerEmail: `ada${next}@example.com`,
      submissionKey: randomUUID(),
    };
  };
  const outboxTo = (to: string) => rows<{ subject: string; text: string }>(database().db, sql`select subject, text from outbox where "to" = ${to} order by created_at`);
  /** The mails to `to` once the queue's worker has sent `count` of them (it looks every second). */
  const mailsTo = async (to: string, count: number) => {
    await expect.poll(async () => (await outboxTo(to)).length, { timeout: 20_000, interval: 200 }).toBe(count);
    return outboxTo(to);
  };
  const countOf = async (table: string) => Number((await rows<{ n: number }>(database().db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n);

  it('sells an approved card: a gift card with a new unguessable code, the purchase, a mail to the recipient with the code and one to the buyer with the code masked', async () => {
    const d = details();
    const result = await buyGiftCard({ details: d, card: card(TEST_CARDS.approve), ip: '203.0.113.1' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.replayed).toBe(false);
    expect(result.purchase).toMatchObject({ amountCents: 5000, recipientName: 'Grace Hopper', recipientEmail: d.recipientEmail, buyerEmail: d.buyerEmail });
    expect(result.purchase.paymentReference).toMatch(/^tc_[0-9a-f]{24}$/);

    const [purchase] = await rows<{ status: string; gift_card_code: string; amount_cents: number; message: string; payment_reference: string }>(
      database().db,
      sql`select status, gift_card_code, amount_cents, message, payment_reference from gift_card_purchases where submission_key = ${d.submissionKey}`,
    );
    expect(purchase).toMatchObject({ status: 'completed', amount_cents: 5000, message: 'Happy birthday! Have a great show.', payment_reference: result.purchase.paymentReference });
    const code = purchase!.gift_card_code;
    expect(code).toMatch(GIFT_CARD_CODE_PATTERN);
    expect(result.purchase.maskedCode).toBe(`VG••••••••••${code.slice(-4)}`);
    const [gift] = await rows<{ initial_cents: number; balance_cents: number }>(database().db, sql`select initial_cents, balance_cents from gift_cards where code = ${code}`);
    expect(gift).toEqual({ initial_cents: 5000, balance_cents: 5000 });

    const [toRecipient, ...moreToRecipient] = await mailsTo(d.recipientEmail, 1);
    expect(moreToRecipient).toEqual([]);
    expect(toRecipient!.subject).toBe('Ada Lovelace sent you a $50.00 VegasGo gift card');
    expect(toRecipient!.text).toContain('Hello Grace Hopper,');
    expect(toRecipient!.text).toContain(`Gift card number: ${code}`);
    expect(toRecipient!.text).toContain('Amount: $50.00');
    expect(toRecipient!.text).toContain('Their message: "Happy birthday! Have a great show."');
    expect(toRecipient!.text).toContain("enter the number under 'Gift card number' and press Apply");
    expect(toRecipient!.text).toMatch(/Check the balance at any time at https?:\/\/\S+\/giftcard/);

    const [receipt, ...moreReceipts] = await mailsTo(d.buyerEmail, 1);
    expect(moreReceipts).toEqual([]);
    expect(receipt!.subject).toBe('Your VegasGo gift card receipt');
    expect(receipt!.text).toContain('Amount: $50.00');
    expect(receipt!.text).toContain(`Recipient: Grace Hopper (${d.recipientEmail})`);
    expect(receipt!.text).toContain(`Gift card: VG••••••••••${code.slice(-4)}`);
    expect(receipt!.text).toContain(`Payment reference: ${result.purchase.paymentReference}`);
    expect(receipt!.text).not.toContain(code);

    // The new card pays at checkout like any other: the same balance check answers it.
    expect(await checkGiftCardBalance({ code: code.toLowerCase(), ip: `203.0.113.${next}` })).toEqual({ ok: true, card: { code, initialCents: 5000, balanceCents: 5000 } });
  });

  it('a declined card shows the provider message on the card field and creates nothing; a network failure neither', async () => {
    const before = { cards: await countOf('gift_cards'), purchases: await countOf('gift_card_purchases'), mails: await countOf('outbox') };
    const declined = await buyGiftCard({ details: details(), card: card(TEST_CARDS.decline), ip: '203.0.113.1' });
    expect(declined).toEqual({ ok: false, code: 'DECLINED', message: PAYMENT_MESSAGES.declined, field: 'cardNumber' });
    const failed = await buyGiftCard({ details: details(), card: card(TEST_CARDS.networkError), ip: '203.0.113.1' });
    expect(failed).toEqual({ ok: false, code: 'PAYMENT_FAILED', message: PAYMENT_MESSAGES.network, field: 'cardNumber' });
    expect({ cards: await countOf('gift_cards'), purchases: await countOf('gift_card_purchases'), mails: await countOf('outbox') }).toEqual(before);
  });

  it('the same submission key twice (one after the other, and three at once) buys one card and charges once', async () => {
    const d = details({ amountDollars: 125 });
    const first = await buyGiftCard({ details: d, card: card(TEST_CARDS.approve), ip: '203.0.113.1' });
    const again = await buyGiftCard({ details: d, card: card(TEST_CARDS.approve), ip: '203.0.113.1' });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.replayed).toBe(true);
    expect(again.purchase).toEqual(first.purchase);

    let authorisations = 0;
    const counting: CardPaymentProvider = {
      ...testCardProvider,
      async authorize(input) {
        authorisations += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return testCardProvider.authorize(input);
      },
    };
    const concurrent = details({ amountDollars: 200 });
    const results = await Promise.all([1, 2, 3].map(() => buyGiftCard({ details: concurrent, card: card(TEST_CARDS.approve), ip: '203.0.113.1' }, counting)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect(authorisations).toBe(1);

    const purchases = await rows<{ gift_card_code: string }>(database().db, sql`select gift_card_code from gift_card_purchases where submission_key in (${d.submissionKey}, ${concurrent.submissionKey})`);
    expect(purchases).toHaveLength(2);
    const cards = await rows<{ initial_cents: number }>(
      database().db,
      sql`select initial_cents from gift_cards where code in (${sql.join(purchases.map((p) => sql`${p.gift_card_code}`), sql`, `)}) order by initial_cents`,
    );
    expect(cards).toEqual([{ initial_cents: 12500 }, { initial_cents: 20000 }]);
    expect(await mailsTo(d.recipientEmail, 1)).toHaveLength(1);
    expect(await mailsTo(concurrent.recipientEmail, 1)).toHaveLength(1);
    expect(await mailsTo(concurrent.buyerEmail, 1)).toHaveLength(1);
    // Once each: no second job and no replay sends them again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await outboxTo(d.recipientEmail)).toHaveLength(1);
    expect(await outboxTo(concurrent.recipientEmail)).toHaveLength(1);
    expect(await outboxTo(concurrent.buyerEmail)).toHaveLength(1);
  });

  it('a purchase without a message mails none; a retry after a decline with a new key buys the card', async () => {
    const d = details({ message: undefined });
    expect((await buyGiftCard({ details: d, card: card(TEST_CARDS.decline), ip: '203.0.113.1' })).ok).toBe(false);
    const retried = await buyGiftCard({ details: { ...d, submissionKey: randomUUID() }, card: card(TEST_CARDS.approve), ip: '203.0.113.1' });
    expect(retried.ok).toBe(true);
    const [mail] = await mailsTo(d.recipientEmail, 1);
    expect(mail!.text).not.toContain('Their message');
  });

  it(`refuses purchases from an address after ${GIFT_CARD_PURCHASE_MAX_FAILED_PER_IP} payments that did not go through, charging nothing; paid ones do not count`, async () => {
    const ip = '203.0.113.200';
    let authorisations = 0;
    const counting: CardPaymentProvider = { ...testCardProvider, authorize: (input) => ((authorisations += 1), testCardProvider.authorize(input)) };
    for (let i = 0; i < 3; i += 1) expect((await buyGiftCard({ details: details(), card: card(TEST_CARDS.approve), ip }, counting)).ok).toBe(true);
    for (let i = 0; i < GIFT_CARD_PURCHASE_MAX_FAILED_PER_IP; i += 1) {
      expect(await buyGiftCard({ details: details(), card: card(TEST_CARDS.decline), ip }, counting)).toMatchObject({ ok: false, code: 'DECLINED' });
    }
    const purchases = await countOf('gift_card_purchases');
    expect(authorisations).toBe(3 + GIFT_CARD_PURCHASE_MAX_FAILED_PER_IP);
    expect(await buyGiftCard({ details: details(), card: card(TEST_CARDS.approve), ip }, counting)).toEqual({ ok: false, code: 'THROTTLED', message: GIFT_CARD_ERRORS.throttled });
    expect(authorisations).toBe(3 + GIFT_CARD_PURCHASE_MAX_FAILED_PER_IP);
    expect(await countOf('gift_card_purchases')).toBe(purchases);
    expect((await buyGiftCard({ details: details(), card: card(TEST_CARDS.approve), ip: '203.0.113.201' }, counting)).ok).toBe(true);
  });

  it(`refuses a ${GIFT_CARD_MAILS_MAX_PER_RECIPIENT + 1}th gift card to one recipient in 15 minutes, from any addresses, before charging; the recipient gets ${GIFT_CARD_MAILS_MAX_PER_RECIPIENT} mails`, async () => {
    let authorisations = 0;
    const counting: CardPaymentProvider = { ...testCardProvider, authorize: (input) => ((authorisations += 1), testCardProvider.authorize(input)) };
    const to = (): ReturnType<typeof details> => ({ ...details(), recipientEmail: 'flooded.gift@example.com' });
    for (let i = 0; i < GIFT_CARD_MAILS_MAX_PER_RECIPIENT; i += 1) {
      expect((await buyGiftCard({ details: to(), card: card(TEST_CARDS.approve), ip: `198.18.3.${i + 1}` }, counting)).ok).toBe(true);
    }
    expect(await buyGiftCard({ details: to(), card: card(TEST_CARDS.approve), ip: '198.18.3.200' }, counting)).toEqual({ ok: false, code: 'THROTTLED', message: GIFT_CARD_ERRORS.recipientThrottled });
    expect(authorisations).toBe(GIFT_CARD_MAILS_MAX_PER_RECIPIENT);
    expect(await mailsTo('flooded.gift@example.com', GIFT_CARD_MAILS_MAX_PER_RECIPIENT)).toHaveLength(GIFT_CARD_MAILS_MAX_PER_RECIPIENT);
  });

  it('answers a balance (a partly used card too, and codes typed with spaces, dashes or lower case); a wrong code is not found', async () => {
    await database().db.execute(sql`insert into gift_cards (code, initial_cents, balance_cents) values ('VGABCDEFGHIJKLMN', 10000, 2550), ('OLD-CARD-7', 5000, 5000)`);
    const ip = '198.51.100.7';
    expect(await checkGiftCardBalance({ code: 'VGABCDEFGHIJKLMN', ip })).toEqual({ ok: true, card: { code: 'VGABCDEFGHIJKLMN', initialCents: 10000, balanceCents: 2550 } });
    expect((await checkGiftCardBalance({ code: 'VGAB-CDEF-GHIJ-KLMN', ip })).ok).toBe(true);
    expect((await checkGiftCardBalance({ code: 'OLD-CARD-7', ip })).ok).toBe(true);
    expect(await checkGiftCardBalance({ code: 'VGABCDEFGHIJKLMZ', ip })).toEqual({ ok: false, reason: 'not-found' });
  });

  it(`throttles wrong guesses per address: ${GIFT_CARD_BALANCE_MAX_WRONG_PER_IP} wrong codes, then nothing is looked up, right or wrong, until the window passes; right codes do not count; another address is not affected`, async () => {
    await database().db.execute(sql`insert into gift_cards (code, initial_cents, balance_cents) values ('VGTHROTTLEDCARD2', 2500, 2500)`);
    const ip = '198.51.100.99';
    const now = new Date();
    for (let i = 0; i < 20; i += 1) expect((await checkGiftCardBalance({ code: 'VGTHROTTLEDCARD2', ip }, now)).ok).toBe(true);
    for (let i = 0; i < GIFT_CARD_BALANCE_MAX_WRONG_PER_IP; i += 1) {
      expect(await checkGiftCardBalance({ code: `VGWRONG${i}`, ip }, now)).toEqual({ ok: false, reason: 'not-found' });
    }
    expect(await checkGiftCardBalance({ code: 'VGWRONGAGAIN', ip }, now)).toEqual({ ok: false, reason: 'throttled' });
    expect(await checkGiftCardBalance({ code: 'VGTHROTTLEDCARD2', ip }, now)).toEqual({ ok: false, reason: 'throttled' });
    expect((await checkGiftCardBalance({ code: 'VGTHROTTLEDCARD2', ip: '198.51.100.100' }, now)).ok).toBe(true);
    const later = new Date(now.getTime() + 16 * 60 * 1000);
    expect((await checkGiftCardBalance({ code: 'VGTHROTTLEDCARD2', ip }, later)).ok).toBe(true);
  });

  it('migration 0013 puts the shop first on a /giftcard/ page seeded before it, once, and leaves other pages alone', async () => {
    const page = (widgets: unknown[]) => ({ name: 'Gift Cards', layoutId: 'link-farm', type: 'LINK_FARM', dateBased: false, seoMeta: {}, content: { pageHeader: 'Gift Cards', widgets } });
    const markdown = { widgetType: 'markdownBlock', heading: 'How to redeem', body: 'At checkout.' };
    await database().db.execute(sql`delete from content_entries where url in ('/giftcard/', '/gaming/')`);
    await database().db.execute(
      sql`insert into content_entries (url, type, data) values ('/giftcard/', 'page', ${JSON.stringify(page([markdown]))}::jsonb), ('/gaming/', 'page', ${JSON.stringify(page([markdown]))}::jsonb)`,
    );
    const statement = readFileSync('lib/db/migrations/0013_gift_card_purchases.sql', 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .find((s) => s.includes('UPDATE "content_entries"'))!;
    await database().db.execute(sql.raw(statement));
    await database().db.execute(sql.raw(statement));
    const widgets = await rows<{ url: string; widgets: unknown[] }>(database().db, sql`select url, data->'content'->'widgets' as widgets from content_entries where url in ('/giftcard/', '/gaming/') order by url`);
    expect(widgets).toEqual([
      { url: '/gaming/', widgets: [markdown] },
      { url: '/giftcard/', widgets: [{ widgetType: 'giftCardShop' }, markdown] },
    ]);
  });
});
