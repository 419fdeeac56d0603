import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteSearchPageBody, siteSearchMetadata } from '@/features/sitesearch/components/site-search-page';
import { getSiteSearchFirstPage } from '@/features/sitesearch/queries';
import { siteSearchTextOfKey } from '@/lib/cache/shared-queries.mjs';

// The cached twin of /iv2/searchresults/sitesearch?rq=…: one page per normalised query, reached
// only through the rewrite of lib/cache/shared-queries.mjs (the browser keeps the ?rq= url).
// Rendered on its first request, kept like the search results pages (five minutes, expired at
// once by a catalog change through the search's tags), bounded in the caches' query share.
export const revalidate = 300;

export function generateStaticParams(): { key: string }[] {
  return [];
}

type Props = { params: Promise<{ key: string }> };

async function queryOf(props: Props): Promise<string> {
  const query = siteSearchTextOfKey((await props.params).key);
  if (query === null) notFound();
  return query;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return siteSearchMetadata(await queryOf(props));
}

export default async function SharedSiteSearchRoute(props: Props) {
  return <SiteSearchPageBody page={await getSiteSearchFirstPage(await queryOf(props))} />;
}
