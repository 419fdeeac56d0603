'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useHasMemberDeal } from '@/lib/member-deals';
import { formatWholeDollars } from '@/lib/money';
import { useVisitorData } from '@/lib/visitor-data';
import type { MemberFromPrice } from '../queries';
import styles from './product-card.module.css';

/**
 * Member prices on cached pages (storefront 6). A page served to everybody cannot carry one
 * visitor's prices, so its cards render the public from-price and this island asks
 * `/api/member-prices` for the products on the page, once the browser knows the visitor may be
 * entitled (a member-deal cookie, or signed in). The server decides what the prices are. Each
 * card's price line shows the member price of its product, if there is one.
 */

let prices: ReadonlyMap<number, MemberFromPrice> = new Map();
const listeners = new Set<() => void>();

function setPrices(next: readonly MemberFromPrice[]): void {
  prices = new Map(next.map((p) => [p.productId, p]));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noPrices: ReadonlyMap<number, MemberFromPrice> = new Map();

function useMemberPrices(): ReadonlyMap<number, MemberFromPrice> {
  return useSyncExternalStore(
    subscribe,
    () => prices,
    () => noPrices,
  );
}

export const MEMBER_PRICES_URL = '/api/member-prices';

export function memberPricesUrl(productIds: readonly number[], window: { startDate: string; endDate: string } | null): string {
  const query = new URLSearchParams({ ids: [...productIds].sort((a, b) => a - b).join(',') });
  if (window) {
    query.set('startDate', window.startDate);
    query.set('endDate', window.endDate);
  }
  return `${MEMBER_PRICES_URL}?${query.toString()}`;
}

type LoaderProps = { productIds: readonly number[]; startDate?: string; endDate?: string };

/** Mounted once by a page that shows prices; fetches nothing for a visitor with no entitlement. */
export function MemberPricesLoader({ productIds, startDate, endDate }: LoaderProps) {
  const memberDeal = useHasMemberDeal();
  const signedIn = useVisitorData().data.loggedIn;
  const eligible = (memberDeal || signedIn) && productIds.length > 0;
  const url = memberPricesUrl(productIds, startDate && endDate ? { startDate, endDate } : null);
  // A plain fetch, not TanStack Query: most page kinds mount this loader, and it asks once per
  // entitlement and page (signing in or out asks again; one retry on a failure).
  useEffect(() => {
    // Nobody's prices but this answer's: none while it loads, none for a visitor with no entitlement.
    setPrices([]);
    if (!eligible) return;
    let current = true;
    const load = async (): Promise<MemberFromPrice[]> => {
      const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${MEMBER_PRICES_URL}: ${response.status}`);
      return ((await response.json()) as { prices: MemberFromPrice[] }).prices;
    };
    load()
      .catch(load)
      .then(
        (loaded) => {
          if (current) setPrices(loaded);
        },
        () => {
          if (current) setPrices([]);
        },
      );
    return () => {
      current = false;
    };
  }, [eligible, url, memberDeal, signedIn]);
  useEffect(() => () => setPrices([]), []);
  return null;
}

/** A card's member price ('Insider Price $59'), shown only when the visitor's price is lower. */
export function MemberPrice({ productId }: { productId: number }) {
  const price = useMemberPrices().get(productId);
  if (price === undefined || price.memberCents >= price.publicCents) return null;
  return (
    <span className={styles.memberPrice} data-testid="member-price">
      Insider Price <strong>{formatWholeDollars(price.memberCents)}</strong>
    </span>
  );
}
