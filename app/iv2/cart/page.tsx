import type { Metadata } from 'next';
import { CartIsland } from '@/features/cart/components/cart-island';
import { routes } from '@/lib/routes';

// One page for every visitor (issue 27): the chrome and the cart's frame come from the cache (and
// the front cache); the visitor's cart is the client island, fetched from /api/cart. It reads no
// cookie and no data of its own, so the hour is only how long a CDN may keep it.
export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'My Cart',
  robots: { index: false, follow: false },
};

/** The cart (ticket-buying 3): what the visitor holds, its prices and the way on to checkout. */
export default function CartRoute() {
  return (
    <main id="main" className="page" data-testid="cart-page">
      <CartIsland
        hrefs={{ cart: routes.cart.build(), guestInfo: routes.guestInfo.build(), shows: routes.linePage.build({ line: 'shows' }) }}
        promoEndpoint="/api/cart/promo"
      />
    </main>
  );
}
