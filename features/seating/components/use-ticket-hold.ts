'use client';

import { useState } from 'react';
import { track, trackThen } from '@/features/analytics/track';
import type { ProductType } from '@/lib/config/product-types';
import type { HoldAnswer } from '../schema';
import type { TicketSku } from '../types';
import type { Selection } from './use-ticket-selection';

const HOLD_FAILED_MESSAGE = 'Sorry, we could not add these tickets. Please try again.';

export interface HoldInput {
  readonly performanceId: number;
  readonly product: { readonly id: number; readonly name: string; readonly type: ProductType };
  readonly cartHref: string;
  readonly billingHref: string;
  readonly selection: Selection | null;
  readonly selectedSku: TicketSku | undefined;
  readonly setMessage: (message: string | null) => void;
  /** The server held other seats than those picked. */
  readonly markRelocked: (held: Selection, why: string | null) => void;
  /** Ask the server again for what is free (and, after a refusal, for the prices). */
  readonly refetchStates: () => Promise<unknown>;
  readonly refetchTickets: () => Promise<unknown>;
}

/**
 * Add to Cart (on to the cart) and Buy Now (on to billing): the same hold (ticket-buying 4),
 * POST /api/holds. On success the visitor goes on; when the seats were just taken the server
 * holds the best available ones instead, and the visitor confirms them before going on.
 */
export function useTicketHold({ performanceId, product, cartHref, billingHref, selection, selectedSku, setMessage, markRelocked, refetchStates, refetchTickets }: HoldInput) {
  const [busy, setBusy] = useState(false);
  // Where the visitor goes on once the tickets are held (after a relock they confirm it first).
  const [continueHref, setContinueHref] = useState(cartHref);

  async function addToCart(next: 'cart' | 'billing' = 'cart') {
    if (!selection || !selectedSku) return;
    const nextHref = next === 'billing' ? billingHref : cartHref;
    setContinueHref(nextHref);
    setBusy(true);
    setMessage(null);
    try {
      const body =
        selection.option.kind === 'seats'
          ? { kind: 'seats', performanceId, skuId: selectedSku.id, seatIds: selection.seatIds }
          : { kind: 'ga', performanceId, skuId: selectedSku.id, quantity: selection.quantity };
      const response = await fetch('/api/holds', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await response.json()) as HoldAnswer | { error: string };
      if (!response.ok || 'error' in answer) {
        setMessage('error' in answer ? answer.error : HOLD_FAILED_MESSAGE);
        void refetchStates();
        void refetchTickets();
        return;
      }
      const added = { id: product.id, name: product.name, type: product.type, priceCents: selectedSku.priceCents, quantity: answer.quantity, variant: selectedSku.name };
      if (answer.relocked) {
        // Ticket-buying 8: the seats were taken; the best available ones are held instead.
        track({ event: 'ui_interaction', category: 'impression', action: 'Seat Assignment Error', label: answer.message ?? '' });
        track({ event: 'add_to_cart', products: [added] });
        markRelocked({ ...selection, seatIds: answer.seatIds }, answer.message);
        void refetchStates();
        return;
      }
      trackThen({ event: 'add_to_cart', products: [added] }, () => window.location.assign(nextHref));
    } catch {
      setMessage(HOLD_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return { busy, continueHref, addToCart };
}
