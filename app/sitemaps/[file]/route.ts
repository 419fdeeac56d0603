import { getSitemapFileXml } from '@/features/crawl/queries';

// Each file's XML is cached under the catalog and content tags (features/crawl/queries.ts); the
// response is not, so a made-up file name never takes a place in the page cache.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

/** One sitemap file of the index (/sitemaps/products-show-1.xml); 404 for any other name. */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const xml = await getSitemapFileXml((await context.params).file);
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' },
  });
}
