'use client';

import { useEffect } from 'react';
import type { ProductType } from '@/lib/config/product-types';
import { addRecentlyViewed } from '../storage';

/**
 * Render on a product details page to add the product to the visitor's recently seen list.
 * Renders nothing; runs after hydration, so server and client markup agree.
 */
export function RecordRecentlyViewed({ productId, productType }: { productId: number; productType: ProductType }) {
  useEffect(() => {
    addRecentlyViewed(productId, productType);
  }, [productId, productType]);
  return null;
}
