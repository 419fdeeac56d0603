import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { CartPage } from '@/features/cart/components/cart-page';
import { CART_COOKIE, getCartView } from '@/features/cart/queries';
import { routes } from '@/lib/routes';

// Per visitor (the CART_UUID cookie) and about live holds: rendered on every request, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'My Cart',
  robots: { index: false, follow: false },
};

/** The cart (ticket-buying 3): what the visitor holds, its prices and the way on to checkout. */
export default async function CartRoute() {
  const cart = await getCartView((await cookies()).get(CART_COOKIE)?.value);
  return (
    <main id="main" className="page" data-testid="cart-page">
      <CartPage
        cart={cart}
        hrefs={{ cart: routes.cart.build(), guestInfo: routes.guestInfo.build(), shows: routes.linePage.build({ line: 'shows' }) }}
      />
    </main>
  );
}
