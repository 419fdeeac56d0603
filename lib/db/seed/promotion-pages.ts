import { HOLIDAY_SHOWS_PROMOTION_PATH } from '@/lib/config/content-pages';
import { LINE_PAGES } from '@/lib/config/product-types';
import { routes } from '@/lib/routes/routes';
import type { SeedContentEntry } from './content';

/**
 * The demo city's promotion page (PROMOTION layout, storefront 2.10): splash, summary, terms and
 * the two synced tab sets. Its results tabs show merchandising lists the catalog seed writes
 * (lib/db/seed/merch.ts), so every tab has real products with prices and promotion labels.
 */
const groupBookings = routes.contentPage.build({ segments: ['lounge', 'group-bookings'] });
const bestPrice = routes.contentPage.build({ segments: ['best-price-guarantee'] });

export const PROMOTION_PAGES: readonly SeedContentEntry[] = [
  {
    url: `${HOLIDAY_SHOWS_PROMOTION_PATH}/`,
    type: 'page',
    data: {
      name: 'Holiday Shows and Hotel Deals',
      layoutId: 'promotion',
      type: 'PROMOTION',
      dateBased: true,
      seoMeta: {
        pageTitle: 'Las Vegas Holiday Shows: Ticket and Hotel Deals for the Season',
        description:
          'Holiday-season prices on Las Vegas show tickets, Strip hotels, attractions and tours: search your dates and see this season’s featured offers.',
        robots: 'index, follow',
      },
      content: {
        pageHeader: 'Holiday Shows and Hotel Deals',
        pageIntro:
          'The weeks between Thanksgiving and New Year’s are some of the liveliest in Las Vegas: headliners add performances, production shows put on festive numbers and the resorts dress up their lobbies. Pick your dates below and see what is on.',
        splashImage: { publicPath: '/promotions/holiday-shows.svg', title: 'Holiday shows on the Las Vegas Strip' },
        summary:
          'Featured shows, hotels, attractions and tours of the season, each with its lowest current price. **Search your dates** in the tabs below: the results open in a new tab with the season’s picks first, so you can compare without losing this page.',
        promotionWidgets: ['SHOW', 'HOTEL', 'ATTRACTION', 'TOUR', 'AIR_HOTEL'],
        promotionResults: [
          { productType: 'SHOW', merchList: 'HomeFeaturedShows', label: 'Featured shows' },
          { productType: 'HOTEL', merchList: 'DailyDeals', label: 'Hotel deals' },
          { productType: 'ATTRACTION', merchList: 'MoreAttractions', label: 'Attractions' },
          { productType: 'TOUR', merchList: 'MoreTours', label: 'Tours' },
        ],
        termsOfService: [
          '- Prices shown are per ticket (shows, attractions, tours) or per room per night (hotels), before fees and taxes, and change with availability. The price is confirmed in your cart before you pay.',
          '- Offers marked with a promotion apply to new bookings only and cannot be combined with other promo codes unless the cart says so.',
          '- Seats and rooms are limited; an item marked unavailable has no dates on sale right now.',
          '- Show times, casts and holiday programmes are set by each venue and may change; we tell you by e-mail if a performance you booked changes.',
          '- Cancellations and changes follow the rules of each product, shown on its page before you book.',
          `- Groups of 10 or more: see [group bookings](${groupBookings}). Found a lower price? Our [best price guarantee](${bestPrice}) applies.`,
        ].join('\n'),
        widgets: [
          {
            widgetType: 'markdownBlock',
            heading: 'Planning a holiday trip',
            body: [
              'Weekends in December fill up early, and the last week of the year is the busiest of all. Midweek nights in the first half of December usually have the best hotel rates, and many shows add matinees during the school holidays.',
              '',
              `For a New Year’s Eve trip, book the room and the show together: see the [New Year’s Eve guide](${routes.contentPage.build({ segments: ['nightlife', 'new-years-eve'] })}) and [all shows](${LINE_PAGES.shows}).`,
            ].join('\n'),
          },
          {
            widgetType: 'FAQ',
            title: 'Frequently Asked Questions',
            entries: [
              {
                question: 'Why do the search results open in a new tab?',
                answer: 'So you can compare several dates or product types and come back to this page and its featured offers.',
              },
              {
                question: 'Are the prices on this page final?',
                answer: 'They are the lowest current prices before fees and taxes. The exact total for your dates and seats is shown before you pay.',
              },
              {
                question: 'Do holiday performances sell out?',
                answer: 'The most popular shows often do around Christmas and New Year’s Eve; booking a few weeks ahead gives the best choice of seats.',
              },
            ],
          },
        ],
      },
    },
  },
];
