import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { GrantedOrders } from '@/features/checkout/components/granted-orders';
import { currentOrderViewer, listGrantedOrders } from '@/features/checkout/order-pages';
import { getFlags } from '@/lib/config/flags';
import { routes } from '@/lib/routes';

// Per visitor (the VG_ORDERS cookie): never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Your Orders', robots: { index: false, follow: false }, referrer: 'no-referrer' };

/** Order verify (storefront 2.12): the orders this browser placed or looked up, newest first. */
export default async function OrderVerifyPage() {
  if (getFlags().disableOrderViewer) notFound();
  const viewer = await currentOrderViewer();
  const orders = await listGrantedOrders(viewer.cookie);
  return (
    <main id="main" className="page" data-testid="order-verify-page">
      <h1 className="page-heading">Your Orders</h1>
      {orders.length === 0 ? (
        <p data-testid="no-granted-orders">
          No orders to show yet. <Link href={routes.ordersSearch.build()}>Find an order by e-mail and confirmation number</Link>.
        </p>
      ) : (
        <>
          <GrantedOrders orders={orders} />
          <p>
            <Link href={routes.ordersSearch.build()}>Find another order</Link>
          </p>
        </>
      )}
    </main>
  );
}
