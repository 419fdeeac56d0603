'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { UtilityLink } from '@/components/header/utility-link';
import { CART_CHANGED_EVENT, fetchCartCount } from '../cart-count';
import styles from './cart-link.module.css';

function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * CART with the item count (spec 2.13); the count loads after hydration. A plain fetch, not
 * TanStack Query: the link is on every page, and the library would be in every page's JavaScript.
 */
export function CartLink({ href }: { href: string }) {
  const pathname = usePathname();
  const [count, setCount] = useState<number | undefined>(undefined);
  // Asked again on a cart change (CART_CHANGED_EVENT) and on a navigation, which may follow a
  // change made elsewhere (checkout, abandoned-cart restore); only the newest answer counts.
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const refresh = () => setAsked((n) => n + 1);
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh);
  }, []);

  useEffect(() => {
    let current = true;
    // A failed count keeps the last one shown, as before (one retry, then nothing).
    fetchCartCount()
      .catch(() => fetchCartCount())
      .then(
        (next) => {
          if (current) setCount(next);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [pathname, asked]);

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
