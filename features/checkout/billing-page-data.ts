import type { CartItemView, Wire } from '@/features/cart/types';
import type { TotalsShown } from './components/totals-list';

/** GET: the visitor's part of the billing page (app/api/checkout/billing/route.ts). */
export const BILLING_PAGE_DATA_URL = '/api/checkout/billing';
export const BILLING_PAGE_QUERY_KEY = ['checkout', 'billing'] as const;

/**
 * What the billing page's island shows the visitor: the form filled from the guest step or the
 * member's account, the totals with the cart's (or a campaign's) promo code, the items; or that
 * there is nothing to pay for (an empty, blocked or already booked cart: back to the cart).
 */
export type BillingPageData =
  | { readonly toCart: true }
  | {
      readonly toCart: false;
      readonly cartId: string;
      readonly signedIn: boolean;
      readonly initial: { readonly email: string; readonly ccFirstName: string; readonly ccLastName: string; readonly phone: string };
      readonly totals: TotalsShown;
      readonly promoCode: string | null;
      readonly items: readonly CartItemView[];
    };

export type BillingPageWire = Wire<BillingPageData>;

/** The cart's items as JSON carried them, with their instants as dates again. */
function itemFromWire(item: Wire<CartItemView>): CartItemView {
  return {
    ...item,
    performance: item.performance === null ? null : { ...item.performance, startsAt: new Date(item.performance.startsAt) },
    heldUntil: item.heldUntil === null ? null : new Date(item.heldUntil),
  };
}

export function billingPageDataFromWire(wire: BillingPageWire): BillingPageData {
  return wire.toCart ? { toCart: true } : { ...wire, items: wire.items.map(itemFromWire) };
}

export async function fetchBillingPageData(fetchImpl: typeof fetch = fetch): Promise<BillingPageData> {
  const response = await fetchImpl(BILLING_PAGE_DATA_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`billing: HTTP ${response.status}`);
  return billingPageDataFromWire((await response.json()) as BillingPageWire);
}
