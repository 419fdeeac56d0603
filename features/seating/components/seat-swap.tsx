'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SwapAnswer } from '../schema';
import { ticketDefaultsFrom } from '../ticket-model';
import styles from './seat-swap.module.css';

export const SWAP_URL = '/api/holds/swap';

/** What the visitor is told once the swap answered; null when there is nothing to say. */
export function swapNotice(answer: SwapAnswer): string | null {
  if (answer.alreadyThere) return null;
  const parts: string[] = [];
  if (answer.moved > 0) {
    parts.push(`We moved your ${answer.moved === 1 ? 'ticket' : `${answer.moved} tickets`} to this date.`);
    if (answer.relocked) parts.push('Your seats were taken on this date, so we held the best available seats at the same price.');
  }
  if (answer.kept.length > 0) parts.push(`Some tickets stayed on their date: ${answer.kept.join(' ')}`);
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * Ticket-buying 4: with the default item 'swap' in the url (`?defaultItemId=swap`), the cart's
 * tickets of this show move to this performance, unless they are already for it. The server
 * decides (POST /api/holds/swap); then the panel's seats and prices are asked for again, so the
 * moved seats show as held for you. A fixed notice says what happened, moving no content.
 */
export function SeatSwap({ performanceId, cartHref }: { performanceId: number; cartHref: string }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!ticketDefaultsFrom(window.location.search).swap) return;
    let cancelled = false;
    void fetch(SWAP_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ performanceId }) })
      .then((response) => (response.ok ? (response.json() as Promise<SwapAnswer>) : null))
      .then((answer) => {
        if (cancelled || answer === null) return;
        if (answer.moved > 0) {
          void queryClient.invalidateQueries({ queryKey: ['seat-states', performanceId] });
          void queryClient.invalidateQueries({ queryKey: ['performance-tickets', performanceId] });
        }
        setNotice(swapNotice(answer));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [performanceId, queryClient]);
  if (notice === null) return null;
  return (
    <div className={styles.notice} role="status" data-testid="seat-swap">
      <p>{notice}</p>
      <a href={cartHref}>Go to cart</a>
      <button type="button" className={styles.close} onClick={() => setNotice(null)} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
