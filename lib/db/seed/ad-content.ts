import { HOME_AD_IDS } from '@/lib/config/content-pages';
import { LINE_PAGES, type ProductType } from '@/lib/config/product-types';
import { productDetailsPath, routes } from '@/lib/routes/routes';
import type { CatalogPlan, ProductPlan } from './catalog';
import type { SeedContentEntry } from './content';

/**
 * The demo city's ads (issue 12 item 10) and the product landing page that shows them
 * (storefront 2.10): each ad is a content entry at /ads/{adId}/ whose image is a generated product
 * image served under /media (300x300, the 300 slot), linking to that product's page or to a line
 * or deals page. Every ad id a seeded page names is seeded here.
 */

export const TOP_DEALS_PATH = routes.contentPage.build({ segments: ['deals', 'today'] });
const DEALS_PATH = routes.contentPage.build({ segments: ['deals'] });

type AdSeed = { id: string; product: ProductPlan; href: string; headline: string; text?: string };

function adEntry(ad: AdSeed): SeedContentEntry {
  const square = ad.product.images.find((image) => image.size === 'SQUARELARGE');
  return {
    url: `/ads/${ad.id}/`,
    type: 'ad',
    data: {
      id: ad.id,
      image: { publicPath: square?.path ?? '', title: ad.product.product.name, width: square?.width ?? 300, height: square?.height ?? 300 },
      href: ad.href,
      size: 300,
      headline: ad.headline,
      ...(ad.text ? { text: ad.text } : {}),
    },
  };
}

const firstOf = (plan: CatalogPlan, type: ProductType, count: number) => plan.products.filter((p) => p.product.type === type).slice(0, count);

const pageOf = (p: ProductPlan, fallback: string) =>
  productDetailsPath(p.product.type, { productID: p.product.id, productName: p.product.name }) ?? fallback;

/** The ads and the 'Today's Top Deals' landing page; nothing when the catalog lacks the products. */
export function buildAdContent(plan: CatalogPlan): SeedContentEntry[] {
  const shows = firstOf(plan, 'SHOW', 5);
  const hotels = firstOf(plan, 'HOTEL', 6);
  const tours = firstOf(plan, 'TOUR', 3);
  const attractions = firstOf(plan, 'ATTRACTION', 2);
  const [show1, show2, show3, show4, show5] = shows;
  const [hotel1, hotel2, hotel3, hotel4, hotel5, hotel6] = hotels;
  const [tour1, tour2, tour3] = tours;
  const [attraction1, attraction2] = attractions;
  if (!show1 || !show2 || !show3 || !show4 || !show5 || !hotel1 || !hotel2 || !hotel3 || !hotel4 || !hotel5 || !hotel6 || !tour1 || !tour2 || !tour3 || !attraction1 || !attraction2) return [];

  // Three slides of a show, a hotel and a tour or attraction each.
  const topDeals: AdSeed[] = [
    { id: 'top-deal-show-1', product: show1, href: pageOf(show1, LINE_PAGES.shows), headline: show1.product.name, text: 'Tonight’s best seats' },
    { id: 'top-deal-hotel-1', product: hotel1, href: pageOf(hotel1, LINE_PAGES.hotels), headline: hotel1.product.name, text: 'Best rate guaranteed' },
    { id: 'top-deal-tour-1', product: tour1, href: pageOf(tour1, LINE_PAGES.tours), headline: tour1.product.name, text: 'Small groups, local guides' },
    { id: 'top-deal-show-2', product: show2, href: pageOf(show2, LINE_PAGES.shows), headline: show2.product.name, text: 'Midweek discount' },
    { id: 'top-deal-hotel-2', product: hotel2, href: pageOf(hotel2, LINE_PAGES.hotels), headline: hotel2.product.name, text: 'Third night free' },
    { id: 'top-deal-attraction-1', product: attraction1, href: pageOf(attraction1, LINE_PAGES.attractions), headline: attraction1.product.name },
    { id: 'top-deal-show-3', product: show3, href: pageOf(show3, LINE_PAGES.shows), headline: show3.product.name },
    { id: 'top-deal-hotel-3', product: hotel3, href: pageOf(hotel3, LINE_PAGES.hotels), headline: hotel3.product.name, text: 'Resort fee included' },
    { id: 'top-deal-tour-2', product: tour2, href: pageOf(tour2, LINE_PAGES.tours), headline: tour2.product.name },
  ];
  const header: AdSeed[] = [
    { id: 'header-shows-this-week', product: show4, href: LINE_PAGES.shows, headline: 'Shows this week', text: 'Headliners, magic and comedy from $29' },
    { id: 'header-hotel-sale', product: hotel4, href: LINE_PAGES.hotels, headline: 'Midweek hotel sale', text: 'Strip rooms from Sunday to Thursday' },
    { id: 'header-attractions', product: attraction2, href: LINE_PAGES.attractions, headline: 'Attractions for every age' },
  ];
  // Each ad has its own product's image, so a slide's images are requested by that slide alone.
  // The home page's slots (HOME_AD_IDS, storefront 2.3): the site's own promotions, one a line,
  // with products of their own too (sharing the third slide's made /deals/today load its images early).
  const [homeRate, homeShows, homeTrips] = HOME_AD_IDS;
  const home: AdSeed[] = [
    { id: homeRate, product: hotel6, href: LINE_PAGES.hotels, headline: 'Best Rate Guarantee', text: 'Found it cheaper? We match it on every hotel.' },
    { id: homeShows, product: show5, href: LINE_PAGES.shows, headline: 'Tonight in Las Vegas', text: 'Seats for the biggest shows, from comedy to Cirque.' },
    { id: homeTrips, product: tour3, href: LINE_PAGES.tours, headline: 'Grand Canyon Day Trips', text: 'Helicopter and coach tours from the Strip.' },
  ];
  const box: AdSeed = { id: 'deals-hotel-of-the-week', product: hotel5, href: DEALS_PATH, headline: 'All of this week’s deals', text: 'Hotels, shows and tours on sale' };

  const landing: SeedContentEntry = {
    url: `${TOP_DEALS_PATH}/`,
    type: 'page',
    data: {
      name: "Today's Top Deals in Las Vegas",
      layoutId: 'product-landing',
      type: 'PRODUCT_LANDING_PAGE',
      dateBased: false,
      seoMeta: {
        pageTitle: "Today's Top Deals: Las Vegas Shows, Hotels and Tours",
        description: 'The best prices of the day on Las Vegas show tickets, Strip hotels, tours and attractions, picked by our local team.',
      },
      content: {
        pageHeader: "Today's Top Deals",
        pageIntro:
          'Our local team picks the best prices of the day: show tickets with the best seats left, Strip hotels with a guaranteed rate, and tours and attractions for every group. Deals change every morning.',
        circleDivider: {
          left: { title: 'Best rate guarantee', href: routes.contentPage.build({ segments: ['best-price-guarantee'] }) },
          center: { title: 'Secure booking', href: routes.contentPage.build({ segments: ['privacy-policy'] }) },
          right: { title: 'Questions? Call us', text: 'Our team answers every day.' },
        },
        adReel: topDeals.map((ad) => ({ adId: ad.id })),
        widgets: [
          {
            widgetType: 'headerBlockWAds',
            heading: 'This week on the Strip',
            body: 'New headliners open every week and hotels cut midweek rates. Book early for the weekend: the best seats and rooms go first.',
            ads: header.map((ad) => ({ adId: ad.id })),
            customSliderSettings: { firstDelayMs: 7_000, delayMs: 5_000, speedMs: 500 },
          },
          { widgetType: 'adBox', heading: 'Deal of the week', adId: box.id },
          {
            widgetType: 'textBox',
            heading: 'How our deals work',
            body: 'Every price you see is the **total before tax** for the dates you pick. Deals last while seats and rooms remain; a deal that ends today says so on its page.',
            link: { text: 'Our best price guarantee', href: routes.contentPage.build({ segments: ['best-price-guarantee'] }) },
          },
          {
            widgetType: 'linkFarm',
            heading: 'More ways to save',
            columns: [
              { links: [{ href: DEALS_PATH, text: 'All Las Vegas deals' }, { href: LINE_PAGES.hotels, text: 'Hotel deals' }] },
              { links: [{ href: LINE_PAGES.shows, text: 'Show tickets' }, { href: LINE_PAGES.tours, text: 'Tours' }, { href: LINE_PAGES.attractions, text: 'Attractions' }] },
            ],
            selectDisplayType: 'LINKS',
          },
        ],
      },
    },
  };

  return [landing, ...[...topDeals, ...header, box, ...home].map(adEntry)];
}
