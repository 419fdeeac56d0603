import { NextRequest } from 'next/server';
import { findSignedInProfile } from '@/features/accounts/queries';
import { CART_COOKIE } from '@/features/cart/queries';
import type { BillingPageData } from '@/features/checkout/billing-page-data';
import { billingPromoTotals } from '@/features/checkout/cart-steps';
import { DEFAULT_PROMO_COOKIE } from '@/features/checkout/default-promo';
import { getCheckoutView } from '@/features/checkout/queries';
import { handle } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/**
 * GET /api/checkout/billing: the visitor's part of the billing page (checkout step 3), which is
 * one cached page for everyone (issue 27). Ticket-buying 2: nothing to pay for (an empty cart,
 * one with unavailable items, one already booked) sends the visitor back to the cart. Buy Now
 * arrives without the guest information step: the form is filled from the member's account.
 */
export const GET = handle(
  async (request): Promise<BillingPageData> => {
    const cookies = new NextRequest(request).cookies;
    const cartId = cookies.get(CART_COOKIE)?.value;
    // The cart's own promo code, else a campaign's default promo when it applies (storefront 3).
    const [view, promo, member] = await Promise.all([getCheckoutView(cartId), billingPromoTotals(cartId, cookies.get(DEFAULT_PROMO_COOKIE)?.value), findSignedInProfile(request.headers)]);
    if (view.cart.cartId === null || view.cart.items.length === 0 || view.cart.blocked || view.booked) return { toCart: true };
    const [first = '', ...rest] = (member?.name ?? '').split(' ');
    const guest = view.guest ?? { firstName: first, lastName: rest.join(' '), email: member?.email ?? '', phone: '' };
    return {
      toCart: false,
      cartId: view.cart.cartId,
      signedIn: Boolean(member),
      initial: { email: guest.email, ccFirstName: guest.firstName, ccLastName: guest.lastName, phone: guest.phone },
      totals: promo?.totals ?? view.totals,
      promoCode: promo?.code ?? null,
      items: view.cart.items,
    };
  },
  { label: 'api/checkout/billing' },
);
