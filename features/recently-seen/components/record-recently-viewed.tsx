'use client';

import { useEffect } from 'react';
import type { ProductType } from '@/lib/config/product-types';
import { addRecentlyViewed } from '../storage';

/**
 * Render on a product details page to add the product to the visitor's recently seen list,
 * with the page's dates and quantity (a hotel's room count) so the list reopens them.
 * Renders nothing; runs after hydration, so server and client markup agree.
 */
export function RecordRecentlyViewed({
  productId,
  productType,
  startDate = null,
  endDate = null,
  quantity = null,
}: {
  productId: number;
  productType: ProductType;
  startDate?: string | null;
  endDate?: string | null;
  quantity?: number | null;
}) {
  useEffect(() => {
    addRecentlyViewed(productId, productType, { startDate, endDate, quantity });
  }, [productId, productType, startDate, endDate, quantity]);
  return null;
}
