import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { CartPage } from '@/features/cart/components/cart-page';
import { CART_COOKIE, getCartView } from '@/features/cart/queries';
import { savedPromoTotals } from '@/features/checkout/cart-steps';
import { routes } from '@/lib/routes';

// Per visitor (the CART_UUID cookie) and about live holds: rendered on every request, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'My Cart',
  robots: { index: false, follow: false },
};

/** The cart (ticket-buying 3): what the visitor holds, its prices and the way on to checkout. */
export default async function CartRoute() {
  const cartId = (await cookies()).get(CART_COOKIE)?.value;
  const [cart, saved] = await Promise.all([getCartView(cartId), savedPromoTotals(cartId)]);
  const promo = saved ? { code: saved.code, discountCents: saved.totals.discountCents, totalCents: saved.totals.totalCents } : null;
  return (
    <main id="main" className="page" data-testid="cart-page">
      <CartPage
        cart={cart}
        hrefs={{ cart: routes.cart.build(), guestInfo: routes.guestInfo.build(), shows: routes.linePage.build({ line: 'shows' }) }}
        promo={promo}
        promoEndpoint="/api/cart/promo"
      />
    </main>
  );
}
