'use client';

import { useEffect, useState } from 'react';
import { PageError } from '@/components/page-error';
import { LoadingModal } from './loading-modal';
import { failureOf, postJson } from '@/lib/http/post-json';
import styles from './checkout.module.css';

export const PAYPAL_FINALISING_MESSAGE = 'Finalizing your PayPal payment…';
export const CARD_FINALISING_MESSAGE = 'Finalizing your card payment…';

const COPY = {
  paypal: { finalising: PAYPAL_FINALISING_MESSAGE, cancelled: 'PayPal payment cancelled', failed: 'We could not finish the PayPal payment' },
  card: { finalising: CARD_FINALISING_MESSAGE, cancelled: 'Card payment cancelled', failed: 'We could not finish the card payment' },
} as const;

/**
 * The return from PayPal or Stripe's card page (ticket-buying 2): a loading modal while the
 * booking is finalised with the label 'checkout', then the confirmation page, or what went wrong
 * and the way back to billing.
 */
export function PaypalReturn({
  status,
  token,
  endpoint,
  billingHref,
  cartHref,
  method = 'paypal',
}: {
  status: 'approved' | 'cancelled';
  token: string;
  endpoint: string;
  billingHref: string;
  cartHref: string;
  method?: 'paypal' | 'card';
}) {
  const copy = COPY[method];
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void postJson<{ redirect: string }>(endpoint, { status, token, label: 'checkout' }).then((answer) => {
      if (!live) return;
      if (answer.ok) window.location.replace((answer.body as { redirect: string }).redirect);
      else setError(failureOf(answer).message);
    });
    return () => {
      live = false;
    };
  }, [endpoint, status, token]);

  if (error) {
    return (
      <PageError
        id="paypal-error"
        className={styles.panel}
        titleClassName={styles.panelTitle}
        title={status === 'cancelled' ? copy.cancelled : copy.failed}
        message={error}
        testId="paypal-error"
      >
        <p>
          <a href={billingHref}>Back to Billing &amp; Payment</a> · <a href={cartHref}>My Cart</a>
        </p>
      </PageError>
    );
  }
  return <LoadingModal message={copy.finalising} testId="paypal-loading" />;
}
