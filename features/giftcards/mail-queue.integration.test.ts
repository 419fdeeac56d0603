// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { rows } from '@/lib/db/rows';
import { TEST_CARDS } from '@/lib/payments/test-card';
import { jobQueueForSuite } from '@/tests/helpers/job-queue';
import { decodeQuotedPrintable, startTestSmtpServer } from '@/tests/helpers/smtp-server';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { giftCardMailWorker, sendPendingGiftCardMails } from './mail-queue';
import { buyGiftCard } from './mutations';

installTestDataCache();

// Issue 25 item 3: a gift card's mails go out through the job queue with retries, and the
// reconciliation sweep sends what no queue did, once.

const smtp = await startTestSmtpServer();
const previousSmtp = process.env.SMTP_URL;
// Read once by the mailer's environment, which this file has not loaded yet.
process.env.SMTP_URL = smtp.url;

afterAll(async () => {
  process.env.SMTP_URL = previousSmtp;
  await smtp.close();
});

const card = { number: TEST_CARDS.approve, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' };

let next = 0;
const details = () => {
  next += 1;
  return {
    amountDollars: 100,
    recipientName: 'Grace Hopper',
    recipientEmail: `grace.queue${next}@example.com`,
    message: 'See you at the show.',
    buyerName: 'Ada Lovelace',
    buyerEmail: `ada.queue${next}@example.com`,
    submissionKey: randomUUID(),
  };
};

/** What the SMTP server accepted for `to`, decoded. */
const receivedBy = (to: string) => smtp.received.filter((m) => m.to.includes(to)).map((m) => decodeQuotedPrintable(m.raw));

describe.each(testDatabaseKinds())('gift card mails on %s', (kind) => {
  const database = testDatabaseForSuite(kind);
  const purchaseOf = async (submissionKey: string) =>
    (
      await rows<{ id: string; gift_card_code: string; recipient_sent: boolean; receipt_sent: boolean; claimed: boolean }>(
        database().db,
        sql`select id, gift_card_code, recipient_mail_sent_at is not null as recipient_sent, receipt_mail_sent_at is not null as receipt_sent,
                   (recipient_mail_claimed_at is not null or receipt_mail_claimed_at is not null) as claimed
              from gift_card_purchases where submission_key = ${submissionKey}`,
      )
    )[0]!;
  const outboxCount = async () => (await rows<{ n: number }>(database().db, sql`select count(*)::int as n from outbox`))[0]!.n;

  describe('through the queue', () => {
    jobQueueForSuite([giftCardMailWorker]);

    it('the recipient mail refused once by the SMTP server is retried and delivered once; the receipt goes once, and the sweep finds nothing left', async () => {
      const d = details();
      smtp.refuse(1, d.recipientEmail);
      const result = await buyGiftCard({ details: d, card, ip: '203.0.113.40' });
      expect(result.ok).toBe(true);
      const { gift_card_code: code } = await purchaseOf(d.submissionKey);

      // Not sent inline: the worker's first attempt is refused for the recipient, its retry goes through.
      await expect.poll(() => receivedBy(d.recipientEmail).length, { timeout: 45_000, interval: 250 }).toBe(1);
      expect(smtp.refusalsLeft()).toBe(0);
      const [toRecipient] = receivedBy(d.recipientEmail);
      expect(toRecipient).toMatch(/^Subject: Ada Lovelace sent you a \$100\.00 VegasGo gift card$/m);
      expect(toRecipient).toContain(`Gift card number: ${code}`);
      expect(toRecipient).toContain('Their message: "See you at the show."');
      const receipts = receivedBy(d.buyerEmail);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]).toMatch(/^Subject: Your VegasGo gift card receipt$/m);
      expect(receipts[0]).toContain(`Gift card: VG••••••••••${code.slice(-4)}`);
      expect(receipts[0]).not.toContain(code);
      // The stand-in has the mail a moment before the job marks it sent and lets its claim go.
      await vi.waitFor(async () => expect(await purchaseOf(d.submissionKey)).toMatchObject({ recipient_sent: true, receipt_sent: true, claimed: false }));

      // Once: the retry did not send the receipt again, nor does the sweep send anything.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await sendPendingGiftCardMails({ graceSeconds: -1 })).toEqual({ sent: 0, failed: 0 });
      expect(receivedBy(d.recipientEmail)).toHaveLength(1);
      expect(receivedBy(d.buyerEmail)).toHaveLength(1);
      expect(await outboxCount()).toBe(0);
    }, 60_000);

    it('a receipt refused once is retried without sending the recipient the code a second time', async () => {
      const d = details();
      smtp.refuse(1, d.buyerEmail);
      expect((await buyGiftCard({ details: d, card, ip: '203.0.113.41' })).ok).toBe(true);
      await expect.poll(() => receivedBy(d.buyerEmail).length, { timeout: 45_000, interval: 250 }).toBe(1);
      expect(smtp.refusalsLeft()).toBe(0);
      expect(receivedBy(d.recipientEmail)).toHaveLength(1);
      expect(await purchaseOf(d.submissionKey)).toMatchObject({ recipient_sent: true, receipt_sent: true, claimed: false });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receivedBy(d.recipientEmail)).toHaveLength(1);
      expect(receivedBy(d.buyerEmail)).toHaveLength(1);
    }, 60_000);
  });

  describe('after a crash before the enqueue', () => {
    it('the card is issued and paid but nothing is mailed; the sweep leaves a fresh purchase to its queue, then sends both mails once; two sweeps at once and a third send nothing more', async () => {
      const d = details();
      await expect(
        buyGiftCard({ details: d, card, ip: '203.0.113.42' }, undefined, {
          beforeMailQueue: async () => {
            throw new Error('crash beforeMailQueue');
          },
        }),
      ).rejects.toThrow('crash beforeMailQueue');
      const purchase = await purchaseOf(d.submissionKey);
      expect(purchase).toMatchObject({ recipient_sent: false, receipt_sent: false, claimed: false });
      expect(purchase.gift_card_code).toMatch(/^VG/);
      expect(receivedBy(d.recipientEmail)).toEqual([]);
      expect(receivedBy(d.buyerEmail)).toEqual([]);

      // Within the grace the sweep leaves it to a queue that may still send it.
      expect(await sendPendingGiftCardMails()).toEqual({ sent: 0, failed: 0 });
      expect(receivedBy(d.recipientEmail)).toEqual([]);

      // Minutes later (no grace): two instances sweeping at once send each mail once.
      const [a, b] = await Promise.all([sendPendingGiftCardMails({ graceSeconds: -1 }), sendPendingGiftCardMails({ graceSeconds: -1 })]);
      expect(a.sent + b.sent).toBe(2);
      expect(a.failed + b.failed).toBe(0);
      expect(receivedBy(d.recipientEmail)).toHaveLength(1);
      expect(receivedBy(d.recipientEmail)[0]).toContain(`Gift card number: ${purchase.gift_card_code}`);
      expect(receivedBy(d.buyerEmail)).toHaveLength(1);
      expect(await purchaseOf(d.submissionKey)).toMatchObject({ recipient_sent: true, receipt_sent: true, claimed: false });

      // A second run sends nothing more.
      expect(await sendPendingGiftCardMails({ graceSeconds: -1 })).toEqual({ sent: 0, failed: 0 });
      expect(receivedBy(d.recipientEmail)).toHaveLength(1);
      expect(receivedBy(d.buyerEmail)).toHaveLength(1);
    });

    it('a sweep whose send fails leaves the mail for the next run, which sends it once', async () => {
      const d = details();
      // No queue in this block: the purchase queues nothing and the sweep is the only sender.
      expect((await buyGiftCard({ details: d, card, ip: '203.0.113.43' })).ok).toBe(true);
      smtp.refuse(1, d.recipientEmail);
      expect(await sendPendingGiftCardMails({ graceSeconds: -1 })).toEqual({ sent: 1, failed: 1 });
      expect(receivedBy(d.recipientEmail)).toEqual([]);
      expect(await purchaseOf(d.submissionKey)).toMatchObject({ recipient_sent: false, receipt_sent: true, claimed: false });
      expect(await sendPendingGiftCardMails({ graceSeconds: -1 })).toEqual({ sent: 1, failed: 0 });
      expect(receivedBy(d.recipientEmail)).toHaveLength(1);
      expect(await sendPendingGiftCardMails({ graceSeconds: -1 })).toEqual({ sent: 0, failed: 0 });
      expect(receivedBy(d.recipientEmail)).toHaveLength(1);
      expect(receivedBy(d.buyerEmail)).toHaveLength(1);
    });

    it('migration 0019 marks purchases completed before it as mailed (they were mailed inline), so the sweep does not mail them again; pending ones stay unmailed', async () => {
      const done = randomUUID();
      const open = randomUUID();
      const code = `VGBEFORE0019${kind === 'pglite' ? 'PGLT' : 'PGSQ'}`;
      await database().db.execute(sql`insert into gift_cards (code, initial_cents, balance_cents) values (${code}, 5000, 5000)`);
      await database().db.execute(sql`insert into gift_card_purchases (submission_key, status, amount_cents, gift_card_code, recipient_name, recipient_email, buyer_name, buyer_email, payment_provider, payment_reference, completed_at)
        values (${done}, 'completed', 5000, ${code}, 'Grace Hopper', 'grace.old@example.com', 'Ada Lovelace', 'ada.old@example.com', 'test-card', 'tc_old', now() - interval '1 day'),
               (${open}, 'pending', 5000, null, 'Grace Hopper', 'grace.open@example.com', 'Ada Lovelace', 'ada.open@example.com', 'test-card', null, null)`);
      const statement = readFileSync('lib/db/migrations/0019_gift_card_mails.sql', 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .find((s) => s.includes('UPDATE "gift_card_purchases"'))!;
      await database().db.execute(sql.raw(statement));
      expect(await purchaseOf(done)).toMatchObject({ recipient_sent: true, receipt_sent: true });
      expect(await purchaseOf(open)).toMatchObject({ recipient_sent: false, receipt_sent: false });
      expect(await sendPendingGiftCardMails({ graceSeconds: -1 })).toEqual({ sent: 0, failed: 0 });
      expect(receivedBy('grace.old@example.com')).toEqual([]);
    });
  });
});
