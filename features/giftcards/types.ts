/** A gift card as the balance check shows it. */
export interface GiftCardBalance {
  readonly code: string;
  readonly initialCents: number;
  readonly balanceCents: number;
}

/** A completed purchase as its two mails tell it (the recipient's has the code in full). */
export interface SoldGiftCard {
  readonly code: string;
  readonly amountCents: number;
  readonly recipientName: string;
  readonly recipientEmail: string;
  readonly message: string | null;
  readonly buyerName: string;
  readonly buyerEmail: string;
  readonly paymentReference: string;
}

/** What the buyer sees once a gift card is bought: never the full code (that goes to the recipient). */
export interface GiftCardPurchaseView {
  readonly amountCents: number;
  readonly recipientName: string;
  readonly recipientEmail: string;
  readonly buyerEmail: string;
  readonly maskedCode: string;
  readonly paymentReference: string | null;
}

export type GiftCardPurchaseFailureCode = 'DECLINED' | 'PAYMENT_FAILED' | 'IN_PROGRESS' | 'THROTTLED';

export type GiftCardPurchaseResult =
  | { readonly ok: true; readonly purchase: GiftCardPurchaseView; readonly replayed: boolean }
  | { readonly ok: false; readonly code: GiftCardPurchaseFailureCode; readonly message: string; readonly field?: 'cardNumber' };

export type GiftCardBalanceResult =
  | { readonly ok: true; readonly card: GiftCardBalance }
  | { readonly ok: false; readonly reason: 'not-found' | 'throttled' };

/** A sale started: bought (test card), failed, or (Stripe) the hosted card page to send the buyer to. */
export type GiftCardSaleResult = GiftCardPurchaseResult | { readonly ok: true; readonly redirect: string };
