import type { SortId } from '@/lib/config/search-rules';
import {
  CATEGORY_GROUP_BY_TYPE,
  FILTER_GROUPS_BY_TYPE,
  FILTER_GROUP_LABELS,
  isFilterChosen,
  matchesFilters,
  type FilterGroup,
} from './filters';
import type { Facet, FacetOption, SearchCandidate, SearchRequest, SearchResults } from './types';

export interface CategoryInfo {
  readonly id: number;
  readonly name: string;
  readonly groupCode: string;
}

const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

const priceOf = (c: SearchCandidate): number | null => c.offer?.priceCents ?? null;

/** Nulls (no price in the window) last, whichever the direction. */
function compareNullable(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

const popularity = (a: SearchCandidate, b: SearchCandidate) => a.popularity - b.popularity;

/** Each sort of storefront 9, ties broken by popularity so the order is total and stable. */
const COMPARATORS: Readonly<Record<SortId, (a: SearchCandidate, b: SearchCandidate) => number>> = {
  popular: popularity,
  price: (a, b) => compareNullable(priceOf(a), priceOf(b), 1) || popularity(a, b),
  'price-low-high': (a, b) => compareNullable(priceOf(a), priceOf(b), 1) || popularity(a, b),
  'price-high-low': (a, b) => compareNullable(priceOf(a), priceOf(b), -1) || popularity(a, b),
  name: (a, b) => byName.compare(a.summary.name, b.summary.name) || popularity(a, b),
  'hotel-name': (a, b) => byName.compare(a.summary.name, b.summary.name) || popularity(a, b),
  'customer-rating': (a, b) =>
    b.summary.rating - a.summary.rating || b.summary.reviewCount - a.summary.reviewCount || popularity(a, b),
  'star-rating': (a, b) => compareNullable(a.starRating, b.starRating, -1) || popularity(a, b),
  location: (a, b) => byName.compare(a.areaName, b.areaName) || byName.compare(a.summary.name, b.summary.name),
  vibe: (a, b) => byName.compare(a.vibe ?? '\uffff', b.vibe ?? '\uffff') || popularity(a, b),
};

/**
 * Sorts results: what is on sale in the window first (an unavailable product keeps its place
 * among the unavailable, shown with its type's label), then the chosen order; a preferred
 * product that is among the results leads.
 */
export function sortCandidates(
  items: readonly SearchCandidate[],
  sortId: SortId,
  preferredProductId: number | 'any' | null,
): SearchCandidate[] {
  const compare = COMPARATORS[sortId];
  const preferred = typeof preferredProductId === 'number' ? preferredProductId : null;
  return [...items].sort(
    (a, b) =>
      Number(b.summary.id === preferred) - Number(a.summary.id === preferred) ||
      Number(b.available) - Number(a.available) ||
      compare(a, b),
  );
}

function optionValue(group: FilterGroup, candidate: SearchCandidate): { value: string; label: string }[] {
  switch (group) {
    case 'STAR_RATING': {
      if (candidate.starRating === null) return [];
      const stars = Math.floor(candidate.starRating);
      return [{ value: String(stars), label: `${stars} ${stars === 1 ? 'Star' : 'Stars'}` }];
    }
    case 'LOCATIONS':
    case 'LOCATION':
      return [{ value: candidate.areaSlug, label: candidate.areaName }];
    case 'HOTEL':
      return candidate.hotelId === null ? [] : [{ value: String(candidate.hotelId), label: candidate.summary.location }];
    case 'Cuisine':
    case 'RESTAURANTPRICES':
      return [];
  }
}

function facetOf(
  group: FilterGroup,
  pool: readonly SearchCandidate[],
  request: SearchRequest,
  categories: readonly CategoryInfo[],
): Facet {
  const counts = new Map<string, { label: string; count: number; order: number }>();
  const count = (value: string, label: string, order: number, matches: boolean) => {
    const entry = counts.get(value) ?? { label, count: 0, order };
    if (matches) entry.count += 1;
    counts.set(value, entry);
  };
  const categoryGroup = group === 'Cuisine' ? 'Cuisine' : group === 'RESTAURANTPRICES' ? 'RESTAURANTPRICES' : null;
  if (categoryGroup) {
    categories.forEach((c, order) => {
      if (c.groupCode === categoryGroup) counts.set(String(c.id), { label: c.name, count: 0, order });
    });
  }
  for (const candidate of pool) {
    const matches = matchesFilters(candidate, request.filters, group);
    if (categoryGroup) {
      for (const id of candidate.categoryIds) {
        const entry = counts.get(String(id));
        if (entry && matches) entry.count += 1;
      }
    } else {
      for (const { value, label } of optionValue(group, candidate)) count(value, label, 0, matches);
    }
  }
  const options: FacetOption[] = [...counts.entries()]
    // A category nobody in this list has is noise; a chosen one stays so it can be cleared.
    .filter(([value, entry]) => entry.count > 0 || isFilterChosen(request.filters, group, value))
    .sort(([va, a], [vb, b]) =>
      group === 'STAR_RATING' ? Number(vb) - Number(va) : categoryGroup ? a.order - b.order : byName.compare(a.label, b.label),
    )
    .map(([value, entry]) => ({ value, label: entry.label, count: entry.count, chosen: isFilterChosen(request.filters, group, value) }));
  return { group, label: FILTER_GROUP_LABELS[group], options };
}

/** Filters, sorts and counts the window's candidates for one results page. */
export function applySearch(
  candidates: readonly SearchCandidate[],
  categories: readonly CategoryInfo[],
  request: SearchRequest,
): SearchResults {
  const categoryGroup = CATEGORY_GROUP_BY_TYPE[request.type];
  const typeCategories = categoryGroup === undefined ? [] : categories.filter((c) => c.groupCode === categoryGroup);
  const inCategory = (c: SearchCandidate) => request.categoryId === 'all' || c.categoryIds.includes(request.categoryId);

  const pool = candidates.filter(inCategory);
  const items = sortCandidates(
    pool.filter((c) => matchesFilters(c, request.filters)),
    request.sortId,
    request.preferredProductId,
  );
  const filtered = candidates.filter((c) => matchesFilters(c, request.filters));
  return {
    items,
    availableCount: items.filter((c) => c.available).length,
    facets: (FILTER_GROUPS_BY_TYPE[request.type] ?? []).map((group) => facetOf(group, pool, request, categories)),
    categories: typeCategories
      .map((c) => ({ id: c.id, label: c.name, count: filtered.filter((p) => p.categoryIds.includes(c.id)).length }))
      .filter((c) => c.count > 0 || c.id === request.categoryId),
  };
}
