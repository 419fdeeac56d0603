import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PaypalReturn } from '@/features/checkout/components/paypal-return';
import { REDIRECT_MESSAGES } from '@/features/checkout/errors';
import { routes } from '@/lib/routes';
import styles from '@/features/checkout/components/checkout.module.css';

// Per visitor (finalises their payment): never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Card payment', robots: { index: false, follow: false } };

type Props = { params: Promise<{ status: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Route card/{approved|cancelled}?session_id=…: back from Stripe's card page. Approved finalises
 * the booking behind a loading modal (the session is read from Stripe by the server); cancelled
 * charged nothing and keeps the cart. Malformed values are the not-found page.
 */
export default async function CardReturnPage({ params, searchParams }: Props) {
  const { status } = await params;
  // Next hands over the decoded segment: parse it as one (re-encoding it threw on text encodeURIComponent refuses).
  const parsed = routes.cardReturn.parseSegments(['iv2', 'card', status], await searchParams);
  if (!parsed || (parsed.status === 'approved' && !parsed.session_id)) notFound();
  return (
    <main id="main" className="page" data-testid="card-return-page">
      {parsed.status === 'approved' && parsed.session_id ? (
        <PaypalReturn method="card" status="approved" token={parsed.session_id} endpoint="/api/checkout/card" billingHref={routes.checkout.build()} cartHref={routes.cart.build()} />
      ) : (
        <section className={styles.panel} aria-labelledby="card-cancelled-title" data-testid="paypal-error">
          <h2 id="card-cancelled-title" className={styles.panelTitle}>
            Card payment cancelled
          </h2>
          <p role="alert">{REDIRECT_MESSAGES.card.cancelled}</p>
          <p>
            <a href={routes.checkout.build()}>Back to Billing &amp; Payment</a> · <a href={routes.cart.build()}>My Cart</a>
          </p>
        </section>
      )}
    </main>
  );
}
