import type { Metadata } from 'next';
import { CheckoutBreadcrumbs } from '@/components/checkout-breadcrumbs';
import { BillingIsland } from '@/features/checkout/components/billing-island';
import styles from '@/features/checkout/components/checkout.module.css';
import { paypalMode } from '@/lib/config/app-mode';
import { getFlags } from '@/lib/config/flags';
import { cardPaysOnHostedPage } from '@/lib/payments/card-provider';
import { routes } from '@/lib/routes';

// One page for every visitor (issue 27): the chrome and the step's frame come from the cache (and
// the front cache); the visitor's order, form prefill and sign-in line are the client island,
// fetched from /api/checkout/billing. The page reads no cookie, only this server's configuration.
export const revalidate = 3600;

export const metadata: Metadata = { title: 'Billing & Payment', robots: { index: false, follow: false } };

/**
 * Checkout step 3 (route checkout): billing and payment. Ticket-buying 2: back to the cart when
 * it is empty or has unavailable items (the island); a sign-in link unless the visitor is signed
 * in. Buy Now arrives without the guest information step: the billing form's own name, e-mail and
 * phone serve.
 */
export default function BillingPage() {
  const billing = routes.checkout.build();
  return (
    <main id="main" className="page" data-testid="billing-page">
      <CheckoutBreadcrumbs current="billing" hrefs={{ cart: routes.cart.build(), guestInfo: routes.guestInfo.build() }} />
      <h1 className={styles.heading}>Billing &amp; Payment</h1>
      <BillingIsland
        endpoints={{ orders: '/api/checkout/orders', totals: '/api/checkout/totals', cart: routes.cart.build(), ordersSearch: getFlags().disableOrderViewer ? null : routes.ordersSearch.build() }}
        loginHref={routes.login.build({ returnTo: billing })}
        hostedCard={cardPaysOnHostedPage()}
        paypal={paypalMode() !== 'off'}
      />
    </main>
  );
}
