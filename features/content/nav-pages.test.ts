import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_PATHS } from '@/lib/config/content-pages';
import { MAIN_NAV } from '@/lib/config/site';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { buildDemoContent } from '@/lib/db/seed/content';
import { contentEntrySchema, normalizeEntryUrl, type Widget } from './entry-schema';

const demo = buildDemoContent(buildCatalog(1), '2026-12-01').map((entry) => contentEntrySchema.parse(entry));
const pages = new Map(demo.flatMap((entry) => (entry.type === 'page' ? [[entry.url, entry.data] as const] : [])));
const bare = (href: string) => (href.length > 1 && href.endsWith('/') ? href.slice(0, -1) : href);

/** Served here: a page file of app/ at that exact path, or a configured content path with a seeded page. */
function served(href: string): boolean {
  const path = bare(href);
  if (CONTENT_PAGE_PATHS.includes(path)) return pages.has(normalizeEntryUrl(path) ?? '');
  return existsSync(`app${path === '/' ? '' : path}/page.tsx`);
}

const navHrefs = MAIN_NAV.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]);

describe('content pages of the nav (issue 12 item 7)', () => {
  it('has a page for every main nav link and dropdown link: an app route or a seeded content page', () => {
    expect(navHrefs.length).toBeGreaterThan(25);
    expect(navHrefs.filter((href) => !served(href))).toEqual([]);
  });

  it('seeds a valid page entry for every configured content path', () => {
    for (const path of CONTENT_PAGE_PATHS) expect(pages.get(normalizeEntryUrl(path) ?? ''), path).toBeDefined();
  });

  it('gives each seeded nav page a title, a description, an intro and useful widgets', () => {
    for (const path of CONTENT_PAGE_PATHS) {
      const page = pages.get(normalizeEntryUrl(path) ?? '');
      expect(page?.seoMeta.pageTitle, path).toBeTruthy();
      expect(page?.seoMeta.description, path).toBeTruthy();
      expect(page?.content.pageIntro?.length ?? 0, path).toBeGreaterThan(60);
      expect(page?.content.widgets.length ?? 0, path).toBeGreaterThanOrEqual(2);
    }
  });

  it('links only to pages that exist', () => {
    const linksOf = (widget: Widget): string[] => {
      switch (widget.widgetType) {
        case 'linkFarm':
        case 'dynamicLinkFarm':
          return [...widget.columns.flatMap((c) => c.links.map((l) => l.href)), ...(widget.closingLink ? [widget.closingLink.url] : [])];
        case 'promoBlock':
          return [widget.href];
        default:
          return [];
      }
    };
    const internal = [...pages.values()].flatMap((page) => page.content.widgets.flatMap(linksOf)).filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(100);
    expect([...new Set(internal)].filter((href) => !served(href))).toEqual([]);
  });
});
