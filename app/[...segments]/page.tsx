import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ContentPage, contentMetadata } from '@/app/_content/content-page';
import { resolvePageEntry } from '@/features/content/page-entry';
import { NOT_FOUND_DOCUMENT_TITLE } from '@/components/not-found-view';
import { CONTENT_PAGE_PATHS, contentPageSegments } from '@/lib/config/content-pages';
import { isProductionBuild } from '@/lib/env';
import { routes } from '@/lib/routes';

// Content-managed static routes (storefront 2.2, 2.10). Rendered on first request and then
// served from the cache; every read carries its entry's tag (content:entry:{url}), so an edit
// of the entry renders the page again on its next request.
export const revalidate = 300;

// Only the configured content paths exist here (lib/config/content-pages.ts). Any other path
// never reaches this page and gets Next's not-found page: status 404 with its full markup, one
// cached page for all unknown urls. (notFound() from a page would send an empty 404 body in
// Next 16, and caching every made-up url would crowd out real pages.)
export const dynamicParams = false;

export function generateStaticParams() {
  return CONTENT_PAGE_PATHS.map((path) => ({ segments: contentPageSegments(path) }));
}

type Props = { params: Promise<{ segments: string[] }> };

/**
 * The entry at the path (content service first, then the catalog by url), or null. Keyed on a
 * string: React's cache compares arguments by identity, and metadata and page get their own arrays.
 */
const loadByKey = cache(async (key: string) => {
  const segments = JSON.parse(key) as string[];
  const params = routes.contentPage.parseSegments(segments);
  if (params === null) return null;
  const path = routes.contentPage.build(params);
  const resolved = await resolvePageEntry(path);
  return resolved === null ? null : { path, entry: resolved.entry };
});
const load = (segments: readonly string[]) => loadByKey(JSON.stringify(segments));

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load((await props.params).segments);
  if (loaded === null) return { title: { absolute: NOT_FOUND_DOCUMENT_TITLE }, robots: 'noindex' };
  return contentMetadata(loaded.entry, loaded.path);
}

export default async function Page(props: Props) {
  const loaded = await load((await props.params).segments);
  if (loaded === null) {
    // `next build` renders against an empty database (README): draw nothing, never cached for use.
    if (isProductionBuild()) return <main id="main" className="page" />;
    // A configured path whose entry was removed: the not-found page (spec 2.10). Its HTML body is
    // empty in Next 16 (the page arrives in the RSC payload); the fix is removing the path from
    // the configured list, which puts it back on the full not-found page.
    notFound();
  }
  return <ContentPage entry={loaded.entry} path={loaded.path} />;
}
