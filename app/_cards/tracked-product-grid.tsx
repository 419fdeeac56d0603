import type { ReactNode } from 'react';
import { TrackedList } from '@/features/analytics/components/tracked-list';
import { cardProduct } from '@/features/analytics/track';
import type { AnalyticsProduct } from '@/features/analytics/types';
import { cardPrices, ProductGrid } from '@/features/catalog/components/product-card';
import type { CardContext, ProductSummary } from '@/features/catalog/types';

// The catalog's card lists with their analytics (impressions and clicks, storefront 7), composed
// here because a feature does not import another feature's components.

/** A card's product as analytics reports it: the price the card shows, none when it shows none. */
export function listedCard(product: ProductSummary, context: CardContext = {}): AnalyticsProduct {
  return cardProduct(product, context.unavailableLabel ? null : (cardPrices(product, context)?.shownCents ?? null));
}

/** The catalog's card grid, reported as the list `listName` (its accessible label by default). */
export function TrackedProductGrid({
  products,
  label,
  listName = label,
  contextOf,
}: {
  products: readonly ProductSummary[];
  label: string;
  listName?: string;
  contextOf?: (product: ProductSummary) => CardContext;
}) {
  return (
    <TrackedList listName={listName} products={products.map((p) => listedCard(p, contextOf?.(p)))}>
      <ProductGrid products={products} label={label} contextOf={contextOf} />
    </TrackedList>
  );
}

/** Any other list of catalog cards (a slider, a side list), reported as `listName`. */
export function TrackedCards({ listName, products, children }: { listName: string; products: readonly ProductSummary[]; children: ReactNode }) {
  // A product listed twice (the hotel page's resort deal groups) is one item of the list.
  const unique = [...new Map(products.map((p) => [p.id, p])).values()];
  return (
    <TrackedList listName={listName} products={unique.map((p) => listedCard(p))}>
      {children}
    </TrackedList>
  );
}
