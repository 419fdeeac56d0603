import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { giftCardPurchases, giftCards } from '@/lib/db/schema';
import { giftCardCodeCandidates, maskGiftCardCode } from './rules';
import type { GiftCardBalance, GiftCardPurchaseView, SoldGiftCard } from './types';

/** The gift card a typed (normalised) code stands for, or null. */
export async function findGiftCard(code: string): Promise<GiftCardBalance | null> {
  const db = await getDb();
  const [row] = await db
    .select({ code: giftCards.code, initialCents: giftCards.initialCents, balanceCents: giftCards.balanceCents })
    .from(giftCards)
    .where(inArray(giftCards.code, giftCardCodeCandidates(code)))
    .limit(1);
  return row ?? null;
}

/** The completed purchase of a submission, as its buyer sees it, or null. */
export async function findCompletedPurchase(submissionKey: string): Promise<GiftCardPurchaseView | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(giftCardPurchases)
    .where(and(eq(giftCardPurchases.submissionKey, submissionKey), eq(giftCardPurchases.status, 'completed')));
  if (!row?.giftCardCode) return null;
  return {
    amountCents: row.amountCents,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    buyerEmail: row.buyerEmail,
    maskedCode: maskGiftCardCode(row.giftCardCode),
    paymentReference: row.paymentReference,
  };
}

/** A completed purchase with its card, as its two mails tell it, or null (unknown or not completed). */
export async function findSoldGiftCard(purchaseId: string): Promise<SoldGiftCard | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(giftCardPurchases)
    .where(and(eq(giftCardPurchases.id, purchaseId), eq(giftCardPurchases.status, 'completed')));
  if (!row?.giftCardCode || row.paymentReference === null) return null;
  return {
    code: row.giftCardCode,
    amountCents: row.amountCents,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    message: row.message,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    paymentReference: row.paymentReference,
  };
}
