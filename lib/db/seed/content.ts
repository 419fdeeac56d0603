import { LINE_PAGES } from '@/lib/config/product-types';
import { MAIN_NAV } from '@/lib/config/site';
import { HOLIDAY_SHOWS_PROMOTION_PATH } from '@/lib/config/content-pages';
import type { Runner } from '../rows';
import { contentEntries, type ContentEntryType } from '../schema';
import type { CatalogPlan } from './catalog';
import { getSiteSettings } from '@/lib/config/site-settings';
import { buildAboutPages, type AboutSite } from './about-pages';
import { buildAdContent } from './ad-content';
import { NAV_CONTENT_PAGES } from './content-pages';
import { PROMOTION_PAGES } from './promotion-pages';

/**
 * The demo city's content entries (issue 12): the header entry, whose navigation is the site's
 * default main nav (so switching the header to content changes nothing until an editor does), a
 * few example pages of the spec's layouts, a product entry and reusable blocks. Written in the
 * spec's field names; features/content/entry-schema.ts validates them (its tests check this list).
 */
export type SeedContentEntry = { url: string; type: ContentEntryType; data: unknown };

const calendarDay = (firstDate: string, days: number) => {
  const date = new Date(`${firstDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The brand, phone and support address of the site's configuration, for the About pages. */
export function aboutSiteFromEnv(): AboutSite {
  // The inbox the chat console's messages reach too (SUPPORT_EMAIL, else support@ MAIL_FROM's domain).
  const { siteName, phone, supportEmail } = getSiteSettings();
  return { siteName, phone, supportEmail };
}

export function buildDemoContent(plan: CatalogPlan, firstDate: string, site: AboutSite = aboutSiteFromEnv()): SeedContentEntry[] {
  const header: SeedContentEntry = {
    url: '/header/',
    type: 'header',
    data: {
      content: {
        links: {
          navigation: MAIN_NAV.map((item) => ({
            title: item.label,
            link: item.href,
            dropdownLinks: (item.children ?? []).map((child) => ({ title: child.label, link: child.href })),
          })),
        },
      },
    },
  };

  const newYearsEve: SeedContentEntry = {
    url: '/nightlife/new-years-eve/',
    type: 'page',
    data: {
      name: "New Year's Eve in Las Vegas",
      layoutId: 'link-farm',
      type: 'LINK_FARM',
      dateBased: false,
      seoMeta: {
        pageTitle: "Las Vegas New Year's Eve 2027: Parties, Clubs and Shows",
        description: "Ring in the new year on the Strip: nightclub parties, countdown shows and where to watch the fireworks.",
        robots: 'index, follow',
      },
      content: {
        pageHeader: "New Year's Eve in Las Vegas",
        pageIntro: 'The Strip closes to cars at sunset and the fireworks start at midnight. Book a club, a show or a pool party early: the best tables go first.',
        widgets: [
          {
            widgetType: 'linkFarm',
            heading: 'Plan your night',
            columns: [
              {
                links: [
                  { href: LINE_PAGES.nightclubs, text: 'Nightclub parties' },
                  { href: LINE_PAGES.poolClubs, text: 'Pool club day parties' },
                  { href: LINE_PAGES.bars, text: 'Bars and lounges' },
                ],
              },
              {
                links: [
                  { href: LINE_PAGES.shows, text: 'Countdown shows', postText: 'with late performances' },
                  { href: LINE_PAGES.hotels, text: 'Hotels on the Strip' },
                  { href: LINE_PAGES.restaurants, text: 'New Year dinners' },
                ],
              },
            ],
            closingLink: { text: 'All nightlife', url: '/nightlife/' },
            selectDisplayType: 'LINKS',
          },
          {
            widgetType: 'tips',
            heading: 'Insider tips',
            tips: [
              { _id: 'nye-arrive-early', text: 'Arrive before 9 pm', blurb: 'Lines at the big clubs reach the casino floor by 10 pm.' },
              { _id: 'nye-walk', text: 'Walk, do not drive', blurb: 'Las Vegas Boulevard closes to traffic from early evening.' },
            ],
          },
          { widgetType: 'FAQ', title: 'Frequently Asked Questions', entries: [{ question: 'Is there a dress code?', answer: 'Most nightclubs ask for closed shoes and no sportswear.' }] },
        ],
      },
    },
  };

  const deals: SeedContentEntry = {
    url: '/deals/',
    type: 'page',
    data: {
      name: 'Las Vegas Deals',
      layoutId: 'promotion',
      type: 'PROMOTION',
      dateBased: true,
      seoMeta: { pageTitle: 'Las Vegas Deals on Hotels, Shows and Tours', description: 'This week’s best prices on hotels, show tickets and tours in Las Vegas.' },
      content: {
        pageHeader: 'Las Vegas Deals',
        pageIntro: 'Prices drop midweek: compare the best hotel rates and show tickets of the coming days.',
        widgets: [
          { widgetType: 'promoBlock', promoType: 'HOTEL', href: LINE_PAGES.hotels, heading: 'Hotel deals', description: 'Best-rate guarantee on every hotel.', buttonText: 'See hotels' },
          { widgetType: 'promoBlock', promoType: 'SHOW', href: LINE_PAGES.shows, heading: 'Show tickets', description: 'Discounts on this week’s shows.', buttonText: 'See shows' },
          {
            widgetType: 'promoBlock',
            promoType: 'SHOW',
            href: HOLIDAY_SHOWS_PROMOTION_PATH,
            heading: 'Holiday shows',
            description: 'The season’s featured shows, hotels and tours in one place.',
            buttonText: 'See holiday deals',
          },
          { widgetType: 'standardSearch', productType: 'SHOW' },
        ],
        subNavigation: {
          name: 'Deals',
          // Three 300-size ads of ./ad-content.ts under the groups, and what the visitor last looked at.
          ads: [{ adId: 'top-deal-show-1' }, { adId: 'top-deal-hotel-1' }, { adId: 'top-deal-tour-1' }],
          recentlySeen: true,
          navigation: [
            { title: 'Hotels', dropdownLinks: [{ title: 'Hotel deals', link: LINE_PAGES.hotels }], searchWidgets: [{ productType: 'HOTEL' }] },
            { title: 'Shows', dropdownLinks: [{ title: 'Show deals', link: LINE_PAGES.shows }], searchWidgets: [{ productType: 'SHOW' }] },
          ],
          limitedTimeCalendar: [
            { title: 'Midweek hotel sale', link: LINE_PAGES.hotels, startDate: firstDate, endDate: calendarDay(firstDate, 13) },
          ],
        },
      },
    },
  };

  const blocks: SeedContentEntry[] = [
    {
      url: '/blocks/tips/best-price-guarantee/',
      type: 'tip',
      data: { _id: 'best-price-guarantee', text: 'Best price guarantee', blurb: 'Found a better public rate? Tell us and we rebook your hotel at that rate.' },
    },
    {
      url: '/blocks/calendar/midweek-hotel-sale/',
      type: 'limitedTimeCalendarEntry',
      data: { title: 'Midweek hotel sale', link: LINE_PAGES.hotels, startDate: firstDate, endDate: calendarDay(firstDate, 13) },
    },
  ];

  // A product entry for the first show: the content service's view of a catalog product.
  const show = plan.products.find((p) => p.product.type === 'SHOW')?.product;
  const products: SeedContentEntry[] = show
    ? [
        {
          url: show.url,
          type: 'product',
          data: {
            id: show.id,
            name: show.name,
            displayTitle: show.name,
            productType: show.type,
            ...(show.localPhone ? { localPhoneNumber: show.localPhone } : {}),
            features: show.features ?? [],
            summary: show.shortDescription,
            description: show.description,
            streetAddress: show.address,
            longitude: show.longitude,
            latitude: show.latitude,
            seoMeta: { pageTitle: `${show.name} Tickets`, priority: 0.8, updateFrequency: 'daily' },
          },
        },
      ]
    : [];

  return [header, newYearsEve, deals, ...NAV_CONTENT_PAGES, ...PROMOTION_PAGES, ...buildAboutPages(site), ...blocks, ...products, ...buildAdContent(plan)];
}

/**
 * Writes the demo entries missing from the store (by url) and returns how many it wrote. An entry
 * already there is never touched, whether the seed wrote it or an editor changed it since, so a
 * database seeded before a page existed gets that page and keeps everything else as it is.
 */
export async function writeDemoContent(db: Runner, entries: readonly SeedContentEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const written = await db
    .insert(contentEntries)
    .values(entries.map((e) => ({ url: e.url.endsWith('/') ? e.url : `${e.url}/`, type: e.type, data: e.data })))
    .onConflictDoNothing({ target: contentEntries.url })
    .returning({ url: contentEntries.url });
  return written.length;
}
