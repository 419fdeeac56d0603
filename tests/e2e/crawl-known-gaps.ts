/**
 * Paths that answer 404 today although the site links to them. The crawl tests let exactly these
 * answer 404; a listed path that answers 200 is checked like any other page. Empty the lists as
 * the pages land.
 */

/**
 * Content pages built in the content-pages branch (the configured paths of
 * lib/config/content-pages.ts, each with a seeded entry): the main nav, its dropdowns and the
 * seeded /deals and /nightlife/new-years-eve, which the sitemap already lists. EMPTY THIS LIST
 * after merging that branch: every one of them must then answer 200 with its canonical link.
 */
export const PENDING_CONTENT_PAGES: readonly string[] = [
  '/deals',
  '/nightlife',
  '/nightlife/new-years-eve',
  '/weddings',
  '/gaming',
  '/giftcard',
  '/lasvegastraveldeals',
  '/lounge',
  '/lounge/guide',
  '/lounge/blog',
  '/lounge/festivals',
  '/lounge/downtown',
  '/lounge/golf',
  '/lounge/group-bookings',
  '/lounge/events',
  '/lounge/holidays',
  '/lounge/sports',
  '/lounge/transportation',
];

/**
 * Linked but built by no branch yet: the footer's About links (no content entries or configured
 * paths) and the chat link (CHAT_URL, default /chat, meant for an external chat service).
 */
export const NOT_BUILT_YET: readonly string[] = [
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-use',
  '/best-price-guarantee',
  '/careers',
  '/chat',
];

export const KNOWN_MISSING_PAGES: readonly string[] = [...PENDING_CONTENT_PAGES, ...NOT_BUILT_YET];
