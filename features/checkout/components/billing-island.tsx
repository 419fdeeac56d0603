'use client';

import { withQueryProvider } from '@/components/query-provider';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BILLING_PAGE_QUERY_KEY, fetchBillingPageData } from '../billing-page-data';
import { BillingForm, type BillingEndpoints } from './billing-form';
import { OrderItems } from './order-items';
import styles from './checkout.module.css';

export const BILLING_LOAD_FAILED_MESSAGE = 'Sorry, we could not load your order. Your tickets stay held until their hold ends.';

/**
 * The visitor's part of the billing page (issue 27): the page is one cached page for everyone,
 * and this island fetches the visitor's order (GET /api/checkout/billing): the sign-in line for
 * guests, the form filled from the guest step or the account, the totals and the items. Until
 * then both panels keep their frames and the form panel holds the viewport's height, so nothing
 * on screen moves when they fill; with nothing to pay for it goes back to the cart.
 */
function BillingIslandInner({
  endpoints,
  loginHref,
  hostedCard,
  paypal,
}: {
  endpoints: BillingEndpoints;
  loginHref: string;
  hostedCard: boolean;
  paypal: boolean;
}) {
  const query = useQuery({ queryKey: BILLING_PAGE_QUERY_KEY, queryFn: () => fetchBillingPageData(), staleTime: 0, retry: 1, refetchOnWindowFocus: false });
  const data = query.data;
  const toCart = data?.toCart === true;
  useEffect(() => {
    if (toCart) window.location.replace(endpoints.cart);
  }, [toCart, endpoints.cart]);

  const ready = data !== undefined && !data.toCart ? data : null;
  if (query.isError) {
    return (
      <div className={styles.panel} role="alert" data-testid="billing-load-failed">
        <p>{BILLING_LOAD_FAILED_MESSAGE}</p>
        <button type="button" className="button-primary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      {ready === null ? (
        <p className={`${styles.signIn} ${styles.skeletonText}`} aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : ready.signedIn ? null : (
        <p className={styles.signIn} data-testid="billing-sign-in">
          Have an account? <a href={loginHref}>Sign in</a> to keep this order with your account.
        </p>
      )}
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="billing-title" aria-busy={ready === null}>
          <h2 id="billing-title" className={styles.panelTitle}>
            Payment details
          </h2>
          {ready === null ? (
            <div className={styles.formSkeleton} data-testid="billing-loading">
              <p className="visually-hidden" role="status">
                Loading your order…
              </p>
            </div>
          ) : (
            <BillingForm
              cartId={ready.cartId}
              initial={ready.initial}
              initialTotals={ready.totals}
              initialPromoCode={ready.promoCode}
              endpoints={endpoints}
              hostedCard={hostedCard}
              paypal={paypal}
            />
          )}
        </section>
        <aside className={styles.panel} aria-label="Order summary" aria-busy={ready === null}>
          <h2 className={styles.panelTitle}>Your order</h2>
          {ready === null ? <div className={styles.itemsSkeleton} /> : <OrderItems items={ready.items} />}
        </aside>
      </div>
    </>
  );
}

/** With its own QueryProvider: the root layout mounts none (issue 27). */
export const BillingIsland = withQueryProvider(BillingIslandInner);
