import type { Metadata } from 'next';
import { LandingRoutePage, landingRouteMetadata } from '@/app/_content/landing-route';
import { CONTENT_PAGE_PATHS, contentPageSegments } from '@/lib/config/content-pages';
import { STATIC_LANDING_SHAPES } from '@/lib/routes';

// Content-managed pages (storefront 2.2, 2.10): the catch-all at the end of the route list.
// Rendered on first request and then served from the cache; every read carries its entry's tag
// (content:entry:{url}), so an edit of the entry renders the page again on its next request.
export const revalidate = 300;

// Only the configured content paths exist here (lib/config/content-pages.ts). Any other path
// never reaches this page and gets Next's not-found page: status 404 with its full markup, one
// cached page for all unknown urls. (notFound() from a page would send an empty 404 body in
// Next 16, and caching every made-up url would crowd out real pages.) Paths below a section of
// the static routes (/shows/…, /nightlife/…, /hotels/…) have routes of their own
// (app/{section}/…), which take any name and rely on the known-path check instead.
export const dynamicParams = false;

const SECTIONS: ReadonlySet<string> = new Set(Object.keys(STATIC_LANDING_SHAPES));

export function generateStaticParams() {
  return CONTENT_PAGE_PATHS.map(contentPageSegments)
    .filter((segments) => segments.length < 2 || !SECTIONS.has(segments[0] ?? ''))
    .map((segments) => ({ segments }));
}

type Props = { params: Promise<{ segments: string[] }> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  return landingRouteMetadata((await props.params).segments);
}

export default async function Page(props: Props) {
  return <LandingRoutePage segments={(await props.params).segments} />;
}
