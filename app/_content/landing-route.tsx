import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ContentPage, contentMetadata } from '@/app/_content/content-page';
import { resolvePageEntry } from '@/features/content/page-entry';
import { NOT_FOUND_DOCUMENT_TITLE } from '@/components/not-found-view';
import { isProductionBuild } from '@/lib/env';
import { routes } from '@/lib/routes';

/**
 * The content-managed static routes of storefront 2.2 (shows/{category}/{name}, nightlife/...,
 * hotels/{name}, ..., and the catch-all that ends the list) share this page: the entry at the path
 * (content service first, then the catalog product whose landing url it is), drawn by ContentPage.
 * Made-up paths of these shapes never get here under scripts/server.mjs (features/content/
 * known-paths.ts answers them with the one not-found page); anywhere else they get notFound().
 *
 * Keyed on a string: React's cache compares arguments by identity, and metadata and page get
 * their own arrays.
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

export async function landingRouteMetadata(segments: readonly string[]): Promise<Metadata> {
  const loaded = await load(segments);
  if (loaded === null) return { title: { absolute: NOT_FOUND_DOCUMENT_TITLE }, robots: 'noindex' };
  return contentMetadata(loaded.entry, loaded.path);
}

export async function LandingRoutePage({ segments }: { segments: readonly string[] }) {
  const loaded = await load(segments);
  if (loaded === null) {
    // `next build` renders against an empty database (README): draw nothing, never cached for use.
    if (isProductionBuild()) return <main id="main" className="page" />;
    notFound();
  }
  return <ContentPage entry={loaded.entry} path={loaded.path} />;
}
