import type { merchListItems, merchLists } from '../schema';
import type { ProductPlan } from './catalog';
import type { ProductType } from './data/types';

export type MerchListRow = typeof merchLists.$inferInsert;
export type MerchListItemRow = typeof merchListItems.$inferInsert;

type ListSpec = {
  code: string;
  name: string;
  pick: (byType: (type: ProductType) => ProductPlan[]) => ProductPlan[];
  /** Promotion labels by position; positions without one get none. */
  promotions?: (p: ProductPlan, index: number) => string | null;
};

/** The best share off the box office among a product's skus, in whole percent. */
export function discountPercent(p: ProductPlan): number {
  const best = Math.max(0, ...p.skus.map((s) => 1 - s.priceCents / s.basePriceCents));
  return Math.round(best * 100);
}

function cheapest(p: ProductPlan): number {
  return Math.min(...p.skus.map((s) => s.priceCents));
}

const LISTS: ListSpec[] = [
  { code: 'WWWResortsPage', name: 'Resorts page: all featured resorts', pick: (t) => t('HOTEL').slice(0, 12) },
  {
    code: 'Hotel_Page_Hero_Slot',
    name: 'Hotel landing page hero slider',
    pick: (t) => t('HOTEL').filter((p) => (p.product.starRating ?? 0) >= 4.5).slice(0, 5),
    promotions: (_p, i) => ['Save 30%', 'Fourth Night Free', null, 'Save 25%', '$100 Resort Credit'][i] ?? null,
  },
  {
    code: 'HomeFeaturedShows',
    name: 'Home page: featured shows',
    pick: (t) => t('SHOW').slice(0, 8),
    promotions: (p) => (discountPercent(p) >= 20 ? `Save up to ${discountPercent(p)}%` : null),
  },
  {
    code: 'HomeFeaturedHotels',
    name: 'Home page: featured hotels',
    pick: (t) => [...t('HOTEL').slice(0, 10)].sort((a, b) => (b.product.guestScore ?? 0) - (a.product.guestScore ?? 0)).slice(0, 8),
  },
  { code: 'MoreShows', name: 'More shows', pick: (t) => t('SHOW').slice(0, 12) },
  { code: 'MoreTours', name: 'More tours', pick: (t) => t('TOUR').slice(0, 12) },
  { code: 'MoreAttractions', name: 'More attractions', pick: (t) => t('ATTRACTION').slice(0, 12) },
  { code: 'MoreHotels', name: 'More hotels', pick: (t) => t('HOTEL').slice(0, 12) },
  { code: 'MoreClubs', name: 'More clubs', pick: (t) => t('CLUB').slice(0, 12) },
  {
    code: 'DailyDeals',
    name: 'Resort deals: Daily Deals',
    pick: (t) => [...t('HOTEL')].sort((a, b) => discountPercent(b) - discountPercent(a) || a.product.id - b.product.id).slice(0, 6),
    promotions: (p) => `Save up to ${discountPercent(p)}%`,
  },
  {
    code: 'BestValue',
    name: 'Resort deals: Best Value',
    pick: (t) =>
      t('HOTEL')
        .filter((p) => (p.product.guestScore ?? 0) >= 7.5)
        .sort((a, b) => cheapest(a) - cheapest(b) || a.product.id - b.product.id)
        .slice(0, 6),
    promotions: (_p, i) => (i === 0 ? 'Best Value' : null),
  },
  {
    code: 'Trending',
    name: 'Resort deals: Trending',
    // Mid-table resorts that are climbing, rather than the same top names as every other list.
    pick: (t) => t('HOTEL').slice(6, 12),
    promotions: (_p, i) => (i < 2 ? 'Trending Now' : null),
  },
];

export function buildMerchLists(plans: ProductPlan[]): { lists: MerchListRow[]; items: MerchListItemRow[] } {
  const byType = (type: ProductType) =>
    plans.filter((p) => p.product.type === type).sort((a, b) => a.product.popularity - b.product.popularity);
  const lists: MerchListRow[] = [];
  const items: MerchListItemRow[] = [];
  for (const spec of LISTS) {
    lists.push({ code: spec.code, name: spec.name });
    spec.pick(byType).forEach((p, i) => {
      items.push({ listCode: spec.code, productId: p.product.id, position: i + 1, promotionName: spec.promotions?.(p, i) ?? null });
    });
  }
  return { lists, items };
}
