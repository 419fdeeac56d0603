import type { reviews } from '../schema';
import { addCalendarDays, pacificInstant } from '@/lib/dates';
import { rngFor, type Rng } from '@/lib/prng';
import type { ProductType } from './data/types';
import type { ProductRow } from './catalog';

export type ReviewRow = Omit<typeof reviews.$inferInsert, 'id'>;

/** The oldest seeded review is this many days before the seed day. */
const OLDEST_REVIEW_DAYS = 720;

/** What guests of each type write about ("the cast was ..."). */
const ASPECTS: Record<ProductType, readonly string[]> = {
  SHOW: ['the cast', 'the sound', 'the theatre', 'our seats', 'the finale', 'the production'],
  HOTEL: ['our room', 'the pool', 'check-in', 'the location', 'housekeeping', 'the casino floor'],
  AIR_HOTEL: ['the hotel', 'our flights', 'the room', 'the package price', 'the location'],
  TOUR: ['our guide', 'the views', 'the pickup', 'the pace of the day', 'the lunch stop'],
  ATTRACTION: ['the staff', 'the views', 'the lines', 'the experience', 'the photos we got'],
  CLUB: ['the music', 'the crowd', 'bottle service', 'the door staff', 'the sound system'],
  RESTAURANT: ['the food', 'the service', 'the wine list', 'dessert', 'the atmosphere'],
  SPA: ['my massage', 'the therapists', 'the steam room', 'the relaxation lounge', 'the facials'],
  BAR: ['the cocktails', 'the bartenders', 'the vibe', 'the happy hour', 'the music'],
  GAY_CLUB: ['the music', 'the crowd', 'the drag show', 'the bartenders', 'the dance floor'],
  POOL_CLUB: ['the DJ', 'the cabanas', 'the pool', 'the drinks', 'the crowd'],
  SPORTS_BOOK: ['the screens', 'the seating', 'the staff', 'the drinks', 'the game-day vibe'],
  SHOPPING: ['the stores', 'the staff', 'the prices', 'the selection', 'parking'],
};

const OCCASIONS = [
  'a girls weekend',
  'our anniversary trip',
  'a birthday trip',
  'a work conference',
  'a family vacation',
  'our first Vegas trip',
  'a long weekend',
  'our honeymoon',
];

const TITLES: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: ['Unforgettable', 'Worth every penny', 'Best thing we did in Vegas', 'Absolutely loved it', 'A must-do', 'Exceeded expectations'],
  4: ['Great time', 'Really enjoyed it', 'Very good, would go again', 'Fun and well run', 'Solid choice'],
  3: ['Good but not great', 'Decent', 'Fine for the price', 'Mixed feelings', 'It was okay'],
  2: ['Disappointing', 'Expected more', 'Not worth the price', 'Could be much better'],
  1: ['Would not recommend', 'Poor experience', 'Skip it'],
};

// Templates read right with singular and plural aspects alike ('the cast', 'our seats').
const PRAISE = ['Loved {a}.', '{A} made the whole trip.', 'We could not say enough good things about {a}.', 'A real highlight: {a}.'];
const MIDDLING = ['{A} could have been better.', 'Mixed feelings about {a}.', 'Nothing special about {a}.'];
const COMPLAINTS = ['We were unhappy with {a}.', 'Disappointed by {a}.', '{A} fell short of what the photos promised.'];
const CLOSINGS: Record<'good' | 'fair' | 'poor', readonly string[]> = {
  good: ['We will definitely be back.', 'Highly recommended.', 'Book it, you will not regret it.', 'Already planning our next visit.'],
  fair: ['Worth it if you have a free evening.', 'Fine for the price, but shop around.', 'Go with modest expectations.'],
  poor: ['I would skip it next time.', 'Not what we hoped for.', 'There are better ways to spend your money in Vegas.'],
};

const FIRST_NAMES = ['Maria', 'James', 'Aisha', 'Tom', 'Linh', 'Carlos', 'Priya', 'Sarah', 'Dev', 'Emma', 'Marcus', 'Yuki', 'Olivia', 'Sam', 'Fatima', 'Ben', 'Grace', 'Luis', 'Hannah', 'Omar'];
const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTVW';
const HOME_TOWNS = ['Denver, CO', 'Austin, TX', 'Seattle, WA', 'Chicago, IL', 'Phoenix, AZ', 'San Diego, CA', 'Toronto, ON', 'Atlanta, GA', 'Boston, MA', 'Portland, OR', 'Minneapolis, MN', 'London, UK'];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sentence(template: string, aspect: string): string {
  return template.replace('{A}', capitalise(aspect)).replace('{a}', aspect);
}

/** Whole stars around the product's customer rating, so its own reviews tell the same story. */
function starsAround(mean: number, rng: Rng): 1 | 2 | 3 | 4 | 5 {
  const value = Math.round(mean + (rng.next() + rng.next() - 1) * 1.8);
  return Math.min(5, Math.max(1, value)) as 1 | 2 | 3 | 4 | 5;
}

/**
 * How many reviews guests left here: more for the much-reviewed products, none for about one in
 * eight (those keep the customer rating of the reviews service), never more than that service counted.
 */
function reviewTotal(product: ProductRow, rng: Rng): number {
  if (rng.chance(0.125)) return 0;
  const share = Math.min(1, product.reviewCount / 3000);
  return Math.min(product.reviewCount, rng.int(2, 8 + Math.round(28 * share)));
}

function reviewText(product: ProductRow, stars: 1 | 2 | 3 | 4 | 5, rng: Rng): { title: string; body: string } {
  const [first, second] = rng.sample(ASPECTS[product.type], 2) as [string, string];
  const tone = stars >= 4 ? 'good' : stars === 3 ? 'fair' : 'poor';
  const opening = `We went to ${product.name} on ${rng.pick(OCCASIONS)}.`;
  const middle =
    tone === 'good'
      ? [sentence(rng.pick(PRAISE), first), stars === 4 ? sentence(rng.pick(MIDDLING), second) : sentence(rng.pick(PRAISE), second)]
      : tone === 'fair'
        ? [sentence(rng.pick(PRAISE), first), sentence(rng.pick(COMPLAINTS), second)]
        : [sentence(rng.pick(COMPLAINTS), first), sentence(rng.pick(MIDDLING), second)];
  return { title: rng.pick(TITLES[stars]), body: [opening, ...middle, rng.pick(CLOSINGS[tone])].join(' ') };
}

/**
 * The guest reviews of one product, the same on every run for the same seed day: written on
 * days before `today` (Pacific), newest last. Each product draws from its own random stream,
 * so adding reviews changed nothing else the seed makes.
 */
export function reviewsFor(product: ProductRow, today: string): ReviewRow[] {
  const rng = rngFor(`reviews:${product.id}`);
  const total = reviewTotal(product, rng);
  const ages = Array.from({ length: total }, () => rng.int(1, OLDEST_REVIEW_DAYS)).sort((a, b) => b - a);
  return ages.map((age) => {
    const stars = starsAround(product.rating, rng);
    const day = addCalendarDays(today, -age);
    const minutes = rng.int(8 * 60, 23 * 60);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return {
      productId: product.id,
      rating: stars,
      ...reviewText(product, stars, rng),
      authorName: `${rng.pick(FIRST_NAMES)} ${rng.pick([...LAST_INITIALS])}.`,
      authorLocation: rng.chance(0.8) ? rng.pick(HOME_TOWNS) : null,
      visitedOn: addCalendarDays(day, -rng.int(0, 14)),
      createdAt: pacificInstant(day, time),
    };
  });
}
