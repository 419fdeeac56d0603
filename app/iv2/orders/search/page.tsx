import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderLookupForm } from '@/features/checkout/components/order-lookup-form';
import { getFlags } from '@/lib/config/flags';

// Rendered per request only so that the order-viewer flag of the running server decides.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Find Your Order', robots: { index: false, follow: false } };

/** Order search (storefront 2.12): a guest finds an order by e-mail and confirmation number. */
export default function OrderSearchPage() {
  if (getFlags().disableOrderViewer) notFound();
  return (
    <main id="main" className="page" data-testid="order-search-page">
      <h1 className="page-heading">Find Your Order</h1>
      <p>Enter the e-mail address you ordered with and the confirmation number from your confirmation e-mail.</p>
      <OrderLookupForm />
    </main>
  );
}
