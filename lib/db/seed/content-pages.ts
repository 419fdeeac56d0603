import { LINE_PAGES } from '@/lib/config/product-types';
import { routes } from '@/lib/routes/routes';
import { HOLIDAY_SHOWS_PROMOTION_PATH } from '@/lib/config/content-pages';
import type { SeedContentEntry } from './content';

/**
 * The demo city's content pages for the main nav and its dropdowns (issue 12 item 7): one page
 * per content path of lib/config/content-pages.ts, written for a visitor planning a trip (what,
 * where, when, tips, questions), in the spec's field names. Facts that change (prices, dates,
 * opening hours) are given as "usually" or left to the venue, so the copy does not go stale.
 */

const lounge = (name: string) => routes.contentPage.build({ segments: ['lounge', name] });
const content = (...segments: [string, ...string[]]) => routes.contentPage.build({ segments });

export const CONTENT_LINKS = {
  nightlife: content('nightlife'),
  newYearsEve: content('nightlife', 'new-years-eve'),
  weddings: content('weddings'),
  deals: content('deals'),
  gaming: content('gaming'),
  giftcard: routes.giftcard.build(),
  airHotel: routes.airHotelLanding.build(),
  lounge: content('lounge'),
  guide: lounge('guide'),
  blog: lounge('blog'),
  festivals: lounge('festivals'),
  downtown: lounge('downtown'),
  golf: lounge('golf'),
  groupBookings: lounge('group-bookings'),
  events: lounge('events'),
  holidays: lounge('holidays'),
  sports: lounge('sports'),
  transportation: lounge('transportation'),
} as const;

type Link = readonly [href: string, text: string, postText?: string];

interface PageCopy {
  readonly url: string;
  readonly name: string;
  readonly pageTitle: string;
  readonly description: string;
  readonly intro: string;
  readonly type?: 'LINK_FARM' | 'LINK_FARM_CONDITIONAL' | 'CATEGORY_SEARCH';
  readonly defaultSearchProduct?: 'SHOW' | 'HOTEL' | 'AIR_HOTEL' | 'TOUR' | 'ATTRACTION' | 'CLUB' | 'RESTAURANT';
  readonly linksHeading: string;
  readonly links: readonly (readonly Link[])[];
  readonly closing?: readonly [href: string, text: string];
  readonly sections?: readonly (readonly [heading: string, markdown: string])[];
  readonly list?: readonly [heading: string, items: readonly string[]];
  readonly tips?: readonly (readonly [text: string, blurb: string])[];
  readonly faq?: readonly (readonly [question: string, answer: string])[];
  /** Widgets drawn first, above the link farm (the gift card page's shop, the group page's request form). */
  readonly leadWidgets?: readonly unknown[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function page(copy: PageCopy): SeedContentEntry {
  const widgets: unknown[] = [
    ...(copy.leadWidgets ?? []),
    {
      widgetType: 'linkFarm',
      heading: copy.linksHeading,
      columns: copy.links.map((column) =>
        ({ links: column.map(([href, text, postText]) => ({ href, text, ...(postText ? { postText } : {}) })) }),
      ),
      ...(copy.closing ? { closingLink: { url: copy.closing[0], text: copy.closing[1] } } : {}),
      selectDisplayType: 'LINKS',
    },
    ...(copy.sections ?? []).map(([heading, body]) => ({ widgetType: 'markdownBlock', heading, body })),
    ...(copy.list ? [{ widgetType: 'markdownList', heading: copy.list[0], items: copy.list[1] }] : []),
    ...(copy.tips && copy.tips.length > 0
      ? [{ widgetType: 'tips', heading: 'Insider tips', tips: copy.tips.map(([text, blurb]) => ({ _id: `${slug(copy.name)}-${slug(text)}`, text, blurb })) }]
      : []),
    ...(copy.faq && copy.faq.length > 0
      ? [{ widgetType: 'FAQ', title: 'Frequently Asked Questions', entries: copy.faq.map(([question, answer]) => ({ question, answer })) }]
      : []),
  ];
  return {
    url: copy.url,
    type: 'page',
    data: {
      name: copy.name,
      layoutId: 'link-farm',
      type: copy.type ?? 'LINK_FARM',
      dateBased: false,
      seoMeta: { pageTitle: copy.pageTitle, description: copy.description, robots: 'index, follow' },
      content: {
        pageHeader: copy.name,
        pageIntro: copy.intro,
        ...(copy.defaultSearchProduct ? { defaultSearchProduct: copy.defaultSearchProduct } : {}),
        widgets,
      },
    },
  };
}

/**
 * The group page's 'How group bookings work' (migration 0017 puts it on a page seeded before, in
 * place of GROUP_BOOKINGS_HOW_IT_WORKS_BEFORE, where an editor has not changed that text).
 */
export const GROUP_BOOKINGS_HOW_IT_WORKS =
  'Online you can book 1 to 4 hotel rooms at a time: search your dates, choose a hotel and a room type and pay at checkout. For **5 rooms or more**, choose **5+** rooms in the hotel search or fill in the group request form on this page with your dates, the number of rooms and guests and your budget: our sales team replies by e-mail with rates from several hotels, quoting the reference number the form gives you. Show tickets and tours can be booked online for up to the ticket limit of each show; for larger blocks, contact us so the seats are together.';
export const GROUP_BOOKINGS_HOW_IT_WORKS_BEFORE =
  'Online you can book up to four hotel rooms at a time. For a larger group, choose the **5+ rooms** option in the hotel search and send your dates, the number of rooms and your budget: we come back with rates from several hotels. Show tickets and tours can be booked online for up to the ticket limit of each show; for larger blocks, contact us so the seats are together.';

const L = LINE_PAGES;
const C = CONTENT_LINKS;

export const NAV_CONTENT_PAGES: readonly SeedContentEntry[] = [
  page({
    url: C.nightlife,
    name: 'Las Vegas Nightlife',
    pageTitle: 'Las Vegas Nightlife: Clubs, Pool Parties, Bars and Lounges',
    description: 'Where to go out in Las Vegas: nightclubs, dayclub pool parties, cocktail bars, gay bars and strip clubs, with tips on entry, dress codes and tables.',
    intro:
      'Las Vegas nights start late and run until sunrise. Dance under a famous DJ in a Strip nightclub, spend the afternoon at a pool party, or find a quiet cocktail bar off the casino floor. Compare venues below and book entry or a table before you fly.',
    linksHeading: 'Choose your night out',
    links: [
      [
        [L.nightclubs, 'Nightclubs', 'headline DJs, open until the early hours'],
        [L.poolClubs, 'Pool clubs and dayclubs', 'spring to early fall'],
        [C.newYearsEve, "New Year's Eve parties"],
      ],
      [
        [L.bars, 'Bars and lounges', 'cocktails, views and live music'],
        [L.gayClubs, 'Gay bars and clubs'],
        [L.stripClubs, 'Strip clubs', '21 and over'],
      ],
      [
        [L.shows, 'Late-night shows'],
        [L.restaurants, 'Dinner before the club'],
        [C.deals, 'Nightlife deals'],
      ],
    ],
    closing: [L.nightclubs, 'See every nightclub'],
    sections: [
      [
        'How a night out works',
        'Most big clubs open around 10:30 pm and get busy after midnight, Thursday to Sunday. A **pre-booked entry ticket** gets you into a shorter line; a **table** (bottle service) comes with a host, seats and a minimum spend, and it is the surest way in for a larger group. Prices rise with the DJ and the night: a holiday weekend with a headliner costs far more than a quiet Tuesday.',
      ],
      [
        'Dayclubs and pool parties',
        'From about March to October the party moves outside. Dayclubs open around 11 am, with DJs by the pool, cabanas and daybeds. Bring ID, sunscreen and a swimsuit you are happy to dance in; outside food and drink are not allowed.',
      ],
    ],
    tips: [
      ['Carry a physical ID', 'Every venue checks it at the door, and a photo of your license is not accepted. Foreign visitors should bring their passport.'],
      ['Dress for the door', 'Clubs ask for closed shoes, collared shirts or smart tops, and no sportswear or flip-flops. Dayclubs ask for swimwear and cover-ups.'],
      ['Go early on big nights', 'Holiday weekends and headline DJ nights sell out. Arriving before 11 pm means shorter lines and a better spot.'],
    ],
    faq: [
      ['What is the minimum age?', 'You must be 21 or over to enter nightclubs, bars, dayclubs and strip clubs in Las Vegas, and to drink alcohol.'],
      ['Do I need to book ahead?', 'For a weekend night or a famous DJ, yes: entry tickets and tables sell out. Midweek, you can often decide on the day.'],
      ['Can women get in free?', 'Some clubs offer free or reduced entry on guest lists, usually before a set time. Booking a ticket is the way to be sure of getting in.'],
    ],
  }),

  page({
    url: C.weddings,
    name: 'Las Vegas Weddings',
    pageTitle: 'Getting Married in Las Vegas: Licenses, Chapels and Ideas',
    description: 'How to get married in Las Vegas: the marriage license, chapels, themed and outdoor weddings, vow renewals, and where to stay and celebrate.',
    intro:
      'Las Vegas is one of the easiest places in the world to say "I do": no waiting period, no blood test, and a chapel for every style, from a classic ceremony to a desert sunset or an Elvis-officiated surprise. Here is how it works and how to plan the rest of the trip.',
    linksHeading: 'Plan the celebration',
    links: [
      [
        [L.hotels, 'Hotels for the wedding party', 'room blocks for 5+ rooms'],
        [C.groupBookings, 'Group bookings'],
        [L.spas, 'Spa days before the big day'],
      ],
      [
        [L.restaurants, 'Reception dinners'],
        [L.shows, 'Shows for the wedding party'],
        [L.tours, 'Helicopter and Grand Canyon tours'],
      ],
      [
        [L.nightclubs, 'Bachelor and bachelorette nights'],
        [L.poolClubs, 'Pool party day'],
        [L.bars, 'After-party bars'],
      ],
    ],
    sections: [
      [
        'The marriage license',
        'Both of you go in person to the **Clark County Marriage License Bureau** downtown, with a valid photo ID (a passport or driving license). You can fill in the application online first to save time at the counter. The license is issued the same day, there is no waiting period and no blood test, and it is valid for a year anywhere in Nevada. Check the county\'s website for the current fee and opening hours before you go.',
      ],
      [
        'Choosing a ceremony',
        'Wedding chapels on and off the Strip offer packages that include the officiant, music, flowers and photos. Resort chapels suit a traditional ceremony with a reception nearby; small chapels downtown and on the north Strip are known for quick, fun, themed weddings. For something unforgettable, couples marry at a viewpoint in Red Rock Canyon or the Valley of Fire (a permit may be needed), or on a helicopter flight over the Strip.',
      ],
    ],
    tips: [
      ['Avoid the famous dates', 'Dates such as Valentine\'s Day and repeating numbers (like 12/12) book up months ahead and the license office gets long lines.'],
      ['Bring a witness', 'A Nevada ceremony needs one witness besides the officiant. Most chapels can provide one if you elope alone.'],
      ['Order a certified copy', 'After the ceremony the officiant files the license; order a certified copy of the marriage certificate from the county to change names or for immigration.'],
    ],
    faq: [
      ['Is a Las Vegas wedding legally valid at home?', 'Yes, a marriage performed in Nevada is recognized throughout the US and in most countries. Foreign couples may need an apostille on the certificate.'],
      ['How long does it take?', 'Getting the license takes an hour or less on a normal day; a chapel ceremony can take as little as 15 minutes.'],
      ['Can we renew our vows?', 'Yes. Vow renewals need no license, and most chapels offer the same packages as for weddings.'],
    ],
  }),

  page({
    url: C.gaming,
    name: 'Gaming in Las Vegas',
    pageTitle: 'Las Vegas Gaming Guide: Casinos, Table Games, Poker and Sportsbooks',
    description: 'A visitor\'s guide to gaming in Las Vegas: how casinos work, table minimums, poker rooms, sportsbooks, player rewards cards and playing responsibly.',
    intro:
      'From penny slots to high-limit salons, Las Vegas has a game for every budget. This guide explains how the casino floor works, where to find lower minimums, and how to make your play earn rewards.',
    linksHeading: 'Gaming and more',
    links: [
      [
        [L.sportsBooks, 'Sportsbooks', 'bet on the game, watch on giant screens'],
        [C.sports, 'Sports in Las Vegas'],
      ],
      [
        [L.hotels, 'Casino hotels'],
        [C.downtown, 'Downtown casinos on Fremont Street'],
      ],
      [
        [L.shows, 'Shows between sessions'],
        [L.bars, 'Casino bars and lounges'],
      ],
    ],
    sections: [
      [
        'Table games and minimums',
        'Each table shows its minimum and maximum bet on a small sign. Strip casinos raise minimums at night and on weekends; **downtown and off-Strip casinos usually have lower minimums**. Buy in by placing cash on the table (never hand it to the dealer), and ask the dealer if you are unsure of a rule: they help beginners. Some casinos run free lessons for blackjack, craps and roulette in the morning.',
      ],
      [
        'Rewards cards',
        'Join a casino\'s **players club** for free at its desk with your ID. Insert the card in a slot machine or hand it to the dealer when you sit down: your play earns points toward food, rooms and show tickets, and card members often get offers for future stays.',
      ],
    ],
    tips: [
      ['Set a budget first', 'Decide what you are happy to spend on entertainment before you sit down, and stop when it is gone.'],
      ['Drinks while you play', 'Drinks are often free while you play, but a tip of a dollar or two per drink is customary.'],
      ['Poker rooms', 'Poker rooms list their games on a board; put your name down for the game you want and wait to be called.'],
    ],
    faq: [
      ['How old do I have to be to gamble?', 'You must be 21 or over to gamble or to linger on a casino floor in Nevada.'],
      ['Can I bet on sports?', 'Yes, in person at a casino sportsbook, or on a sportsbook app while you are in Nevada.'],
      ['Where can I get help?', 'If gambling stops being fun, call the National Problem Gambling Helpline at 1-800-GAMBLER (1-800-426-2537), 24 hours a day.'],
    ],
  }),

  page({
    url: C.giftcard,
    name: 'Gift Cards',
    pageTitle: 'Las Vegas Gift Cards for Shows, Hotels and Tours',
    description: 'Give a trip to Las Vegas: gift cards that pay for hotels, show tickets, tours, attractions and nightlife, and how to redeem them at checkout.',
    intro:
      'Not sure which show they would pick? A gift card lets them choose: it pays toward hotels, show tickets, tours, attractions, nightclubs and restaurants booked on this site.',
    leadWidgets: [{ widgetType: 'giftCardShop' }],
    linksHeading: 'What a gift card can pay for',
    links: [
      [
        [L.shows, 'Show tickets'],
        [L.hotels, 'Hotel stays'],
      ],
      [
        [L.tours, 'Tours', 'Grand Canyon, Hoover Dam and more'],
        [L.attractions, 'Attractions'],
      ],
      [
        [L.nightclubs, 'Nightclubs'],
        [L.restaurants, 'Restaurants'],
      ],
    ],
    sections: [
      [
        'How to buy',
        'Choose an amount ($25, $50, $100, $200 or any whole-dollar amount up to $500), enter who it is for, add a message if you like, and pay by card. The gift card number is e-mailed to the recipient at once, and you get a receipt. Check what is left on a card at any time with its number above.',
      ],
      [
        'How to redeem',
        'Add what you want to book to your cart and go to checkout. On the **billing and payment** step, enter the gift card code and apply it: the card pays toward the order total, and any amount above the balance is paid by card or PayPal. A remaining balance stays on the gift card for your next booking.',
      ],
    ],
    faq: [
      ['Can a gift card pay for part of an order?', 'Yes. The card\'s balance is used first and the rest is paid with another payment method.'],
      ['What happens to the remaining balance?', 'It stays on the card. Use the same code on your next booking.'],
      ['Can I combine a gift card with a promo code?', 'Yes: the promo code discount is applied first, then the gift card pays toward what is left.'],
    ],
  }),

  page({
    url: C.lounge,
    name: 'The Vegas Lounge',
    pageTitle: 'The Vegas Lounge: Guides and Tips for Your Las Vegas Trip',
    description: 'Trip planning guides for Las Vegas: what to do, when to go, getting around, downtown, golf, sports, festivals, holidays, events and group travel.',
    intro:
      'Everything beyond the booking: our guides to planning a Las Vegas trip, from the best time to visit to getting from the airport, where locals go downtown, and how to plan a trip for a group.',
    linksHeading: 'Explore our guides',
    links: [
      [
        [C.guide, 'Las Vegas visitor guide'],
        [C.blog, 'From the blog'],
        [C.transportation, 'Getting around'],
        [C.downtown, 'Downtown and Fremont Street'],
      ],
      [
        [C.events, 'Events calendar'],
        [C.festivals, 'Festivals'],
        [C.holidays, 'Holidays in Las Vegas'],
        [C.sports, 'Sports'],
      ],
      [
        [C.golf, 'Golf'],
        [C.gaming, 'Gaming'],
        [C.weddings, 'Weddings'],
        [C.groupBookings, 'Group bookings'],
      ],
    ],
    closing: [C.deals, 'See this week\'s deals'],
    tips: [
      ['Book midweek', 'Hotel rates are often far lower Sunday to Thursday than on Friday and Saturday nights.'],
      ['Check the convention calendar', 'A big convention can fill the city and double room rates; see the events guide before you pick dates.'],
    ],
  }),

  page({
    url: C.guide,
    name: 'Las Vegas Visitor Guide',
    pageTitle: 'Las Vegas Visitor Guide: When to Go, Where to Stay, What to Do',
    description: 'Plan a Las Vegas trip: the best time to visit, the Strip and downtown, resort fees, tipping, the weather month by month and first-timer tips.',
    intro:
      'First time in Las Vegas, or back for more? This guide covers the basics that make a trip easier: when to come, where to stay, how much to budget, and the things first-timers wish they had known.',
    type: 'LINK_FARM_CONDITIONAL',
    linksHeading: 'Start planning',
    links: [
      [
        [L.hotels, 'Hotels on and off the Strip'],
        [L.shows, 'Shows'],
        [L.tours, 'Day tours from Las Vegas'],
      ],
      [
        [L.attractions, 'Attractions'],
        [L.restaurants, 'Restaurants'],
        [L.pools, 'Pools'],
      ],
      [
        [C.transportation, 'Getting around'],
        [C.downtown, 'Downtown'],
        [C.events, 'What\'s on'],
      ],
    ],
    sections: [
      [
        'When to go',
        '**Spring (March to May) and fall (September to November)** bring warm days and pleasant evenings. Summer is very hot, often above 40 °C (104 °F), but it is pool season and hotel rates drop midweek. Winter days are mild and nights can be cold. Prices follow demand more than weather: holiday weekends, big fights and conventions cost the most.',
      ],
      [
        'Where to stay',
        'The **Strip** puts you among the big resorts, shows and restaurants; the south end (Mandalay Bay to the Cosmopolitan), the center (Bellagio, Caesars) and the north (Wynn, Resorts World) each feel different, and walking between them takes longer than it looks. **Downtown** is cheaper, compact and lively around Fremont Street. Off-Strip and Summerlin hotels suit drivers and visitors who want quiet and easy access to Red Rock Canyon.',
      ],
      [
        'Budgeting',
        'Most Strip hotels add a nightly **resort fee** to the room rate, and parking is often charged. Tipping is customary: bartenders and cocktail servers a dollar or two a drink, housekeeping a few dollars a night, valets a few dollars when the car comes back, and 15–20% in restaurants.',
      ],
    ],
    list: [
      'Free things to see',
      [
        'The **Fountains of Bellagio**, every 15 to 30 minutes from the afternoon until midnight.',
        'The **Bellagio Conservatory**, replanted for every season.',
        'The **Fremont Street Experience** light show on the canopy downtown, every hour in the evening.',
        'The **Welcome to Fabulous Las Vegas** sign at the south end of the Strip, with its own small parking lot.',
      ],
    ],
    tips: [
      ['Drink water', 'The desert air is very dry. Carry a bottle, even in winter, and more in summer.'],
      ['Wear comfortable shoes', 'A walk between two neighboring resorts can be a kilometer or more, through casinos and over bridges.'],
      ['Check what the room rate includes', 'Compare totals with resort fees and taxes, not just the nightly rate.'],
    ],
    faq: [
      ['How many days do I need?', 'Three or four nights is enough for the Strip, a couple of shows and one day trip, such as the Hoover Dam or Red Rock Canyon.'],
      ['Is Las Vegas good for families?', 'Yes: many resorts have pools, aquariums and attractions for children, though children may not stay on a casino floor.'],
      ['Can I drink in the street?', 'On the Strip and on Fremont Street you may carry an open drink in a plastic or paper cup; glass containers are not allowed.'],
    ],
  }),

  page({
    url: C.blog,
    name: 'The VegasGo Blog',
    pageTitle: 'Las Vegas Travel Blog: Itineraries, Show Tips and Local Favorites',
    description: 'Stories and practical tips for Las Vegas: a first-timer\'s weekend, how to pick a show, free things to do and how to beat the heat.',
    intro: 'Our latest ideas for making the most of a Las Vegas trip, from people who go there a lot.',
    linksHeading: 'Book what you read about',
    links: [
      [
        [L.shows, 'Shows'],
        [L.tours, 'Tours'],
      ],
      [
        [L.hotels, 'Hotels'],
        [L.attractions, 'Attractions'],
      ],
      [
        [C.guide, 'Visitor guide'],
        [C.deals, 'Deals'],
      ],
    ],
    sections: [
      [
        'A first-timer\'s 48 hours',
        '**Day one:** breakfast, then walk the center Strip from Caesars Palace to the Bellagio Conservatory. Spend the hot afternoon at the pool, watch the fountains at sunset and see a big production show. **Day two:** a morning drive or tour to **Red Rock Canyon**, a late lunch downtown, then the Fremont Street light show, a cocktail in the Arts District and a late-night show or club back on the Strip.',
      ],
      [
        'How to pick a show',
        'Start with what you like at home. Cirque-style productions are spectacular for all ages; magicians and comedians work well for a night with friends; headliners and tribute acts suit music fans. Check the running time and the age limit, and book seats for the earlier show if you have dinner plans afterwards.',
      ],
      [
        'Beating the summer heat',
        'Plan outdoor visits for early morning and spend the afternoon indoors or at the pool. Many attractions are indoors, from aquariums to museums, and walkways between resorts are air-conditioned.',
      ],
    ],
  }),

  page({
    url: C.festivals,
    name: 'Las Vegas Festivals',
    pageTitle: 'Las Vegas Festivals: Music, Food and Culture Through the Year',
    description: 'The music, food and culture festivals of Las Vegas through the year, when they usually happen, and how to plan hotels and tickets around them.',
    intro:
      'Las Vegas hosts some of the largest music festivals in the country, along with food, beer and culture festivals downtown. Festival weekends fill hotels quickly, so plan early.',
    linksHeading: 'Plan a festival trip',
    links: [
      [
        [L.hotels, 'Hotels for festival weekends'],
        [C.groupBookings, 'Group rooms'],
      ],
      [
        [L.nightclubs, 'Festival after-parties'],
        [L.poolClubs, 'Pool parties'],
      ],
      [
        [C.events, 'Events calendar'],
        [C.transportation, 'Getting around'],
      ],
    ],
    list: [
      'Festivals through the year',
      [
        '**Electronic dance music (spring):** the biggest EDM festival in North America fills the Las Vegas Motor Speedway for three nights, usually in May.',
        '**Punk and rock (late spring):** a long-running punk festival takes over downtown around Memorial Day weekend.',
        '**Beer and food (spring and fall):** craft beer and food festivals are held downtown, with tastings from local and national brewers.',
        '**Music and art (fall):** multi-day music and street-art festivals are staged downtown in the cooler months.',
        '**Pride (fall):** Las Vegas Pride brings a parade and a festival each year.',
      ],
    ],
    tips: [
      ['Book rooms first', 'Hotels near the venue and shuttle stops sell out before festival tickets do.'],
      ['Plan the ride home', 'Festival shuttles and rideshare zones get long queues at closing time; agree on a meeting point in advance.'],
      ['Stay hydrated', 'Desert nights stay warm in late spring: drink water between sets.'],
    ],
    faq: [
      ['When are the festival dates announced?', 'Most festivals announce dates many months ahead; check the festival\'s official site before you book.'],
      ['Are festivals all ages?', 'It depends on the festival; many are 18+ or 21+. The organizer\'s site has the rules.'],
    ],
  }),

  page({
    url: C.downtown,
    name: 'Downtown Las Vegas',
    pageTitle: 'Downtown Las Vegas: Fremont Street, Museums and the Arts District',
    description: 'A guide to Downtown Las Vegas: the Fremont Street Experience, historic casinos, the Mob Museum, the Neon Museum, the Arts District and where to eat and drink.',
    intro:
      'Downtown is where Las Vegas began. Today it mixes classic casinos with a light show on a giant canopy, two of the city\'s best museums, and the independent bars, galleries and restaurants of the Arts District.',
    linksHeading: 'Things to do downtown',
    links: [
      [
        [L.attractions, 'Attractions and museums'],
        [L.tours, 'Walking and food tours'],
      ],
      [
        [L.bars, 'Bars and lounges'],
        [L.restaurants, 'Restaurants'],
      ],
      [
        [L.hotels, 'Downtown hotels'],
        [C.gaming, 'Casino gaming'],
      ],
    ],
    sections: [
      [
        'Fremont Street Experience',
        'Five blocks of Fremont Street are covered by a vast LED canopy. In the evening a light and music show plays on it every hour, with free live bands on stages below. Zip lines run along the canopy above the crowds.',
      ],
      [
        'Museums',
        'The **Mob Museum**, in the former federal courthouse, tells the story of organized crime and law enforcement. The **Neon Museum** shows the city\'s historic signs in its "Boneyard", best seen on an evening tour when restored signs are lit.',
      ],
      [
        'The Arts District',
        'South of Fremont Street, the Arts District has galleries, vintage shops, craft breweries and some of the city\'s most interesting restaurants. On the **first Friday** of the month it hosts an evening art walk.',
      ],
    ],
    tips: [
      ['Take a rideshare', 'Downtown is about 15 minutes\' drive from the center Strip; the Deuce bus also runs there along Las Vegas Boulevard.'],
      ['Lower minimums', 'Downtown casinos usually have lower table minimums than the Strip.'],
    ],
    faq: [
      ['Is the Fremont Street light show free?', 'Yes, the canopy show and the live music on the stages are free.'],
      ['Is downtown safe at night?', 'The Fremont Street area is busy and patrolled late into the night. As in any city, stay in lit, busy streets and take a car back late at night.'],
    ],
  }),

  page({
    url: C.golf,
    name: 'Golf in Las Vegas',
    pageTitle: 'Las Vegas Golf: Courses, Seasons and Tee-Time Tips',
    description: 'Playing golf in Las Vegas: desert and resort courses, the best seasons, overseeding closures, summer twilight rates and tips for playing in the heat.',
    intro:
      'With sunshine most days of the year and dozens of courses within a short drive of the Strip, Las Vegas is a golf destination as much as a party town. Play a resort course next to the Strip, or a desert layout with mountain views.',
    linksHeading: 'Round off the trip',
    links: [
      [
        [L.hotels, 'Hotels with golf nearby'],
        [C.groupBookings, 'Golf group rooms'],
      ],
      [
        [L.spas, 'Spas after the round'],
        [L.restaurants, 'Steakhouses and clubhouses'],
      ],
      [
        [L.sportsBooks, 'Sportsbooks for the majors'],
        [C.sports, 'Sports'],
      ],
    ],
    sections: [
      [
        'Choosing a course',
        'A few courses lie right beside the Strip, convenient for a round between meetings. The championship courses of Summerlin and the southwest valley are 20–30 minutes away, with desert landscaping and views of Red Rock Canyon. Further out, courses around Henderson and Boulder City are quieter and usually cheaper.',
      ],
      [
        'Seasons and prices',
        'Spring and fall are peak season, with the highest green fees. In **summer**, courses cut rates and the best tee times are at dawn or twilight. In early fall, many courses close for a few weeks to **overseed** their fairways for winter, so check before planning a golf trip in late September or October.',
      ],
    ],
    tips: [
      ['Book the first tee time in summer', 'Temperatures are lowest at dawn; by early afternoon they can be dangerous.'],
      ['Carts on the path', 'Desert courses often keep carts on the path; allow extra time and take two clubs.'],
      ['Ask about club rental', 'Most courses rent quality sets, which saves an airline bag fee.'],
    ],
    faq: [
      ['Do I need to be a member?', 'No, many courses are public or resort courses that welcome visitors; a few are private and play is by member invitation only.'],
      ['What should I wear?', 'Collared shirts and golf shoes or soft spikes. Bring a hat and sunscreen all year.'],
    ],
  }),

  page({
    url: C.groupBookings,
    name: 'Group Bookings',
    pageTitle: 'Las Vegas Group Travel: Hotel Room Blocks, Shows and Tours for Groups',
    description: 'Plan a Las Vegas trip for a group: hotel room blocks for 5 or more rooms, group show tickets and tours, bachelor and bachelorette parties and company events.',
    intro:
      'Traveling with a wedding party, a team or a group of friends? For **five or more hotel rooms**, or a block of show seats, group booking keeps everyone together and usually costs less than booking one by one.',
    leadWidgets: [{ widgetType: 'groupRequestForm' }],
    linksHeading: 'Book for your group',
    links: [
      [
        [L.hotels, 'Hotels', 'book 1 to 4 rooms online'],
        [L.shows, 'Show tickets'],
      ],
      [
        [L.tours, 'Tours and day trips'],
        [L.attractions, 'Attractions'],
      ],
      [
        [L.nightclubs, 'Nightclub tables'],
        [L.restaurants, 'Group dining'],
      ],
    ],
    sections: [
      [
        'How group bookings work',
        GROUP_BOOKINGS_HOW_IT_WORKS,
      ],
    ],
    tips: [
      ['Start early', 'Room blocks for popular weekends are limited; three to six months ahead gives the most choice.'],
      ['Agree on a budget', 'Decide on a price range and the must-haves (pool, location, suites) before asking for quotes.'],
      ['Collect names late', 'Hotels usually need the guest names of a block only a few weeks before arrival.'],
    ],
    faq: [
      ['How many rooms count as a group?', 'Five rooms or more on the same dates.'],
      ['Can each guest pay for their own room?', 'Often yes: ask for individual payment when you request the block.'],
    ],
  }),

  page({
    url: C.events,
    name: 'Las Vegas Events',
    pageTitle: 'Las Vegas Events Calendar: Conventions, Races, Rodeo and Big Weekends',
    description: 'What\'s on in Las Vegas through the year: the big conventions, races, rodeo, fights and holiday weekends that fill the city, and how they affect prices.',
    intro:
      'Something big happens in Las Vegas almost every week. Big events are a reason to come, and also the main reason hotel rates jump, so it pays to know the calendar before choosing your dates.',
    type: 'CATEGORY_SEARCH',
    defaultSearchProduct: 'SHOW',
    linksHeading: 'Find something on',
    links: [
      [
        [L.shows, 'Shows on your dates'],
        [C.sports, 'Sports'],
      ],
      [
        [C.festivals, 'Festivals'],
        [C.holidays, 'Holidays'],
      ],
      [
        [L.hotels, 'Hotels'],
        [C.deals, 'Deals'],
      ],
    ],
    list: [
      'A year of big events',
      [
        '**January:** the world\'s biggest consumer technology show fills the city for a week.',
        '**February to March:** the big football weekend and college basketball tournaments pack the sportsbooks.',
        '**Spring:** large trade shows at the convention center, and NASCAR at the Las Vegas Motor Speedway.',
        '**November:** a Formula One night race on the Strip; several streets close for the race week.',
        '**December:** the National Finals Rodeo brings ten days of rodeo and country music.',
      ],
    ],
    tips: [
      ['Search dates around big events', 'Moving a trip by a week can halve the hotel bill during a large convention.'],
      ['Expect traffic', 'Race weeks and big fights close roads and fill rideshare queues: allow extra time for shows and flights.'],
    ],
    faq: [
      ['Why are hotel prices so high on my dates?', 'Most likely a convention or a big event is in town. Try dates a few days earlier or later, or a hotel off the Strip.'],
    ],
  }),

  page({
    url: C.holidays,
    name: 'Holidays in Las Vegas',
    pageTitle: 'Las Vegas Holidays: New Year\'s Eve, Fourth of July, Thanksgiving and Christmas',
    description: 'Celebrating holidays in Las Vegas: New Year\'s Eve on the Strip, July Fourth fireworks, Halloween, Thanksgiving dinners, Christmas displays and holiday shows.',
    intro:
      'Las Vegas makes a party of every holiday: fireworks over the Strip for New Year\'s Eve and the Fourth of July, festive displays in the resort conservatories and gardens, and holiday editions of the city\'s shows.',
    linksHeading: 'Holiday plans',
    links: [
      [
        [C.newYearsEve, "New Year's Eve"],
        [L.shows, 'Holiday shows'],
        [HOLIDAY_SHOWS_PROMOTION_PATH, 'Holiday show and hotel deals'],
      ],
      [
        [L.restaurants, 'Holiday dinners'],
        [L.hotels, 'Hotels'],
      ],
      [
        [L.attractions, 'Family attractions'],
        [C.events, 'Events calendar'],
      ],
    ],
    list: [
      'Through the year',
      [
        "**New Year's Eve:** the Strip closes to cars for the night and fireworks are launched from resort rooftops at midnight.",
        '**Lunar New Year:** lion dances and decorations across the resorts, with special menus in Asian restaurants.',
        '**Fourth of July:** fireworks from several resorts, and pool parties all weekend.',
        '**Halloween:** costume parties at the clubs and haunted attractions around town.',
        '**Thanksgiving and Christmas:** holiday dinners and buffets, festive displays in the resorts, and ice skating at a few of them.',
      ],
    ],
    tips: [
      ['Book dinner early', 'Thanksgiving and Christmas dinner reservations at popular restaurants go weeks ahead.'],
      ['Long weekends cost more', 'Three-day weekends raise hotel rates; the week between Christmas and New Year is among the busiest of the year.'],
    ],
    faq: [
      ['Are shows on during the holidays?', 'Most shows play through the holidays, often with extra performances; a few take a break around Christmas.'],
      ['Where can I watch the New Year\'s Eve fireworks?', 'Anywhere on the Strip between the south and north ends; rooftop bars and rooms facing the Strip have the best views.'],
    ],
  }),

  page({
    url: C.sports,
    name: 'Sports in Las Vegas',
    pageTitle: 'Las Vegas Sports: Football, Hockey, Basketball, Baseball, Fights and Racing',
    description: 'Watching sports in Las Vegas: the home teams, big fights, racing, where to watch in a sportsbook, and how to plan a sports weekend.',
    intro:
      'Las Vegas has become a major sports city: NFL football at Allegiant Stadium, NHL hockey at T-Mobile Arena, WNBA basketball, minor-league baseball in Summerlin, plus title fights, racing and college tournaments. And when your team plays elsewhere, a sportsbook is the best seat in town.',
    linksHeading: 'Sports weekend',
    links: [
      [
        [L.sportsBooks, 'Sportsbooks', 'watch every game on giant screens'],
        [C.gaming, 'Gaming guide'],
      ],
      [
        [L.hotels, 'Hotels near the stadium and arena'],
        [L.bars, 'Sports bars'],
      ],
      [
        [C.events, 'Events calendar'],
        [C.golf, 'Golf'],
      ],
    ],
    list: [
      'Home teams and venues',
      [
        '**Football:** the Las Vegas Raiders play at Allegiant Stadium, just west of the south Strip.',
        '**Hockey:** the Vegas Golden Knights play at T-Mobile Arena, between New York-New York and Park MGM.',
        '**Basketball:** the Las Vegas Aces (WNBA) play at Michelob Ultra Arena at Mandalay Bay.',
        '**Baseball:** the Las Vegas Aviators play minor-league baseball at Las Vegas Ballpark in Summerlin.',
        '**Fights and racing:** boxing and mixed martial arts at the Strip arenas; NASCAR at the Las Vegas Motor Speedway; Formula One on the Strip in November.',
      ],
    ],
    tips: [
      ['Walk to the stadium', 'Allegiant Stadium and T-Mobile Arena are within walking distance of the south Strip resorts; traffic after games is slow.'],
      ['Reserve sportsbook seats', 'For big games some sportsbooks sell reserved seats or party packages; otherwise arrive hours early.'],
    ],
    faq: [
      ['Where is the best place to watch a game?', 'A casino sportsbook, with wall-to-wall screens; many have food and drink service at your seat.'],
      ['Can I bring a bag to the stadium?', 'Stadiums apply a clear-bag policy: check the venue\'s rules before you go.'],
    ],
  }),

  page({
    url: C.transportation,
    name: 'Getting Around Las Vegas',
    pageTitle: 'Las Vegas Transportation: Airport, Rideshare, Monorail, Bus and Trams',
    description: 'How to get around Las Vegas: from Harry Reid International Airport to your hotel, rideshare and taxis, the Monorail, the Deuce bus, free trams and walking the Strip.',
    intro:
      'Las Vegas is easy to reach and fairly easy to get around without a car. Here is how to get from the airport to your hotel and move between the Strip, downtown and beyond.',
    linksHeading: 'Go further',
    links: [
      [
        [L.tours, 'Day tours with hotel pickup', 'Grand Canyon, Hoover Dam, Red Rock'],
        [L.hotels, 'Hotels'],
      ],
      [
        [C.downtown, 'Downtown'],
        [C.guide, 'Visitor guide'],
      ],
      [
        [L.attractions, 'Attractions'],
        [C.groupBookings, 'Group travel'],
      ],
    ],
    sections: [
      [
        'From the airport',
        '**Harry Reid International Airport (LAS)** is only a few kilometers from the south end of the Strip. Taxis wait outside baggage claim; rideshare pickups are in the parking garages, following the signs. Public buses also serve the airport. Most Strip hotels are a 10–20 minute drive away, longer at rush hour.',
      ],
      [
        'On the Strip',
        'The **Las Vegas Monorail** runs behind the east side of the Strip, from the MGM Grand to the Sahara, with a stop at the Convention Center. The **Deuce** bus runs along Las Vegas Boulevard around the clock, all the way to downtown. **Free trams** link some neighboring resorts on the west side of the Strip. Taxis and rideshares pick up at each resort\'s own taxi or rideshare area, not in the street.',
      ],
      [
        'Driving',
        'A car is useful for Red Rock Canyon, the Valley of Fire or Hoover Dam. Many resorts charge for parking; check before you book if you are driving.',
      ],
    ],
    tips: [
      ['Distances are deceiving', 'Resorts are huge: what looks like a short walk can take 20 minutes, through casinos and over pedestrian bridges.'],
      ['Buy a transit pass', 'A multi-day pass for the Deuce and other buses costs less than a few single rides.'],
    ],
    faq: [
      ['Do I need a car in Las Vegas?', 'Not for the Strip and downtown. Rent one for a day to visit the national parks, or book a tour with hotel pickup.'],
      ['How do I get downtown from the Strip?', 'Take the Deuce bus along Las Vegas Boulevard, or a taxi or rideshare, about 15 minutes from the center Strip.'],
    ],
  }),

  page({
    url: C.airHotel,
    name: 'Las Vegas Air + Hotel',
    pageTitle: 'Las Vegas Travel Deals: Flights and Hotels',
    description: 'Plan flights and a hotel for Las Vegas: the airport, when fares and room rates are lowest, and hotel deals for your dates.',
    intro:
      'Las Vegas is served by nonstop flights from most large North American cities and many international ones. Search flight and hotel packages from your airport below, and use our tips to time the trip when both fares and rooms are cheapest.',
    type: 'CATEGORY_SEARCH',
    defaultSearchProduct: 'AIR_HOTEL',
    linksHeading: 'Plan the rest of the trip',
    links: [
      [
        [L.hotels, 'Hotel deals'],
        [C.deals, 'This week\'s deals'],
      ],
      [
        [C.transportation, 'From the airport to your hotel'],
        [C.groupBookings, 'Group travel'],
      ],
      [
        [L.shows, 'Shows'],
        [L.tours, 'Tours'],
      ],
    ],
    sections: [
      [
        'Timing the trip',
        'Flights and rooms are usually cheapest **midweek**, arriving Sunday to Tuesday, and outside holiday weekends and big conventions. Summer brings low hotel rates; spring and fall are busier. Compare the total room price with resort fees and taxes.',
      ],
    ],
    tips: [
      ['Land early, check in late', 'Most hotels check in from mid-afternoon; many will hold bags if you land in the morning.'],
      ['Check the event calendar', 'A big convention on your dates can double room rates; moving the trip a few days often saves the most.'],
    ],
    faq: [
      ['Which airport serves Las Vegas?', 'Harry Reid International Airport (LAS), a short drive from the south end of the Strip.'],
    ],
  }),
];
