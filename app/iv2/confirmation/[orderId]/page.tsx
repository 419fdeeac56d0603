import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { CheckoutBreadcrumbs } from '@/components/checkout-breadcrumbs';
import { getSignedInProfile } from '@/features/accounts/queries';
import { CART_COOKIE } from '@/features/cart/queries';
import { ConfirmationView } from '@/features/checkout/components/confirmation-view';
import { PurchaseTracker } from '@/features/checkout/components/purchase-tracker';
import styles from '@/features/checkout/components/checkout.module.css';
import { mayViewOrder, ORDER_ACCESS_COOKIE } from '@/features/checkout/order-access';
import { getOrder } from '@/features/checkout/queries';
import { isProductType } from '@/lib/config/product-types';
import { routes } from '@/lib/routes';

// Per visitor (whose order it is): never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Order Complete', robots: { index: false, follow: false } };

type Props = { params: Promise<{ orderId: string }> };

/**
 * Checkout step 4 (route confirmation): the order this browser placed (or a signed-in member's
 * own). Anyone else gets the not-found page, which says nothing about whether the order exists.
 */
export default async function ConfirmationPage({ params }: Props) {
  const { orderId } = await params;
  const parsed = routes.confirmation.parse(`/iv2/confirmation/${orderId}`);
  if (!parsed) notFound();
  const order = await getOrder(parsed.orderId);
  if (!order) notFound();
  const [jar, member] = await Promise.all([cookies(), getSignedInProfile()]);
  if (!(await mayViewOrder(order, { cookie: jar.get(ORDER_ACCESS_COOKIE)?.value, member }))) notFound();
  return (
    <main id="main" className="page" data-testid="confirmation-page">
      {/* Placing the order spent the cart and deleted its cookie: without a cart the cart step is omitted (ticket-buying 2). */}
      <CheckoutBreadcrumbs current="confirmation" hrefs={{}} hasCart={Boolean(jar.get(CART_COOKIE)?.value)} />
      <h1 className={styles.heading}>Order Complete</h1>
      <ConfirmationView order={order} ticketHref={(ticketId) => routes.ticketViewer.build({ ticketId })} />
      <PurchaseTracker
        orderNumber={order.number}
        date={order.orderDate}
        totalCents={order.totalCents}
        taxCents={order.taxesCents}
        coupon={order.promoCode}
        products={order.items.flatMap((item) =>
          isProductType(item.productType)
            ? [{ id: item.productId, name: item.productName, type: item.productType, priceCents: item.unitPriceCents, quantity: item.quantity, variant: item.skuName }]
            : [],
        )}
      />
    </main>
  );
}
