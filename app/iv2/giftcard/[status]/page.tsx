import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GiftCardCardReturn } from '@/features/giftcards/components/card-return';
import { routes } from '@/lib/routes';

// Per visitor (finishes their payment): never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Gift card payment', robots: { index: false, follow: false } };

type Props = { params: Promise<{ status: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const SHOP = '/giftcard/';

/**
 * Route giftcard/{approved|cancelled}?session_id=…: back from Stripe's card page after buying a
 * gift card. Approved issues the card once the payment is captured; cancelled charged nothing.
 * Malformed values are the not-found page.
 */
export default async function GiftCardReturnPage({ params, searchParams }: Props) {
  const { status } = await params;
  // Next hands over the decoded segment: parse it as one (re-encoding it threw on text encodeURIComponent refuses).
  const parsed = routes.giftCardReturn.parseSegments(['iv2', 'giftcard', status], await searchParams);
  if (!parsed || (parsed.status === 'approved' && !parsed.session_id)) notFound();
  return (
    <main id="main" className="page" data-testid="giftcard-return-page">
      <h1>Gift card</h1>
      {parsed.status === 'approved' && parsed.session_id ? (
        <GiftCardCardReturn sessionId={parsed.session_id} endpoint="/api/giftcards/complete" shopHref={SHOP} />
      ) : (
        <section data-testid="giftcard-return-cancelled">
          <p role="alert">You cancelled the card payment. Nothing was charged and no gift card was sent.</p>
          <p>
            <a href={SHOP}>Back to Gift Cards</a>
          </p>
        </section>
      )}
    </main>
  );
}
