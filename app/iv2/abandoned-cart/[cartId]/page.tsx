import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AbandonedCartLoader } from '@/features/checkout/components/abandoned-cart-loader';
import { getFlags } from '@/lib/config/flags';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'My Cart', robots: { index: false, follow: false } };

type Props = { params: Promise<{ cartId: string }> };

/** Route abandoned-cart/{cartId}: the recovery e-mail's link. */
export default async function AbandonedCartPage({ params }: Props) {
  // Next hands over the decoded segment: parse it as one (re-encoding it threw on text encodeURIComponent refuses).
  const parsed = routes.abandonedCart.parseSegments(['iv2', 'abandoned-cart', (await params).cartId]);
  if (!parsed) notFound();
  return (
    <main id="main" className="page" data-testid="abandoned-cart-page">
      <AbandonedCartLoader cartId={parsed.cartId} endpoint="/api/cart/restore" cartHref={routes.cart.build()} ordersSearchHref={getFlags().disableOrderViewer ? null : routes.ordersSearch.build()} />
    </main>
  );
}
