'use client';

import { useEffect, useState } from 'react';
import { failureOf, postJson } from '@/lib/http/post-json';
import type { GiftCardPurchaseView } from '../types';
import { GiftCardConfirmation } from './purchase-form';
import styles from './giftcards.module.css';

export const GIFT_CARD_FINALISING_MESSAGE = 'Finishing your gift card payment…';

/**
 * Back from Stripe's card page after buying a gift card: the server reads the session from
 * Stripe, captures, then issues and mails the card; the page shows it, or what went wrong.
 */
export function GiftCardCardReturn({ sessionId, endpoint, shopHref }: { sessionId: string; endpoint: string; shopHref: string }) {
  const [bought, setBought] = useState<GiftCardPurchaseView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void postJson<{ purchase: GiftCardPurchaseView }>(endpoint, { sessionId }).then((answer) => {
      if (!live) return;
      if (answer.ok) setBought((answer.body as { purchase: GiftCardPurchaseView }).purchase);
      else setError(failureOf(answer).message);
    });
    return () => {
      live = false;
    };
  }, [endpoint, sessionId]);

  if (bought) return <GiftCardConfirmation bought={bought} />;
  if (error) {
    return (
      <section className={styles.panel} aria-labelledby="giftcard-return-error" data-testid="giftcard-return-error">
        <h2 id="giftcard-return-error">We could not finish the gift card payment</h2>
        <p role="alert">{error}</p>
        <p>
          <a href={shopHref}>Back to Gift Cards</a>
        </p>
      </section>
    );
  }
  return (
    <p role="status" data-testid="giftcard-return-loading">
      {GIFT_CARD_FINALISING_MESSAGE}
    </p>
  );
}
