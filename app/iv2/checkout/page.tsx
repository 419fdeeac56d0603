import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { CheckoutBreadcrumbs } from '@/components/checkout-breadcrumbs';
import { getSignedInProfile } from '@/features/accounts/queries';
import { CART_COOKIE } from '@/features/cart/queries';
import { GuestInfoForm } from '@/features/checkout/components/guest-info-form';
import { OrderItems } from '@/features/checkout/components/order-items';
import { TotalsList } from '@/features/checkout/components/totals-list';
import styles from '@/features/checkout/components/checkout.module.css';
import { getCheckoutView } from '@/features/checkout/queries';
import { routes } from '@/lib/routes';

// Per visitor (the cart cookie, live holds): never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Guest Information', robots: { index: false, follow: false } };

/** Checkout step 2 (route guestInfo): who the tickets are for. */
export default async function GuestInfoPage() {
  const view = await getCheckoutView((await cookies()).get(CART_COOKIE)?.value);
  if (view.cart.cartId === null || view.cart.items.length === 0 || view.cart.blocked || view.booked) redirect(routes.cart.build());
  const member = view.guest ? null : await getSignedInProfile();
  const [first = '', ...rest] = (member?.name ?? '').split(' ');
  const initial = view.guest ?? { firstName: first, lastName: rest.join(' '), email: member?.email ?? '', phone: '' };
  return (
    <main id="main" className="page" data-testid="guest-info-page">
      <CheckoutBreadcrumbs current="guestInfo" hrefs={{ cart: routes.cart.build() }} />
      <h1 className={styles.heading}>Guest Information</h1>
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="guest-title">
          <h2 id="guest-title" className={styles.panelTitle}>
            Who is going?
          </h2>
          <GuestInfoForm initial={initial} endpoint="/api/checkout/guest" billingHref={routes.checkout.build()} />
        </section>
        <aside className={styles.panel} aria-label="Order summary">
          <h2 className={styles.panelTitle}>Your order</h2>
          <OrderItems items={view.cart.items} />
          <TotalsList totals={view.totals} />
        </aside>
      </div>
    </main>
  );
}
