import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { OrderItemDetail } from '@/features/checkout/components/order-item-detail';
import { currentOrderViewer, getViewableOrderItem } from '@/features/checkout/order-pages';
import { getFlags } from '@/lib/config/flags';
import { routes } from '@/lib/routes';

// Per visitor (who may see which order): never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Order Item', robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ orderId: string; itemId: string }> };

/**
 * Order item page (storefront 2.12, 3 Order item). Someone else's order, an unknown one and a
 * malformed url all get the same not-found page: nothing says that the order exists.
 */
export default async function OrderItemPage({ params }: Props) {
  if (getFlags().disableOrderViewer) notFound();
  const { orderId, itemId } = await params;
  const parsed = routes.orderItem.parseSegments(['iv2', 'orders', orderId, 'items', itemId]);
  if (!parsed) notFound();
  const found = await getViewableOrderItem(parsed.orderId, parsed.itemId, await currentOrderViewer());
  if (!found) notFound();
  return (
    <main id="main" className="page" data-testid="order-item-page">
      <h1 className="page-heading">Order {found.order.number}</h1>
      <OrderItemDetail order={found.order} item={found.item} />
      <p className="no-print">
        <Link href={routes.ordersSearchVerify.build()}>All orders on this device</Link>
      </p>
    </main>
  );
}
