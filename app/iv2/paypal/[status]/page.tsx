import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PaypalReturn } from '@/features/checkout/components/paypal-return';
import { paypalMode } from '@/lib/config/app-mode';
import { routes } from '@/lib/routes';

// Per visitor (finalises their payment): never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'PayPal', robots: { index: false, follow: false } };

type Props = { params: Promise<{ status: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Route paypal/{status}?token=…: back from PayPal, the booking is finalised behind a loading modal. */
export default async function PaypalReturnPage({ params, searchParams }: Props) {
  // No PayPal in production without credentials: there is nothing to come back from.
  if (paypalMode() === 'off') notFound();
  const { status } = await params;
  // Next hands over the decoded segment: parse it as one (re-encoding it threw on text encodeURIComponent refuses).
  const parsed = routes.paypal.parseSegments(['iv2', 'paypal', status], await searchParams);
  if (!parsed) notFound();
  return (
    <main id="main" className="page" data-testid="paypal-return-page">
      <PaypalReturn status={parsed.status} token={parsed.token} endpoint="/api/checkout/paypal" billingHref={routes.checkout.build()} cartHref={routes.cart.build()} />
    </main>
  );
}
