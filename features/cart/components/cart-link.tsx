'use client';

import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { UtilityLink } from '@/components/header/utility-link';
import { CART_CHANGED_EVENT, CART_COUNT_QUERY_KEY, fetchCartCount } from '../cart-count';
import styles from './cart-link.module.css';

function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** CART with the item count (spec 2.13); the count loads after hydration. */
export function CartLink({ href }: { href: string }) {
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const { data: count } = useQuery({
    queryKey: CART_COUNT_QUERY_KEY,
    queryFn: () => fetchCartCount(),
    staleTime: 0,
  });

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: CART_COUNT_QUERY_KEY });
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh);
  }, [queryClient]);

  // A navigation may follow a cart change made elsewhere (checkout, abandoned-cart restore).
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    void queryClient.invalidateQueries({ queryKey: CART_COUNT_QUERY_KEY });
  }, [pathname, queryClient]);

  return (
    <UtilityLink
      href={href}
      className={styles.cart}
      aria-label={count === undefined ? 'Cart' : `Cart, ${itemsLabel(count)}`}
      data-testid="header-cart-link"
    >
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M1.5 2.5h2.2l2 10.2a1.5 1.5 0 0 0 1.5 1.2h7.6a1.5 1.5 0 0 0 1.4-1.1l1.6-6.3H5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="8" cy="17.2" r="1.4" fill="currentColor" />
        <circle cx="15" cy="17.2" r="1.4" fill="currentColor" />
      </svg>
      <span>Cart</span>
      <span className={styles.cartCount} data-testid="cart-count" aria-hidden="true">
        {count ?? ''}
      </span>
    </UtilityLink>
  );
}
