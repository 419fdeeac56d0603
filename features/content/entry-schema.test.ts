import { describe, expect, it } from 'vitest';
import { MAIN_NAV } from '@/lib/config/site';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { buildDemoContent } from '@/lib/db/seed/content';
import { contentEntrySchema, describeIssues, LAYOUT_TYPES, normalizeEntryUrl, WIDGET_TYPES } from './entry-schema';

const page = (data: Record<string, unknown> = {}, content: Record<string, unknown> = {}) => ({
  url: '/shows/magic/',
  type: 'page',
  data: { name: 'Magic shows', layoutId: 'link-farm', type: 'LINK_FARM', content: { pageHeader: 'Magic', ...content }, ...data },
});

const issuesOf = (input: unknown) => {
  const result = contentEntrySchema.safeParse(input);
  return result.success ? [] : describeIssues(result.error);
};

describe('content entry schema (storefront 3)', () => {
  it('accepts a content page entry with the spec fields and fills the defaults', () => {
    const parsed = contentEntrySchema.parse(
      page(
        { seoMeta: { description: 'Magic on the Strip', robots: 'index, follow', pageTitle: 'Magic Shows' } },
        {
          pageIntro: 'Intro',
          banner: { publicPath: '/img/banner.jpg', title: 'Banner' },
          bodyBanner: { publicPath: '/img/body.jpg' },
          circleDivider: { left: { title: 'Best rate' }, center: { title: 'Secure' }, right: { title: 'Phone' } },
          defaultSearchProduct: 'SHOW',
          activeMerchList: 'MoreShows',
          searchHero: { productType: 'SHOW', heading: 'LAS VEGAS SHOWS', intro: 'Find a show' },
          adReelMerchList: 'Reel',
          layoutType: 'TWO_COLUMN',
          subNavigation: {
            name: 'Shows',
            navigation: [{ title: 'Comedy', dropdownLinks: [{ title: 'Stand-up', link: '/shows/comedy/' }], searchWidgets: [{ productType: 'SHOW' }] }],
            limitedTimeCalendar: [{ title: 'Magic week', link: '/shows/magic/', startDate: '2026-12-01', endDate: '2026-12-07' }],
          },
        },
      ),
    );
    expect(parsed.type).toBe('page');
    if (parsed.type !== 'page') return;
    expect(parsed.data.dateBased).toBe(false);
    expect(parsed.data.content.widgets).toEqual([]);
    expect(parsed.data.content.subNavigation?.navigation[0]?.dropdownLinks[0]?.link).toBe('/shows/comedy/');
  });

  it('gives the sub-navigation at most three ad slots, below the groups unless adsOnTop', () => {
    const nav = (ads: number) => ({ name: 'Deals', navigation: [], ads: Array.from({ length: ads }, (_, i) => ({ adId: `ad-${i}` })) });
    expect(issuesOf(page({}, { subNavigation: nav(3) }))).toEqual([]);
    expect(issuesOf(page({}, { subNavigation: nav(4) }))[0]).toMatch(/subNavigation\.ads/);
    const parsed = contentEntrySchema.parse(page({}, { subNavigation: nav(1) }));
    expect(parsed.type === 'page' && parsed.data.content.subNavigation).toMatchObject({ adsOnTop: false, recentlySeen: false });
  });

  it('knows every layout type of 2.10 and refuses others', () => {
    for (const type of LAYOUT_TYPES) expect(issuesOf(page({ type }))).toEqual([]);
    expect(issuesOf(page({ type: 'MAGAZINE' }))[0]).toMatch(/^data\.type: /);
  });

  it('knows every widget type of 2.10, with the fields section 3 gives them', () => {
    expect([...WIDGET_TYPES].sort()).toEqual(
      ['headerBlock', 'headerBlockWAds', 'featuredList', 'adBlock', 'promotionalSearch', 'linkFarm', 'dynamicLinkFarm', 'markdownBlock', 'markdownList', 'promoBlock', 'standardSearch', 'merchCardList', 'formSelector', 'tips', 'FAQ', 'adBox', 'textBox', 'giftCardShop', 'groupRequestForm'].sort(),
    );
    const widgets = [
      { widgetType: 'headerBlock', heading: 'Shows', bannerImages: [{ publicPath: '/a.jpg' }], ads: [{ adId: 'ad-1' }], body: 'b', videoLink: 'https://video.example/x', customSliderSettings: { delayMs: 5000 } },
      {
        widgetType: 'linkFarm',
        heading: 'Links',
        closingLink: { text: 'All', url: '/shows/' },
        columns: [{ links: [{ href: '/shows/comedy/', text: 'Comedy', preText: 'See', postText: 'tonight', product: 'x' }] }],
        infoCard: { _id: 'c1', title: 'Card', description: 'd', href: '/x/', image: { publicPath: '/c.jpg' }, productId: 'Show;/shows/x/;1234' },
        sideColumnMerchList: { merchList: 'MoreShows', promotion: true, fromPrice: true },
        adId: 'ad-2',
        selectDisplayType: 'MERCH_LIST',
      },
      { widgetType: 'promoBlock', image: { publicPath: '/p.jpg' }, promoType: 'HOTEL', href: '/hotels/', heading: 'Deals', description: 'd', buttonText: 'Go' },
      { widgetType: 'tips', tips: [{ _id: 't1', text: 'Tip', blurb: 'More' }] },
      { widgetType: 'giftCardShop' },
      { widgetType: 'groupRequestForm' },
      { widgetType: 'FAQ', entries: [] },
    ];
    const parsed = contentEntrySchema.parse(page({}, { widgets }));
    if (parsed.type !== 'page') throw new Error('not a page');
    expect(parsed.data.content.widgets.at(-1)).toEqual({ widgetType: 'FAQ', title: 'Frequently Asked Questions', entries: [] });
    // The gift card shop holds no settings: its forms are client islands of features/giftcards.
    expect(issuesOf(page({}, { widgets: [{ widgetType: 'giftCardShop', heading: 'x' }] }))[0]).toMatch(/^data\.content\.widgets\.0: .*heading/);
  });

  it('refuses mistyped field names, bad hrefs, bad info-card product ids and reversed calendar dates, saying where', () => {
    expect(issuesOf(page({}, { pageHeadr: 'x' }))[0]).toMatch(/^data\.content: .*pageHeadr/);
    expect(issuesOf(page({}, { widgets: [{ widgetType: 'promoBlock', promoType: 'X', href: 'javascript:alert(1)', heading: 'h' }] }))[0]).toMatch(
      /^data\.content\.widgets\.0\.href: /,
    );
    expect(issuesOf({ url: '/blocks/card/', type: 'infoCard', data: { _id: 'c', title: 't', productId: '1234' } })[0]).toMatch(/^data\.productId: .*name;url;id/);
    expect(issuesOf({ url: '/blocks/cal/', type: 'limitedTimeCalendarEntry', data: { title: 't', link: '/x/', startDate: '2026-12-07', endDate: '2026-12-01' } })[0]).toMatch(
      /^data\.endDate: /,
    );
  });

  it('accepts a product entry with the spec fields', () => {
    const parsed = contentEntrySchema.parse({
      url: '/shows/magic/the-great-show',
      type: 'product',
      data: {
        id: 1234,
        name: 'The Great Show',
        displayTitle: 'The Great Show at the Palace',
        productType: 'SHOW',
        localPhoneNumber: '702-555-0100',
        freePhoneNumber: '1-888-555-0100',
        features: [{ name: 'Duration', description: '90 minutes' }],
        featuredLargePhoto: { url: '/img/large.jpg' },
        slideshowPhotos: [{ url: '/img/1.jpg', height: 533, width: 800 }],
        summary: 's',
        description: 'd',
        streetAddress: '3570 Las Vegas Blvd S',
        longitude: -115.17,
        latitude: 36.11,
        mobileDescription: 'm',
        slideShowUrl: '/slides/1/',
        seoMeta: { priority: 0.8, updateFrequency: 'daily' },
      },
    });
    expect(parsed.url).toBe('/shows/magic/the-great-show/');
    expect(issuesOf({ url: '/p/', type: 'product', data: { id: 1, name: 'x', productType: 'CASINO' } })[0]).toMatch(/^data\.productType: /);
  });

  it('keeps the header entry at /header/ with content.links.navigation', () => {
    const header = { type: 'header', data: { content: { links: { navigation: [{ title: 'Shows', link: '/shows' }] } } } };
    const parsed = contentEntrySchema.parse({ url: '/header', ...header });
    expect(parsed).toEqual({ url: '/header/', type: 'header', data: { content: { links: { navigation: [{ title: 'Shows', link: '/shows', dropdownLinks: [] }] } } } });
    expect(issuesOf({ url: '/other/', ...header })[0]).toMatch(/^url: the header entry lives at \/header\//);
    expect(issuesOf(page({}, {})).length).toBe(0);
    expect(issuesOf({ ...page(), url: '/header/' })[0]).toMatch(/^url: /);
  });

  it('normalises urls to one key and refuses what is no site path', () => {
    expect(normalizeEntryUrl('/nightlife/new-years-eve')).toBe('/nightlife/new-years-eve/');
    expect(normalizeEntryUrl('/nightlife/new-years-eve/?x=1#top')).toBe('/nightlife/new-years-eve/');
    expect(normalizeEntryUrl('/')).toBe('/');
    for (const bad of ['', 'shows', '//evil.example/', '/a//b/', '/a b/', `/${'x'.repeat(300)}/`]) expect(normalizeEntryUrl(bad)).toBeNull();
  });

  it('accepts every demo-city content entry, and the header entry carries the default main nav', () => {
    const entries = buildDemoContent(buildCatalog(1), '2026-12-01').map((e) => contentEntrySchema.parse(e));
    expect(new Set(entries.map((e) => e.type))).toEqual(new Set(['header', 'page', 'product', 'tip', 'limitedTimeCalendarEntry', 'ad']));
    const header = entries.find((e) => e.type === 'header');
    if (header?.type !== 'header') throw new Error('no header entry');
    expect(header.data.content.links.navigation.map((n) => [n.title, n.link, n.dropdownLinks.map((d) => d.title)])).toEqual(
      MAIN_NAV.map((n) => [n.label, n.href, (n.children ?? []).map((c) => c.label)]),
    );
  });
});
