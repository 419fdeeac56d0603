import 'server-only';
import { count, sql, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getProductSummaries } from '@/features/catalog/queries';
import type { ProductSummary } from '@/features/catalog/types';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { products } from '@/lib/db/schema';
import { siteSearchTags } from './tags';

/** Results per page of the full-text search (spec 2.7: resultsPerPage). */
export const SITE_SEARCH_PAGE_SIZE = 12;

export interface SiteSearchPage {
  readonly query: string;
  readonly results: readonly ProductSummary[];
  readonly totalResults: number;
  readonly offset: number;
  readonly resultsPerPage: number;
}

/**
 * `%` and `_` are wildcards in LIKE; a visitor's text matches them literally. ILIKE on the
 * column itself (not lower(name)) so the trigram index on names serves it.
 */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The products a query matches: the text search document, or a name within trigram (word)
 * similarity of the query, or a name containing it. `tsquery` is the query's tsquery.
 */
function matching(text: string, like: string, tsquery: SQL): SQL {
  return sql`(${products.searchVector} @@ ${tsquery} or ${text} <% ${products.name} or ${products.name} % ${text} or ${products.name} ilike ${`%${like}%`})`;
}

/**
 * Full-text search over products (storefront 2.7): the weighted document of migration 0002
 * (name, categories, descriptions, area) with the query read as web-search text, plus pg_trgm
 * word similarity on names so a typo still finds the product. An exact name, then a name that
 * starts with the query, ranks first; then text rank plus name similarity. Same SQL on PGlite
 * and PostgreSQL; the GIN indexes serve both the @@ and the trigram conditions. Raw SQL (typed at
 * its edge): the page's ids and the total in one statement, over a tsquery computed once.
 */
export async function searchSite(query: string, offset: number, limit = SITE_SEARCH_PAGE_SIZE): Promise<SiteSearchPage> {
  const text = query.trim();
  const found = await searchIds(text, offset, limit);
  const results = await getProductSummaries(found.ids);
  return { query: text, results, totalResults: found.totalResults, offset, resultsPerPage: limit };
}

async function searchIds(text: string, offset: number, limit: number): Promise<{ ids: number[]; totalResults: number }> {
  const db = await getDb();
  const like = likeEscape(text.toLowerCase());
  const found = await rows<{ id: number; total: number | string }>(
    db,
    sql`
    with q as (select websearch_to_tsquery('english', ${text}) as tsq)
    select ${products.id} as id, count(*) over () as total
      from ${products}, q
     where ${matching(text, like, sql`q.tsq`)}
     order by (lower(${products.name}) = ${text.toLowerCase()}) desc,
              (lower(${products.name}) like ${`${like}%`}) desc,
              ts_rank_cd(${products.searchVector}, q.tsq) + greatest(word_similarity(${text}, ${products.name}), similarity(${products.name}, ${text})) desc,
              ${products.popularity}, ${products.id}
     offset ${offset} limit ${limit}`,
  );
  const totalResults = found.length > 0 ? Number(found[0]!.total) : offset > 0 ? await countMatches(text, like) : 0;
  return { ids: found.map((r) => Number(r.id)), totalResults };
}

// Like the cached search results pages: at most five minutes, and at once on a catalog change.
const FIVE_MINUTES = 300;

/**
 * The first page of a search as the results page shows it, cached per query: the ids and total
 * under the lower-cased text (the search ignores case, so 'Las Vegas' and 'las vegas' share one
 * entry), tagged with siteSearchTags; the products themselves come from their own cached entries.
 * `query` is the normalised text (lib/cache/shared-queries.mjs normaliseSiteSearchText).
 */
export async function getSiteSearchFirstPage(query: string): Promise<SiteSearchPage> {
  const key = query.toLowerCase();
  const found = await unstable_cache(() => searchIds(key, 0, SITE_SEARCH_PAGE_SIZE), ['sitesearch-first-page', key], { tags: siteSearchTags.read(), revalidate: FIVE_MINUTES })();
  const results = await getProductSummaries(found.ids);
  return { query, results, totalResults: found.totalResults, offset: 0, resultsPerPage: SITE_SEARCH_PAGE_SIZE };
}

async function countMatches(text: string, like: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(matching(text, like, sql`websearch_to_tsquery('english', ${text})`));
  return row?.total ?? 0;
}
