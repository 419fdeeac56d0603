import 'server-only';
import { sql } from 'drizzle-orm';
import { getProductSummaries } from '@/features/catalog/queries';
import type { ProductSummary } from '@/features/catalog/types';
import { getDb } from '@/lib/db/database';

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
 * Full-text search over products (storefront 2.7): the weighted document of migration 0002
 * (name, categories, descriptions, area) with the query read as web-search text, plus pg_trgm
 * word similarity on names so a typo still finds the product. An exact name, then a name that
 * starts with the query, ranks first; then text rank plus name similarity. Same SQL on PGlite
 * and PostgreSQL; the GIN indexes serve both the @@ and the trigram conditions.
 */
export async function searchSite(query: string, offset: number, limit = SITE_SEARCH_PAGE_SIZE): Promise<SiteSearchPage> {
  const db = await getDb();
  const text = query.trim();
  const like = likeEscape(text.toLowerCase());
  const result = await db.execute(sql`
    with q as (select websearch_to_tsquery('english', ${text}) as tsq)
    select p.id, count(*) over () as total
      from products p, q
     where p.search_vector @@ q.tsq or ${text} <% p.name or p.name % ${text} or p.name ilike ${`%${like}%`}
     order by (lower(p.name) = ${text.toLowerCase()}) desc,
              (lower(p.name) like ${`${like}%`}) desc,
              ts_rank_cd(p.search_vector, q.tsq) + greatest(word_similarity(${text}, p.name), similarity(p.name, ${text})) desc,
              p.popularity, p.id
     offset ${offset} limit ${limit}`);
  const rows = (result as unknown as { rows: { id: number; total: number | string }[] }).rows;
  const results = await getProductSummaries(rows.map((r) => Number(r.id)));
  const totalResults = rows.length > 0 ? Number(rows[0]!.total) : offset > 0 ? await countMatches(text, like) : 0;
  return { query: text, results, totalResults, offset, resultsPerPage: limit };
}

async function countMatches(text: string, like: string): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`
    select count(*) as total from products p
     where p.search_vector @@ websearch_to_tsquery('english', ${text}) or ${text} <% p.name or p.name % ${text} or p.name ilike ${`%${like}%`}`);
  return Number((result as unknown as { rows: { total: number | string }[] }).rows[0]?.total ?? 0);
}
