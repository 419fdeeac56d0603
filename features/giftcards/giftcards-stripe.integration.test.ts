// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rows } from '@/lib/db/rows';
import { PAYMENT_MESSAGES, type CardPaymentProvider } from '@/lib/payments/provider';
import { createStripeProvider } from '@/lib/payments/stripe';
import { TEST_CARDS, testCardProvider } from '@/lib/payments/test-card';
import { FAKE_STRIPE_KEYS, startFakeStripe } from '@/tests/helpers/fake-stripe';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { sendPendingGiftCardMails } from './mail-queue';
import { buyGiftCard, completeGiftCardPurchase, expireGiftCardPurchase } from './mutations';

installTestDataCache();

const stripe = await startFakeStripe();
process.env.SITE_URL = 'https://shop.vegas.example';
afterAll(() => stripe.close());

const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' });

describe.each(testDatabaseKinds())('gift cards issued only after the capture (%s)', (kind) => {
  const database = testDatabaseForSuite(kind);
  const provider = createStripeProvider({ secretKey: FAKE_STRIPE_KEYS.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
  let next = 0;
  const details = () => {
    next += 1;
    return {
      amountDollars: 75,
      recipientName: 'Grace Hopper',
      recipientEmail: `grace.stripe${next}@example.com`,
      message: 'Enjoy!',
      buyerName: 'Ada Lovelace',
      buyerEmail: `ada.stripe${next}@example.com`,
      submissionKey: randomUUID(),
    };
  };
  const cardsFor = async (submissionKey: string) =>
    (await rows<{ n: number }>(database().db, sql`select count(*)::int as n from gift_cards g join gift_card_purchases p on p.gift_card_code = g.code where p.submission_key = ${submissionKey}`))[0]!.n;
  const purchaseRows = async (submissionKey: string) =>
    rows<{ status: string; payment_reference: string | null }>(database().db, sql`select status, payment_reference from gift_card_purchases where submission_key = ${submissionKey}`);
  const mailsTo = (to: string) => rows<{ subject: string }>(database().db, sql`select subject from outbox where "to" = ${to}`);

  async function startOnStripe() {
    const d = details();
    const started = await buyGiftCard({ details: d, card: null, ip: '203.0.113.9' }, provider);
    if (!started.ok || !('redirect' in started)) throw new Error(JSON.stringify(started));
    const sessionId = /\/pay\/(cs_\w+)$/.exec(started.redirect)![1]!;
    return { d, sessionId };
  }

  it('with Stripe: the hosted page is opened for the amount (return urls from SITE_URL); nothing is issued until the payment is captured; the return and two webhooks issue one card with one capture', async () => {
    const { d, sessionId } = await startOnStripe();
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({ amount_total: 7500, capture_method: 'manual', success_url: 'https://shop.vegas.example/iv2/giftcard/approved?session_id={CHECKOUT_SESSION_ID}', metadata: { kind: 'giftcard' } });
    expect(await purchaseRows(d.submissionKey)).toEqual([{ status: 'pending', payment_reference: `cs:${sessionId}` }]);

    // Paid at Stripe, but not yet captured: still no card.
    stripe.pay(sessionId);
    expect(await cardsFor(d.submissionKey)).toBe(0);
    const results = await Promise.all([completeGiftCardPurchase(sessionId, provider), completeGiftCardPurchase(sessionId, provider), completeGiftCardPurchase(sessionId, provider)]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await cardsFor(d.submissionKey)).toBe(1);
    const intent = session.payment_intent!;
    expect(stripe.intents.get(intent)!.status).toBe('succeeded');
    expect(stripe.callsTo(`/v1/payment_intents/${intent}/capture`, 'POST')).toHaveLength(1);
    expect(await purchaseRows(d.submissionKey)).toEqual([{ status: 'completed', payment_reference: `pi:${intent}` }]);
    // No queue runs in this file: the reconciliation sweep sends the card's two mails, once.
    expect(await sendPendingGiftCardMails({ graceSeconds: -1 })).toEqual({ sent: 2, failed: 0 });
    expect(await sendPendingGiftCardMails({ graceSeconds: -1 })).toEqual({ sent: 0, failed: 0 });
    expect(await mailsTo(d.recipientEmail)).toHaveLength(1);
    expect(await mailsTo(d.buyerEmail)).toHaveLength(1);
    expect(stripe.calls.filter((c) => c.idempotencyKey === null)).toEqual([]);
  });

  it('with Stripe: a capture Stripe refuses issues nothing, mails nothing and lets the authorisation go', async () => {
    const { d, sessionId } = await startOnStripe();
    stripe.pay(sessionId);
    stripe.failCaptureWith = 402;
    let result;
    try {
      result = await completeGiftCardPurchase(sessionId, provider);
    } finally {
      stripe.failCaptureWith = null;
    }
    expect(result).toMatchObject({ ok: false, code: 'PAYMENT_FAILED', message: PAYMENT_MESSAGES.network });
    expect(await cardsFor(d.submissionKey)).toBe(0);
    expect(await purchaseRows(d.submissionKey)).toEqual([]);
    expect(await sendPendingGiftCardMails({ graceSeconds: -1 })).toEqual({ sent: 0, failed: 0 });
    expect(await mailsTo(d.recipientEmail)).toEqual([]);
    expect(stripe.intents.get(stripe.sessions.get(sessionId)!.payment_intent!)!.status).toBe('canceled');
  });

  it('with Stripe: a page that expires or a refused card issues nothing and gives the purchase up', async () => {
    const expired = await startOnStripe();
    expect(await expireGiftCardPurchase(expired.sessionId)).toBe(true);
    expect(await purchaseRows(expired.d.submissionKey)).toEqual([]);
    const refused = await startOnStripe();
    stripe.decline(refused.sessionId);
    expect(await completeGiftCardPurchase(refused.sessionId, provider)).toMatchObject({ ok: false, code: 'DECLINED' });
    expect(await purchaseRows(refused.d.submissionKey)).toEqual([]);
    expect(await cardsFor(refused.d.submissionKey)).toBe(0);
  });

  it('with the test card: captured before the card exists; a failed capture issues nothing and voids', async () => {
    const steps: string[] = [];
    const d = details();
    const watching: CardPaymentProvider = {
      ...testCardProvider,
      async authorize(input) {
        steps.push('authorize');
        return testCardProvider.authorize(input);
      },
      async capture() {
        steps.push(`capture with ${await cardsFor(d.submissionKey)} cards`);
      },
      async void() {
        steps.push('void');
      },
    };
    expect((await buyGiftCard({ details: d, card: card(TEST_CARDS.approve), ip: '203.0.113.10' }, watching)).ok).toBe(true);
    expect(steps).toEqual(['authorize', 'capture with 0 cards']);
    expect(await cardsFor(d.submissionKey)).toBe(1);

    const failing = details();
    const voided: string[] = [];
    const refusing: CardPaymentProvider = {
      ...testCardProvider,
      async capture() {
        throw new Error('capture refused');
      },
      async void(reference) {
        voided.push(reference);
      },
    };
    expect(await buyGiftCard({ details: failing, card: card(TEST_CARDS.approve), ip: '203.0.113.10' }, refusing)).toEqual({
      ok: false,
      code: 'PAYMENT_FAILED',
      message: PAYMENT_MESSAGES.network,
      field: 'cardNumber',
    });
    expect(voided).toHaveLength(1);
    expect(await purchaseRows(failing.submissionKey)).toEqual([]);
    expect(await mailsTo(failing.recipientEmail)).toEqual([]);
  });
});
