import { SocialProofBar } from '@/features/social-proof/components/info-bar';
import type { ProductType } from '@/lib/config/product-types';

/**
 * The rotating social-proof bar of the show seat and quantity screens (ticket-buying 2 places it
 * on the show's screen only); other types' quantity pages go without it.
 */
export function socialProofBar(product: { readonly id: number; readonly type: ProductType }) {
  return product.type === 'SHOW' ? <SocialProofBar productId={product.id} /> : null;
}
