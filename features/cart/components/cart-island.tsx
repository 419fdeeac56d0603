'use client';

import { withQueryProvider } from '@/components/query-provider';
import { TICKET_INFORMATION } from '@/lib/ticket-information';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckoutBreadcrumbs } from '@/components/checkout-breadcrumbs';
import { CART_CHANGED_EVENT } from '../cart-count';
import { CART_PAGE_QUERY_KEY, fetchCartPageData } from '../cart-page-data';
import { CART_HEADING_ID } from '../messages';
import { CartPage } from './cart-page';
import { CartRefreshContext } from './cart-refresh';
import styles from './cart-page.module.css';

export const CART_LOAD_FAILED_MESSAGE = 'Sorry, we could not load your cart. Your tickets stay held until their hold ends.';

type Hrefs = { cart: string; guestInfo: string; shows: string };

/**
 * The visitor's part of the cart page (issue 27): the page is one cached page for everyone, and
 * this island fetches the visitor's cart (GET /api/cart) and shows it with CartPage, the one
 * component that renders cart items. Until it arrives, a skeleton of a one-item cart keeps the
 * place (no layout shift for the common cart); Remove, Hold Again and a hold running out ask
 * for the cart again through CartRefreshContext, another tab's change through CART_CHANGED_EVENT.
 */
function CartIslandInner({ hrefs, promoEndpoint }: { hrefs: Hrefs; promoEndpoint: string }) {
  const query = useQuery({
    queryKey: CART_PAGE_QUERY_KEY,
    queryFn: () => fetchCartPageData(),
    staleTime: 0,
    retry: 1,
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;
  const refresh = useCallback(() => refetch(), [refetch]);
  useEffect(() => {
    const onChanged = () => void refetch();
    window.addEventListener(CART_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(CART_CHANGED_EVENT, onChanged);
  }, [refetch]);

  if (query.data) {
    return (
      <CartRefreshContext value={refresh}>
        <CartPage cart={query.data.cart} promo={query.data.promo} hrefs={hrefs} promoEndpoint={promoEndpoint} />
      </CartRefreshContext>
    );
  }
  return (
    <>
      <CheckoutBreadcrumbs current="cart" hrefs={{ cart: hrefs.cart }} />
      <h1 className={styles.heading} id={CART_HEADING_ID} tabIndex={-1}>
        My Cart
      </h1>
      {query.isError ? (
        <div className={styles.empty} role="alert" data-testid="cart-load-failed">
          <p>{CART_LOAD_FAILED_MESSAGE}</p>
          <button type="button" className={`button-primary ${styles.primary}`} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <CartSkeleton />
      )}
    </>
  );
}

const bar = (width: string, label: ReactNode = '\u00a0') => (
  <span className={styles.bar} style={{ width }}>
    {label}
  </span>
);

/** A cart of one item with two seats, as CartPage lays it out: the same boxes, no text. */
function CartSkeleton() {
  const row = (name: string, className?: string) => (
    <div className={className}>
      <dt>{name}</dt>
      <dd>{bar('4em')}</dd>
    </div>
  );
  return (
    <div className={`${styles.layout} ${styles.skeleton}`} aria-busy="true" data-testid="cart-loading">
      <p className="visually-hidden" role="status">
        Loading your cart…
      </p>
      <div className={styles.items} aria-hidden="true">
        <div className={styles.group}>
          <div className={styles.groupHeader}>
            <p className={styles.productName}>{bar('60%')}</p>
            <p className={styles.when}>{bar('40%')}</p>
          </div>
          <div className={styles.item}>
            <div className={styles.itemMain}>
              <p className={styles.ticketType}>{bar('45%')}</p>
              <p className={styles.seats}>
                {bar('70%')}
                <br />
                {bar('70%')}
              </p>
              <p className={styles.countdown}>{bar('55%')}</p>
            </div>
            <dl className={styles.prices}>
              {row('Price')}
              {row('Fees')}
              {row('Taxes')}
              {row('Total', styles.lineTotal)}
            </dl>
            <div className={styles.remove}>
              <span className={styles.removeButton}>Remove</span>
            </div>
          </div>
        </div>
      </div>
      <div className={styles.summary} aria-hidden="true">
        <p className={styles.summaryTitle}>Cart Summary</p>
        <dl>
          {row('Subtotal')}
          {row('Fees')}
          {row('Taxes')}
          {row('Total', styles.total)}
        </dl>
        <p className={styles.ticketInformation}>{TICKET_INFORMATION}</p>
        <div className={styles.promo}>
          <span>Promo code</span>
          <div className={styles.skeletonInput} />
        </div>
        <span className={`button-primary ${styles.primary}`}>Continue to Checkout</span>
      </div>
    </div>
  );
}

/** With its own QueryProvider: the root layout mounts none (issue 27). */
export const CartIsland = withQueryProvider(CartIslandInner);
