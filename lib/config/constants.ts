/**
 * Business constants and UI timings of storefront spec section 9 (search rules live in
 * search-rules.ts). Kept as plain data so server and client code share one source.
 */
import type { ProductType } from './product-types';

// ---------------------------------------------------------------------------
// Urgency, availability and social proof
// ---------------------------------------------------------------------------

export const DEADLINE_TIMER = { enabled: true, cutoffSeconds: 86_400, timerCount: 1 } as const;

export const BOOKING_COUNT_BANNER = { leadWindowHours: 48, minCount: 1 } as const;

/** Below this remaining capacity a "only N left" message appears. */
export const LOWEST_CAPACITY_LIMIT = 11;
export const HOTEL_LOWEST_CAPACITY_LIMIT = 10;

/**
 * Ticket-buying 9: the low-capacity message, when what is left is above 0 and below the type's
 * limit (11; hotels 10); null otherwise.
 */
export function lowCapacityMessage(remaining: number, type: ProductType): string | null {
  const limit = type === 'HOTEL' ? HOTEL_LOWEST_CAPACITY_LIMIT : LOWEST_CAPACITY_LIMIT;
  return remaining > 0 && remaining < limit ? `Only ${remaining} left` : null;
}

/** Tours and shows: at or below this many remaining the item reads as nearly sold out. */
export const SOLD_OUT_LIMIT = 5;

/** The types the sold-out limit applies to (storefront 9: 'Sold-out limit 5 (tours and shows)'). */
export const SOLD_OUT_LIMIT_TYPES: readonly ProductType[] = ['SHOW', 'TOUR'];

/**
 * Storefront 9's sold-out limit, read as the step before the sold-out label: a show or tour with
 * 1 to 5 places left on its best performance of the window is nearly sold out (the spec gives
 * the limit, not the wording; 'Almost sold out' says the same as the low-capacity message, only
 * louder). 0 left is sold out and gets the type's unavailable label instead.
 */
export function isNearlySoldOut(remaining: number, type: ProductType): boolean {
  return SOLD_OUT_LIMIT_TYPES.includes(type) && remaining > 0 && remaining <= SOLD_OUT_LIMIT;
}

/**
 * A product card's urgency message (storefront 2.6) from what is left in the searched window:
 * for hotels the rooms of the cheapest room type on the tightest night, for the rest the places
 * of the performance (show, departure, slot, seating) with the most left. Nearly sold out (shows
 * and tours, at most 5), then the low-capacity message (below 11, hotels 10); null otherwise.
 */
/**
 * A ticket type's message in the seat panel (ticket-buying 9): nearly sold out first (shows and
 * tours, 1 to 5 left, the sold-out limit), then the low-capacity message (below 11); null otherwise.
 */
export function ticketUrgencyMessage(remaining: number, type: ProductType): string | null {
  if (isNearlySoldOut(remaining, type)) return `Almost sold out: only ${remaining} left`;
  return lowCapacityMessage(remaining, type);
}

export function cardUrgencyMessage(remaining: number | null, type: ProductType): string | null {
  if (remaining === null) return null;
  if (isNearlySoldOut(remaining, type)) return `Almost sold out: only ${remaining} left!`;
  if (lowCapacityMessage(remaining, type) === null) return null;
  if (type === 'HOTEL') return `Only ${remaining} ${remaining === 1 ? 'room' : 'rooms'} left!`;
  return `Only ${remaining} left!`;
}

export const SHOW_SOLD_PERCENT_LIMIT = 60;

/** Attempts the hold service makes to find replacement seats when a selection was taken. */
export const MAX_RELOCKS = 3;

export const REVIEW_DISPLAY_THRESHOLD = 1;
export const REVIEW_STATISTICS_LIMIT = 50;

/** A rating out of 5 and the number of reviews behind it. */
export interface RatingSummary {
  readonly rating: number;
  readonly reviewCount: number;
}

/**
 * Storefront 3 (Product) rating fallback: the site's own review statistics (AverageOverallRating,
 * TotalReviewCount) once they reach the display threshold, otherwise the customer rating of the
 * reviews service (CustomerRating, CustomerReviewCount).
 */
export function ratingWithFallback(
  statistics: { readonly averageOverallRating: number; readonly totalReviewCount: number } | null,
  customer: RatingSummary,
): RatingSummary {
  if (statistics !== null && statistics.totalReviewCount >= REVIEW_DISPLAY_THRESHOLD && Number.isFinite(statistics.averageOverallRating)) {
    return { rating: statistics.averageOverallRating, reviewCount: statistics.totalReviewCount };
  }
  return customer;
}

export const PRODUCT_METRICS_PERIOD_DAYS = 2;

export const SOCIAL_PROOF_ROTATION = { intervalMs: 4_500, fadeMs: 500 } as const;

/** Product-details notifications: 'people looking right now', then 'booked in last 24 hours'. */
export const NOTIFICATION_DELAYS_MS = { peopleLooking: 3_000, bookedRecently: 6_000 } as const;

// ---------------------------------------------------------------------------
// Hotel ratings
// ---------------------------------------------------------------------------

export type HotelRatingLabel = 'Exceptional' | 'Wonderful' | 'Excellent' | 'Very Good' | 'Good';

/** Highest first: the first level whose minimum the score reaches names it. */
export const HOTEL_RATING_LEVELS: readonly { readonly min: number; readonly label: HotelRatingLabel }[] = [
  { min: 9.5, label: 'Exceptional' },
  { min: 9, label: 'Wonderful' },
  { min: 8, label: 'Excellent' },
  { min: 7.5, label: 'Very Good' },
  { min: 6, label: 'Good' },
];

/** Scores below 6 get no label rather than a negative one. */
export function hotelRatingLabel(score: number): HotelRatingLabel | null {
  if (!Number.isFinite(score)) return null;
  return HOTEL_RATING_LEVELS.find((level) => score >= level.min)?.label ?? null;
}

// ---------------------------------------------------------------------------
// Catalogue facets
// ---------------------------------------------------------------------------

export interface CategoryOption {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

export const SHOW_CATEGORIES: readonly CategoryOption[] = [
  { id: 263, name: 'Adult', slug: 'adult' },
  { id: 1022, name: 'Acrobatic Theatre', slug: 'acrobatic-theatre' },
  { id: 259, name: 'Comedy', slug: 'comedy' },
  { id: 257, name: 'Concerts', slug: 'concerts' },
  { id: 265, name: 'Hypnosis', slug: 'hypnosis' },
  { id: 254, name: 'Impersonators', slug: 'impersonators' },
  { id: 260, name: 'Magic', slug: 'magic' },
  { id: 1023, name: 'Musicals', slug: 'musicals' },
  { id: 255, name: 'Production', slug: 'production' },
  { id: 256, name: 'Tribute', slug: 'tribute' },
  { id: 1025, name: 'Variety', slug: 'variety' },
];

/** Tour destinations 878-885; 'all' (no filter) is the category default of search-rules. */
export const TOUR_DESTINATIONS: readonly CategoryOption[] = [
  { id: 878, name: 'Colorado River', slug: 'colorado-river' },
  { id: 879, name: 'Grand Canyon', slug: 'grand-canyon' },
  { id: 880, name: 'Hoover Dam', slug: 'hoover-dam' },
  { id: 881, name: 'Lake Mead', slug: 'lake-mead' },
  { id: 882, name: 'Other', slug: 'other' },
  { id: 883, name: 'Red Rock', slug: 'red-rock' },
  { id: 884, name: 'Valley of Fire', slug: 'valley-of-fire' },
  { id: 885, name: 'Strip Tours', slug: 'strip-tours' },
];

// ---------------------------------------------------------------------------
// Quantities and rooms
// ---------------------------------------------------------------------------

/** Largest ticket quantity offered when the quantityCap12 flag is on. */
export const QUANTITY_CAP = 12;

/** Room counts that a search url may carry; at the maximum the group-travel page takes over. */
/** Adults plus children in one room at most (ticket-buying 5 and 9). */
export const MAX_PEOPLE_PER_ROOM = 4;
export const MIN_ROOM_QTY = 1;
export const MAX_ROOM_QTY = 5;
export const GROUP_TRAVEL_ROOM_QTY = 5;

export const RATE_CALENDAR_MONTHS = 2;

// ---------------------------------------------------------------------------
// UI behaviour
// ---------------------------------------------------------------------------

export const POPOVER_HIDE_DELAY_MS = 500;
export const BUY_BUTTON_TEXT = 'BUY NOW';
export const TOOLTIP_DEFAULTS = { delayMs: 200, side: 'left' } as const;

/** Scroll distance after which the sticky search widget slides in. */
export const STICKY_SEARCH_THRESHOLD_PX = { hotel: 450, landing: 650 } as const;
export const STICKY_TRANSITION_MS = { enter: 700, leave: 500 } as const;

export const SCROLL_THROTTLE_MS = 100;
export const INFINITE_SCROLL_TRIGGER_PX = 1_500;
export const SCROLL_POSITION_CACHE_SIZE = 20;
export const SCROLL_RESTORE_MAX_RETRIES = 2;

export const ANALYTICS_HANDLER_TIMEOUT_MS = 500;
export const VISITOR_DATA_TIMEOUT_MS = 4_000;
export const STORE_WRITE_DEBOUNCE_MS = 1_000;
export const PERSISTED_STATE_TTL_DAYS = 30;

export const TRAVELLER_COOKIE = { maxAgeSeconds: 3_600, path: '/', secure: true } as const;

export const SLIDER_AUTOPLAY_MS = { hotelHero: 5_000, bestSellers: 3_000 } as const;
export const HEADER_SLIDES = { firstMs: 7_000, nextMs: 5_000, speedMs: 500 } as const;

export const HERO_SEARCH_MIN_WIDTH_PX = 987;
export const PAGE_MIN_WIDTH_PX = 1_152;
