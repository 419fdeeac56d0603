import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CardContext, ProductSummary } from '@/features/catalog/types';
import { cardUrgencyMessage } from '@/lib/config/constants';
import { productTypeInfo, unavailableLabelFor } from '@/lib/config/product-types';
import { SORT_LABELS, sortOptionsFor, type SortId } from '@/lib/config/search-rules';
import { hasFilters, toggleFilter } from '../filters';
import { searchHref } from '../links';
import type { SearchCandidate, SearchRequest, SearchResults } from '../types';
import { formatDateRange } from '../format';
import { SearchErrorScreen } from './search-error-screen';
import styles from './search-results.module.css';

/**
 * A card's urgency message (storefront 2.6) for every type: hotels from the rooms left on the
 * stay's tightest night, the rest from the places left on their best performance of the window
 * (lib/config cardUrgencyMessage: the sold-out limit for shows and tours, then the low-capacity limit).
 */
export function urgencyOf(candidate: SearchCandidate): string | null {
  if (!candidate.available) return null;
  const left = candidate.summary.type === 'HOTEL' ? candidate.roomsLeft : candidate.placesLeft;
  return cardUrgencyMessage(left, candidate.summary.type);
}

export function cardContextOf(candidate: SearchCandidate, allInPricing: boolean): CardContext {
  return {
    offer: candidate.offer,
    unavailableLabel: candidate.available ? null : unavailableLabelFor(candidate.summary.type),
    urgency: urgencyOf(candidate),
    allInPricing,
  };
}

function FilterLink({ href, chosen, children }: { href: string; chosen: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      prefetch={false}
      className={chosen ? `${styles.filterLink} ${styles.chosen}` : styles.filterLink}
      aria-current={chosen ? 'true' : undefined}
    >
      <span className={styles.box} aria-hidden="true" />
      {children}
    </Link>
  );
}

function Sidebar({ request, results, widget }: { request: SearchRequest; results: SearchResults | null; widget?: ReactNode }) {
  return (
    <aside className={styles.sidebar} aria-label="Search and filters">
      {widget ? <div className={styles.widget}>{widget}</div> : null}
      {results ? (
        <nav aria-label="Filter results" className={styles.filters}>
          {results.categories.length > 0 ? (
            <section className={styles.facet}>
              <h2 className={styles.facetTitle}>Category</h2>
              <ul>
                <li>
                  <FilterLink href={searchHref(request, { categoryId: 'all' })} chosen={request.categoryId === 'all'}>
                    All
                  </FilterLink>
                </li>
                {results.categories.map((category) => (
                  <li key={category.id}>
                    <FilterLink href={searchHref(request, { categoryId: category.id })} chosen={request.categoryId === category.id}>
                      {category.label} <span className={styles.count}>({category.count})</span>
                    </FilterLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {results.facets
            .filter((facet) => facet.options.length > 0)
            .map((facet) => (
              <section key={facet.group} className={styles.facet}>
                <h2 className={styles.facetTitle}>{facet.label}</h2>
                <ul>
                  {facet.options.map((option) => (
                    <li key={option.value}>
                      <FilterLink
                        href={searchHref(request, { filters: toggleFilter(request.filters, facet.group, option.value) })}
                        chosen={option.chosen}
                      >
                        {option.label} <span className={styles.count}>({option.count})</span>
                      </FilterLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          {hasFilters(request.filters) || request.categoryId !== 'all' ? (
            <Link
              href={searchHref(request, { filters: {}, categoryId: 'all' })}
              prefetch={false}
                      className={styles.clear}
            >
              Clear all filters
            </Link>
          ) : null}
        </nav>
      ) : null}
    </aside>
  );
}

/** The sort links of a results page: each option's url, the current one marked (shared with the air+hotel results). */
export function SortBar<S extends SortId>({ options, current, hrefOf }: { options: readonly S[]; current: S; hrefOf: (sortId: S) => string }) {
  return (
    <nav aria-label="Sort results" className={styles.sortBar}>
      <span className={styles.sortLabel}>Sort by:</span>
      <ul>
        {options.map((sortId) => (
          <li key={sortId}>
            <Link
              href={hrefOf(sortId)}
              prefetch={false}
              aria-current={sortId === current ? 'true' : undefined}
              className={sortId === current ? `${styles.sortLink} ${styles.chosen}` : styles.sortLink}
            >
              {SORT_LABELS[sortId]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface SearchResultsViewProps {
  readonly request: SearchRequest;
  /** Null when the search interval is invalid: nothing was fetched. */
  readonly results: SearchResults | null;
  /** Messages of the search interval errors. */
  readonly windowErrors: readonly string[];
  readonly allInPricing: boolean;
  /** The search widget island, prefilled with this search. */
  readonly widget?: ReactNode;
  /** The catalog's card grid (features/catalog), given by the page: a feature does not import another's components. */
  readonly renderCards: (products: readonly ProductSummary[], label: string, contextOf: (p: ProductSummary) => CardContext) => ReactNode;
}

/** A search results page (spec 2.6): heading, filter sidebar, sort bar, cards or the search error screen. */
export function SearchResultsView({ request, results, windowErrors, allInPricing, widget, renderCards }: SearchResultsViewProps) {
  const info = productTypeInfo(request.type);
  const dates = formatDateRange(request.startDate, request.endDate);
  const items = results?.items ?? [];
  const byId = new Map(items.map((c) => [c.summary.id, c]));
  const contextOf = (product: ProductSummary) => {
    const candidate = byId.get(product.id);
    return candidate ? cardContextOf(candidate, allInPricing) : {};
  };
  const nothingOnSale = results !== null && results.availableCount === 0;
  return (
    <main id="main" className={`page ${styles.layout}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Las Vegas {info.plural}</h1>
        <p className={styles.summary} data-testid="results-summary">
          {results === null
            ? dates
            : `${results.availableCount} ${results.availableCount === 1 ? info.singular.toLowerCase() : info.plural.toLowerCase()} available, ${dates}`}
        </p>
      </header>
      <Sidebar request={request} results={results} widget={widget} />
      <div className={styles.results}>
        {results === null ? (
          <SearchErrorScreen cause="other" details={windowErrors} />
        ) : nothingOnSale ? (
          <SearchErrorScreen cause="other" />
        ) : (
          <>
            <SortBar options={sortOptionsFor(request.type)} current={request.sortId} hrefOf={(sortId) => searchHref(request, { sortId })} />
            {renderCards(items.map((c) => c.summary), `${info.plural} available ${dates}`, contextOf)}
          </>
        )}
      </div>
    </main>
  );
}
