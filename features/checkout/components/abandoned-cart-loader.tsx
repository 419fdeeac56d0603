'use client';

import { useEffect, useState } from 'react';
import { PageError } from '@/components/page-error';
import { CartBookedModal } from './cart-booked-modal';
import { LoadingModal } from './loading-modal';
import { failureOf, postJson } from '@/lib/http/post-json';
import styles from './checkout.module.css';

export const LOADING_CART_MESSAGE = 'Loading your cart…';

/**
 * Route abandoned-cart/{cartId} (ticket-buying 2): loads that cart in place of the current one,
 * behind a loading modal, then shows it; a booked cart gets the cart-already-booked modal.
 */
export function AbandonedCartLoader({ cartId, endpoint, cartHref, ordersSearchHref }: { cartId: string; endpoint: string; cartHref: string; ordersSearchHref: string | null }) {
  const [failure, setFailure] = useState<{ code: string | null; message: string } | null>(null);
  useEffect(() => {
    let live = true;
    void postJson<{ redirect: string }>(endpoint, { cartId }).then((answer) => {
      if (!live) return;
      if (answer.ok) window.location.replace((answer.body as { redirect: string }).redirect);
      else setFailure(failureOf(answer));
    });
    return () => {
      live = false;
    };
  }, [cartId, endpoint]);

  if (failure?.code === 'ALREADY_BOOKED') return <CartBookedModal cartHref={cartHref} ordersSearchHref={ordersSearchHref} />;
  if (failure) {
    return (
      <PageError id="abandoned-error" className={styles.panel} titleClassName={styles.panelTitle} title="We could not load that cart" message={failure.message} testId="abandoned-cart-error">
        <p>
          <a href={cartHref}>Go to my cart</a>
        </p>
      </PageError>
    );
  }
  return <LoadingModal message={LOADING_CART_MESSAGE} testId="abandoned-cart-loading" />;
}
