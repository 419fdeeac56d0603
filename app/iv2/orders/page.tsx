import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getSignedInProfile } from '@/features/accounts/queries';
import { MemberOrders } from '@/features/checkout/components/member-orders';
import { listMemberOrders } from '@/features/checkout/queries';
import { configuredLoginHref } from '@/lib/config/account-links';
import { getFlags } from '@/lib/config/flags';
import { routes } from '@/lib/routes';

// A member's own orders: per visitor, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false, follow: false } };

/** Orders page (storefront 2.12): the signed-in member's orders; signed-out visitors sign in first. */
export default async function OrdersPage() {
  if (getFlags().disableOrderViewer) notFound();
  const profile = await getSignedInProfile();
  if (!profile) redirect(configuredLoginHref(routes.orders.build()));
  const orders = await listMemberOrders({ userId: profile.id, email: profile.email, emailVerified: profile.emailVerified });
  return (
    <main id="main" className="page" data-testid="orders-page">
      <h1 className="page-heading">My Orders</h1>
      {orders.length === 0 ? <p data-testid="no-orders">You have no orders yet.</p> : <MemberOrders orders={orders} />}
      <p>
        Ordered as a guest? <Link href={routes.ordersSearch.build()}>Find an order by e-mail and confirmation number</Link>.
      </p>
    </main>
  );
}
