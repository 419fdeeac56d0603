import type { ProductSummary } from '@/features/catalog/types';
import type { SortId } from '@/lib/config/search-rules';
import type { SearchKind } from '@/lib/routes/search-results';
import type { FilterGroup, SearchFilters } from './filters';

export { SEARCHABLE_TYPES, type SearchableType } from '@/lib/config/product-types';
import type { SearchableType } from '@/lib/config/product-types';

/** One search as a results page asks for it: the url's parts with the type's defaults filled in. */
export interface SearchRequest {
  readonly kind: SearchKind;
  readonly type: SearchableType;
  readonly startDate: string;
  readonly endDate: string;
  /** 'all' is no category. */
  readonly categoryId: number | 'all';
  readonly filters: SearchFilters;
  readonly sortId: SortId;
  /** A product to show first when it is among the results; 'any' (the shows widget) and null pin nothing. */
  readonly preferredProductId: number | 'any' | null;
  /** Hotels only: rooms wanted for every night of the stay. */
  readonly roomQty: number | null;
}

/** Prices of the cheapest offer in the search window, per ticket or (hotels) per night, in cents. */
export interface OfferPrice {
  readonly priceCents: number;
  readonly basePriceCents: number;
  /** Price plus fees, before tax (spec: FromPriceTotalBeforeTax). */
  readonly totalBeforeTaxCents: number;
  /** Price plus fees and tax (spec: FromPriceTotal). */
  readonly totalCents: number;
}

/** A product of the search type with what the window holds for it. */
export interface SearchCandidate {
  readonly summary: ProductSummary;
  /** Something is on sale in the window (a performance, a seating, every night of the stay). */
  readonly available: boolean;
  readonly offer: OfferPrice | null;
  /** Hotels: rooms of the cheapest room type left on the tightest night of the stay. */
  readonly roomsLeft: number | null;
  /**
   * Other types: places left on the window's performance (show, departure, slot, seating) with the
   * most left; null for hotels and when no performance falls in the window.
   */
  readonly placesLeft: number | null;
  readonly popularity: number;
  readonly areaName: string;
  readonly areaSlug: string;
  readonly hotelId: number | null;
  readonly starRating: number | null;
  readonly categoryIds: readonly number[];
  /** First category's name, for the clubs' "vibe" sort. */
  readonly vibe: string | null;
}

export interface FacetOption {
  readonly value: string;
  readonly label: string;
  /** Results this option would give with the other groups' choices kept. */
  readonly count: number;
  readonly chosen: boolean;
}

export interface Facet {
  readonly group: FilterGroup;
  readonly label: string;
  readonly options: readonly FacetOption[];
}

export interface CategoryFacetOption {
  readonly id: number;
  readonly label: string;
  readonly count: number;
}

export interface SearchResults {
  readonly items: readonly SearchCandidate[];
  /** Items with something on sale in the window; the unavailable ones follow them in `items`. */
  readonly availableCount: number;
  readonly facets: readonly Facet[];
  /** The categories of the type's `category/` part (empty for hotels and restaurants). */
  readonly categories: readonly CategoryFacetOption[];
}
