import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NOT_FOUND_DOCUMENT_TITLE } from '@/components/not-found-view';

/**
 * The end of the route list (spec 2.2): any path no other route claims is the not-found
 * page, answered with status 404.
 */
export const metadata: Metadata = {
  title: { absolute: NOT_FOUND_DOCUMENT_TITLE },
  robots: { index: false, follow: true },
};

// No path is rendered at build; each unknown path renders on its first request and is then
// served from the cache (lib/cache/cache-handler.mjs, bounded), like every crawlable page.
export const revalidate = 3600;
export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

export default function CatchAllPage(): never {
  notFound();
}
