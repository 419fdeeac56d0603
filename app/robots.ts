import type { MetadataRoute } from 'next';
import { disallowedPaths } from '@/features/crawl/robots';
import { SITEMAP_INDEX_PATH } from '@/features/crawl/plan';
import { getSiteSettings } from '@/lib/config/site-settings';
import { absoluteUrl } from '@/lib/routes';

// SITE_URL is read when the file is asked for, never frozen into the build.
export const dynamic = 'force-dynamic';

/** robots.txt: the whole site, but not per-visitor pages, booking steps or endpoints; where the sitemap is. */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getSiteSettings();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: disallowedPaths() }],
    sitemap: absoluteUrl(SITEMAP_INDEX_PATH, siteUrl),
  };
}
