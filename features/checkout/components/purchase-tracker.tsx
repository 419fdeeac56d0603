'use client';

import { useEffect } from 'react';
import { track } from '@/features/analytics/track';
import type { AnalyticsProduct } from '@/features/analytics/types';

/**
 * The transaction event on confirmation (ticket-buying 9): order id, Pacific order date, total,
 * tax, promo code and products. Once per order in this browser tab, not on every reload.
 */
export function PurchaseTracker({
  orderNumber,
  date,
  totalCents,
  taxCents,
  coupon,
  products,
}: {
  orderNumber: string;
  date: string;
  totalCents: number;
  taxCents: number;
  coupon: string | null;
  products: readonly AnalyticsProduct[];
}) {
  useEffect(() => {
    const key = `vg:purchase-tracked:${orderNumber}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): track anyway; a reload may report twice.
    }
    track({ event: 'purchase', transactionId: orderNumber, date, totalCents, taxCents, coupon, products });
  }, [orderNumber, date, totalCents, taxCents, coupon, products]);
  return null;
}
