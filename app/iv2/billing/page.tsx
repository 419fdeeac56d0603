import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { CheckoutBreadcrumbs } from '@/components/checkout-breadcrumbs';
import { getSignedInProfile } from '@/features/accounts/queries';
import { CART_COOKIE } from '@/features/cart/queries';
import { BillingForm } from '@/features/checkout/components/billing-form';
import { cardPaysOnHostedPage } from '@/lib/payments/card-provider';
import { OrderItems } from '@/features/checkout/components/order-items';
import styles from '@/features/checkout/components/checkout.module.css';
import { billingPromoTotals } from '@/features/checkout/cart-steps';
import { DEFAULT_PROMO_COOKIE } from '@/features/checkout/default-promo';
import { getCheckoutView } from '@/features/checkout/queries';
import { paypalMode } from '@/lib/config/app-mode';
import { getFlags } from '@/lib/config/flags';
import { routes } from '@/lib/routes';

// Per visitor (the cart cookie, live holds, sign-in): never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Billing & Payment', robots: { index: false, follow: false } };

/**
 * Checkout step 3 (route checkout): billing and payment. Ticket-buying 2: back to the cart when
 * it is empty or has unavailable items; a sign-in link unless the visitor is signed in. Buy Now
 * arrives without the guest information step: the billing form's own name, e-mail and phone serve.
 */
export default async function BillingPage() {
  const jar = await cookies();
  const cartId = jar.get(CART_COOKIE)?.value;
  // The cart's own promo code, else a campaign's default promo when it applies (storefront 3).
  const [view, promo] = await Promise.all([getCheckoutView(cartId), billingPromoTotals(cartId, jar.get(DEFAULT_PROMO_COOKIE)?.value)]);
  if (view.cart.cartId === null || view.cart.items.length === 0 || view.cart.blocked || view.booked) redirect(routes.cart.build());
  // Buy Now comes straight here (ticket-buying 4): the billing form asks for the name, e-mail and
  // phone itself, filled from the guest information step or the member's account when known.
  const member = await getSignedInProfile();
  const [first = '', ...rest] = (member?.name ?? '').split(' ');
  const guest = view.guest ?? { firstName: first, lastName: rest.join(' '), email: member?.email ?? '', phone: '' };
  const billing = routes.checkout.build();
  return (
    <main id="main" className="page" data-testid="billing-page">
      <CheckoutBreadcrumbs current="billing" hrefs={{ cart: routes.cart.build(), guestInfo: routes.guestInfo.build() }} />
      <h1 className={styles.heading}>Billing &amp; Payment</h1>
      {member ? null : (
        <p className={styles.signIn} data-testid="billing-sign-in">
          Have an account? <a href={routes.login.build({ returnTo: billing })}>Sign in</a> to keep this order with your account.
        </p>
      )}
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="billing-title">
          <h2 id="billing-title" className={styles.panelTitle}>
            Payment details
          </h2>
          <BillingForm
            cartId={view.cart.cartId}
            initial={{ email: guest.email, ccFirstName: guest.firstName, ccLastName: guest.lastName, phone: guest.phone }}
            initialTotals={promo?.totals ?? view.totals}
            initialPromoCode={promo?.code ?? null}
            endpoints={{ orders: '/api/checkout/orders', totals: '/api/checkout/totals', cart: routes.cart.build(), ordersSearch: getFlags().disableOrderViewer ? null : routes.ordersSearch.build() }}
            hostedCard={cardPaysOnHostedPage()}
            paypal={paypalMode() !== 'off'}
          />
        </section>
        <aside className={styles.panel} aria-label="Order summary">
          <h2 className={styles.panelTitle}>Your order</h2>
          <OrderItems items={view.cart.items} />
        </aside>
      </div>
    </main>
  );
}
