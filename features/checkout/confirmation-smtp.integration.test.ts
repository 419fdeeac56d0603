// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
// Test setup only: the cart is filled the way Add to Cart fills it (app/api/holds).
// eslint-disable-next-line boundaries/imports
import { holdForCart } from '@/features/cart/workflows/hold';
import { NO_ENTITLEMENT } from '@/lib/insider-pricing';
// eslint-disable-next-line boundaries/imports
import { ensureCart } from '@/features/cart/mutations';
import { upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite } from '@/tests/helpers/test-database';
import { jobQueueForSuite } from '@/tests/helpers/job-queue';
import { decodeQuotedPrintable, startTestSmtpServer } from '@/tests/helpers/smtp-server';
// eslint-disable-next-line boundaries/imports
import { placeOrder } from '@/features/cart/workflows/place-order';
// Test setup only: the guest step as its route saves it.
// eslint-disable-next-line boundaries/imports
import { saveCartGuest } from '@/features/cart/mutations';
import { TEST_CARDS } from '@/lib/payments/test-card';
import { confirmationWorker } from './confirmation-queue';
import { getOrder } from './queries';

installTestDataCache();

const smtp = await startTestSmtpServer();
const previousSmtp = process.env.SMTP_URL;
// Read once by the mailer's environment, which this file has not loaded yet.
process.env.SMTP_URL = smtp.url;
const { received } = smtp;

afterAll(async () => {
  process.env.SMTP_URL = previousSmtp;
  await smtp.close();
});

describe('the order confirmation through SMTP', () => {
  const database = testDatabaseForSuite('pglite', { seed: true });
  jobQueueForSuite([confirmationWorker]);

  it('goes through the job queue, is retried when the SMTP server refuses it, and reaches it once with the confirmation number and a link per ticket, skipping the outbox', async () => {
    smtp.refuse(1);
    const show = await upcomingSeatedPerformance(database().db, 0);
    const cartId = await ensureCart(null);
    await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, entitlement: NO_ENTITLEMENT, ip: null });
    await saveCartGuest(cartId, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '702 555 0101' });
    const result = await placeOrder({
      cartId,
      submissionKey: randomUUID(),
      details: { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', phone: '702 555 0101', country: 'US', postalCode: '89109', promoCode: null, giftCardCode: null, userId: null },
      payment: { type: 'card', card: { number: TEST_CARDS.approve, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Grace Hopper', postalCode: '89109', country: 'US' } },
    });
    if (!result.ok || !('order' in result)) throw new Error(JSON.stringify(result));
    const order = (await getOrder(result.order.id))!;

    // Not sent inline: the queue's worker sends it, the first attempt is refused, the retry goes through.
    await expect.poll(() => received.length, { timeout: 45_000, interval: 250 }).toBe(1);
    expect(smtp.refusalsLeft()).toBe(0);
    const [sent] = ((await database().db.execute(sql`select confirmation_sent_at is not null as sent from orders where id = ${order.id}`)) as unknown as { rows: { sent: boolean }[] }).rows;
    expect(sent!.sent).toBe(true);
    const message = received[0]!;
    expect(message.to).toEqual(['grace@example.com']);
    const text = decodeQuotedPrintable(message.raw);
    expect(text).toMatch(new RegExp(`^Subject: Your .+ order ${order.number}$`, 'm'));
    expect(text).toContain(`Your confirmation number is ${order.number}.`);
    for (const ticket of order.items[0]!.tickets) expect(text).toContain(`/iv2/tickets/${ticket.id}`);
    const [outbox] = ((await database().db.execute(sql`select count(*)::int as n from outbox where "to" = 'grace@example.com'`)) as unknown as { rows: { n: number }[] }).rows;
    expect(outbox!.n).toBe(0);
    // Sent once: a confirmation asked for again finds it sent.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received).toHaveLength(1);
  }, 60_000);
});
