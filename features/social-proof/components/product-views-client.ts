import type { ProductViewAnswer } from '../schema';

export const PRODUCT_VIEWS_URL = '/api/product-views';

/**
 * Counts this visit of a product (the server counts a visitor once per 30-minute window, never a
 * crawler) and answers its real social-proof counts; null when they cannot be had. The details
 * notices and the rotating info bar both read them this way, one endpoint, one set of rules.
 */
export async function fetchProductViews(productId: number): Promise<ProductViewAnswer | null> {
  try {
    const response = await fetch(PRODUCT_VIEWS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId }),
    });
    return response.ok ? ((await response.json()) as ProductViewAnswer) : null;
  } catch {
    return null;
  }
}
