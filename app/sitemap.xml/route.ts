import { getSitemapIndexXml } from '@/features/crawl/queries';

// Rendered on its first request and served from the cache until a catalog or content change
// expires its tags (features/crawl/queries.ts), like the pages it lists. Not app/sitemap.ts:
// Next fixes generateSitemaps' files at build time, against the build's empty database.
export const revalidate = 3600;

/** The sitemap index: one file for the site's pages, then products by type, then content pages. */
export async function GET(): Promise<Response> {
  return new Response(await getSitemapIndexXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
