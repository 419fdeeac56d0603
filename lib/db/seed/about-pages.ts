import { LINE_PAGES } from '@/lib/config/product-types';
import { routes } from '@/lib/routes/routes';
import type { SeedContentEntry } from './content';

/**
 * The footer's About pages (storefront 2.13: "About links"): about us, contact, privacy, terms,
 * the best-price guarantee and careers, as content pages an editor can change. Written for the
 * brand and phone number of the site's configuration at seed time. The privacy page's cookie list
 * names the cookies and browser storage this code base really sets (grep for them before editing
 * it); the guarantee repeats the promise the hotel landing page and home hero make.
 */

export interface AboutSite {
  readonly siteName: string;
  readonly phone: string;
  /** Where visitors write to; derived from the mail sender's domain. */
  readonly supportEmail: string;
}

const content = (...segments: [string, ...string[]]) => routes.contentPage.build({ segments });

export const ABOUT_LINKS = {
  aboutUs: content('about-us'),
  contactUs: content('contact-us'),
  privacyPolicy: content('privacy-policy'),
  termsOfUse: content('terms-of-use'),
  bestPriceGuarantee: content('best-price-guarantee'),
  careers: content('careers'),
} as const;

const ORDER_LOOKUP = routes.ordersSearch.build();
const MY_ACCOUNT = routes.myAccount.build({});

type Section = readonly [heading: string, markdown: string];

interface AboutCopy {
  readonly url: string;
  readonly name: string;
  readonly pageTitle: string;
  readonly description: string;
  readonly intro: string;
  readonly sections: readonly Section[];
  readonly list?: readonly [heading: string, items: readonly string[]];
  readonly forms?: readonly [heading: string, forms: readonly (readonly [title: string, link: string])[]];
  readonly faq?: readonly (readonly [question: string, answer: string])[];
  readonly related: readonly (readonly [href: string, text: string])[];
}

function aboutPage(copy: AboutCopy): SeedContentEntry {
  const widgets: unknown[] = [
    ...copy.sections.map(([heading, body]) => ({ widgetType: 'markdownBlock', heading, body })),
    ...(copy.list ? [{ widgetType: 'markdownList', heading: copy.list[0], items: copy.list[1] }] : []),
    ...(copy.forms ? [{ widgetType: 'formSelector', heading: copy.forms[0], forms: copy.forms[1].map(([title, link]) => ({ title, link })) }] : []),
    ...(copy.faq && copy.faq.length > 0
      ? [{ widgetType: 'FAQ', title: 'Frequently Asked Questions', entries: copy.faq.map(([question, answer]) => ({ question, answer })) }]
      : []),
    {
      widgetType: 'linkFarm',
      heading: 'More about us',
      columns: [{ links: copy.related.map(([href, text]) => ({ href, text })) }],
      selectDisplayType: 'LINKS',
    },
  ];
  return {
    url: copy.url,
    type: 'page',
    data: {
      name: copy.name,
      layoutId: 'about',
      type: 'LINK_FARM',
      dateBased: false,
      seoMeta: { pageTitle: copy.pageTitle, description: copy.description, robots: 'index, follow', priority: 0.3, updateFrequency: 'monthly' },
      content: { pageHeader: copy.name, pageIntro: copy.intro, widgets },
    },
  };
}

export function buildAboutPages(site: AboutSite): SeedContentEntry[] {
  const { siteName: name, phone, supportEmail: email } = site;
  const A = ABOUT_LINKS;
  const L = LINE_PAGES;
  const others = (self: string) =>
    (
      [
        [A.aboutUs, `About ${name}`],
        [A.contactUs, 'Contact us'],
        [A.bestPriceGuarantee, 'Best price guarantee'],
        [A.privacyPolicy, 'Privacy policy'],
        [A.termsOfUse, 'Terms of use'],
        [A.careers, 'Careers'],
      ] as const
    ).filter(([href]) => href !== self);

  return [
    aboutPage({
      url: A.aboutUs,
      name: `About ${name}`,
      pageTitle: `About ${name}: Las Vegas Hotels, Shows and Tours in One Place`,
      description: `${name} is a Las Vegas booking site: hotels, show tickets with seat maps, tours, attractions, nightlife and dining, with a best-price guarantee and help by phone.`,
      intro: `${name} is a booking site that does one city and tries to do it well: Las Vegas. Compare hotels on and off the Strip, pick your own seats for a show, and book tours, attractions, clubs and tables in one cart, with people on the phone who know the city.`,
      sections: [
        [
          'What we do',
          `We sell the things visitors come to Las Vegas for: **hotel rooms** at resorts across the valley, **show tickets** (most with a seat map, so you see exactly where you will sit), **tours** to the Grand Canyon, Hoover Dam and Red Rock Canyon, **attractions**, **nightclub and dayclub entry**, and **restaurant reservations**. Prices are shown before taxes and fees, and the total is shown before you pay.`,
        ],
        [
          'How we are different',
          `- One city only: every page is about Las Vegas, written by people who go to the shows and walk the Strip.\n- Real availability: seats, rooms and time slots come straight from inventory, and a seat you pick is held for you while you check out.\n- A [best-price guarantee](${A.bestPriceGuarantee}) on hotels and tickets.\n- Help before, during and after your trip at **${phone}**.`,
        ],
        [
          'Our partners',
          'We work with the hotels, theaters, tour operators and venues whose products we sell. They deliver the stay, show or experience; we take care of the booking, the payment and your questions about them.',
        ],
      ],
      related: [[L.shows, 'Las Vegas shows'], [L.hotels, 'Las Vegas hotels'], [L.tours, 'Tours from Las Vegas'], ...others(A.aboutUs)],
    }),

    aboutPage({
      url: A.contactUs,
      name: 'Contact Us',
      pageTitle: `Contact ${name}: Phone, E-mail and Booking Help`,
      description: `Reach ${name} customer care by phone at ${phone} or by e-mail, look up an order, and find answers about tickets, hotel bookings and changes.`,
      intro: `Questions about a booking, or help choosing a show or a hotel? Call us at **${phone}** or write to us, and have your order number ready if you already booked.`,
      sections: [
        [
          'By phone',
          `Call **${phone}** (toll-free from the US and Canada), every day from 7:00 am to 11:00 pm Las Vegas (Pacific) time. Calls about an event happening today are answered first.`,
        ],
        [
          'By e-mail',
          `Write to [${email}](mailto:${email}) with your name, your order number and the e-mail address you booked with. We answer within one business day, usually much sooner.`,
        ],
        [
          'Your bookings',
          `Your confirmation e-mail holds your order number and tickets. You can [look up an order](${ORDER_LOOKUP}) with that number and your e-mail address, or see every booking in [My Account](${MY_ACCOUNT}) if you booked while signed in.`,
        ],
      ],
      forms: [
        'What do you need?',
        [
          ['Look up an order', ORDER_LOOKUP],
          ['Sign in to My Account', MY_ACCOUNT],
          ['Claim the best-price guarantee', A.bestPriceGuarantee],
        ],
      ],
      faq: [
        ['I did not get my confirmation e-mail.', `Check your spam folder first. If it is not there, call ${phone} or write to ${email} and we will send it again to the right address.`],
        ['Can I change or cancel a booking?', 'It depends on the product: many show tickets are final sale, while most hotel rooms can be cancelled until the deadline shown when you booked. Contact us and we will tell you what is possible for your order.'],
        ['Do I need to print my tickets?', 'Most venues scan tickets from your phone. Where a venue needs a printed ticket or a will-call pickup, your confirmation says so.'],
      ],
      related: others(A.contactUs),
    }),

    aboutPage({
      url: A.bestPriceGuarantee,
      name: 'Best Price Guarantee',
      pageTitle: `${name} Best Price Guarantee: Hotels and Tickets`,
      description: `Found a lower public price for the same Las Vegas hotel or ticket? Tell us: hotels are rebooked at the better rate within the cancellation window, other bookings within 24 hours.`,
      intro: `We work to have the best price in town. If you find the same booking for less elsewhere, tell us and we make it right.`,
      sections: [
        [
          'Hotels',
          `Find a lower **public rate** for the same hotel, room type and dates, and we rebook you at that rate. Tell us **before the hotel's cancellation deadline** for your booking (shown in your confirmation).`,
        ],
        [
          'Shows, tours, attractions and everything else',
          'Found the same ticket or experience for less: same product, date, time, seats or ticket type and quantity? Tell us **within 24 hours of booking** and we refund the difference.',
        ],
        [
          'How to claim',
          `Call **${phone}** or write to [${email}](mailto:${email}) with your order number and where you saw the lower price (a link or a screenshot). We check it while the offer is still available and confirm the new price to you by e-mail.`,
        ],
      ],
      list: [
        'What the guarantee does not cover',
        [
          'Member-only, insider, loyalty, package or opaque prices that are not shown to the public.',
          'Prices that need a promo code, a membership or a purchase of something else.',
          'Prices from sites that are not an authorized seller of the product.',
          'Differences caused only by exchange rates, and prices seen after the deadline above.',
        ],
      ],
      related: [[L.hotels, 'Compare Las Vegas hotels'], [L.shows, 'Find show tickets'], ...others(A.bestPriceGuarantee)],
    }),

    aboutPage({
      url: A.privacyPolicy,
      name: 'Privacy Policy',
      pageTitle: `${name} Privacy Policy and Cookies`,
      description: `What ${name} collects when you browse and book, why, who it is shared with, the cookies and browser storage the site uses, and your choices.`,
      intro: `This policy explains what we collect when you use ${name}, what we do with it and the choices you have. We collect what we need to sell you a booking and help you with it, and we do not sell your personal information.`,
      sections: [
        [
          'What we collect',
          '- **What you give us**: your name, e-mail address, phone number and billing address when you book or create an account, and what you tell us when you contact us.\n- **Your bookings**: what you bought, when, and for whom.\n- **Payment details**: card payments go to our payment provider; we keep the card type and last digits, never the full card number.\n- **How you use the site**: pages and products viewed and searches made, kept with a random visitor id rather than your name.',
        ],
        [
          'How we use it',
          'To make and deliver your bookings, send confirmations and tickets, answer your questions, prevent fraud, keep the site working and secure, and, only if you signed up, send you offers by e-mail. You can unsubscribe from offers with the link in any of them.',
        ],
        [
          'Who we share it with',
          'The hotel, theater, tour operator or venue you booked (what they need to serve you), our payment provider, and service providers that run parts of the site for us under contract. We share information with authorities only when the law requires it.',
        ],
        [
          'Your choices',
          `You can ask to see, correct or delete your personal information, or stop our e-mails, by writing to [${email}](mailto:${email}). We keep booking records as long as tax and accounting rules require, and other data only as long as we need it.`,
        ],
      ],
      list: [
        'Cookies and browser storage we use',
        [
          '**CART_UUID**: your shopping cart, so items you add stay in it (30 days).',
          '**better-auth.session_token** (with a __Secure- prefix on https): keeps you signed in (30 days); short-lived state cookies are also set during a Facebook sign-in.',
          '**VG_ORDERS**: lets this browser show the orders you placed or looked up (30 days).',
          '**VISITOR_ID**: a random id used to count how many people view a product ("people looking right now"); never linked to your name (1 year).',
          '**memberDeals**: remembers that you unlocked member prices from one of our e-mails (30 days).',
          '**mvRecentlyViewed**: the products you looked at, for the Recently Seen list (30 days; also kept in local storage with mvRecentlyViewedOrder).',
          '**showCHECKINDATE**, **showCHECKOUTDATE** and the same pair for tours, attractions, clubs and hotels, plus **CHECKINDATE** and **CHECKOUTDATE**: your last search dates, to fill in the search forms (30 days).',
          '**numRooms**, **hotelNumAdults** and **ChildrenAgesRoom1** to **ChildrenAgesRoom4**: your last hotel search rooms and guests (30 days); **numAdults** and **numChildren**: the travellers of your search (1 hour).',
          '**cookieDomainProbe**: a test cookie, removed at once, that finds where the search cookies can be stored.',
          'In browser storage, not sent to us: **signInBannerHidden** (you closed the sign-in banner), **vg:paymentOption** (your last payment choice) and, for this tab only, **scrollPositions** (where you were on each page).',
        ],
      ],
      faq: [
        ['Can I use the site without cookies?', 'You can browse, but the cart, sign-in and checkout need cookies: without them we cannot keep the items you add.'],
        ['Do you sell my information?', 'No. We share it only as described above, to deliver your bookings and run the site.'],
      ],
      related: others(A.privacyPolicy),
    }),

    aboutPage({
      url: A.termsOfUse,
      name: 'Terms of Use',
      pageTitle: `${name} Terms of Use`,
      description: `The terms for using ${name} and booking Las Vegas hotels, show tickets, tours and other products: prices, payment, changes, cancellations and responsibilities.`,
      intro: `These terms apply when you use ${name} or book through it. By booking you accept them and the rules of the product you book, shown before you pay.`,
      sections: [
        [
          'Bookings and prices',
          'Prices are per ticket, person or room night as shown, in US dollars. Taxes and fees are shown separately and included in the total before you pay. A booking is confirmed when you receive our confirmation e-mail with an order number; until then seats and rooms are held for a limited time only.',
        ],
        [
          'Payment',
          'We charge your card or PayPal account when you book. A payment that is declined confirms nothing, and the items stay in your cart while their hold lasts.',
        ],
        [
          'Changes and cancellations',
          'Each product has its own rules, shown on its page and in your confirmation. Many show and event tickets cannot be refunded or exchanged. Hotel rooms can usually be cancelled free of charge until the deadline given when you booked; after it, the hotel may charge one night or more. If a show, tour or event is cancelled by its organizer, we refund you in full.',
        ],
        [
          'On the day',
          'Bring a photo ID and your tickets or confirmation. Venues set their own age limits, dress codes and rules, and may refuse entry to anyone who does not meet them. Late arrival may mean a missed performance or departure without a refund.',
        ],
        [
          'Our responsibility',
          'The hotels, theaters, tour operators and venues provide the products we sell and are responsible for them. We are responsible for making your booking correctly and for the help we give you. Nothing in these terms limits rights you have by law as a consumer.',
        ],
        [
          'Using this site',
          'Use the site for your own bookings only: no automated buying, reselling of tickets above face value where the law forbids it, or attempts to disrupt the site. Content on the site belongs to us or our partners.',
        ],
      ],
      related: others(A.termsOfUse),
    }),

    aboutPage({
      url: A.careers,
      name: `Careers at ${name}`,
      pageTitle: `Careers at ${name}: Jobs in Las Vegas Travel`,
      description: `Work at ${name}: customer care, partnerships, content and engineering roles for people who love Las Vegas and good service.`,
      intro: `We are a small team that helps visitors plan and book their Las Vegas trip. If you like the city, good service and well-built software, we would like to hear from you.`,
      sections: [
        [
          'Teams we hire for',
          '- **Customer care**: answer calls and messages, fix problems before a show starts, and know the city well enough to recommend the right night out. Day, evening and weekend shifts.\n- **Partnerships**: work with hotels, theaters and tour operators on availability, prices and promotions.\n- **Content**: write and keep up to date the guides, show pages and neighborhood pages visitors read.\n- **Engineering and product**: build the booking site, from seat maps to checkout.',
        ],
        [
          'How to apply',
          `Send your résumé and a few lines about the role you want and why to [${email}](mailto:${email}) with "Careers" in the subject. We read every application and reply within two weeks.`,
        ],
      ],
      list: [
        'What you can expect',
        [
          'Health, dental and vision insurance, and a retirement plan with a company match.',
          'Paid time off and paid holidays, with time off in lieu when a holiday shift is yours.',
          'Show tickets and hotel stays to get to know the products we sell.',
          'An office off the Strip, with hybrid work for roles that allow it.',
        ],
      ],
      related: others(A.careers),
    }),
  ];
}
