// Helpers every seed family shares: locations, images, product rows, opening times, the build context.
import { describe, type CopyContext } from '../copy';
import { type TicketOption } from '../data/experiences';
import { type Where } from '../data/nightlife';
import { AREAS, STRIP_PATH, type HotelSeed, type Street } from '../data/places';
import type { AreaName, ProductType } from '../data/types';
import { IMAGE_SIZE_PIXELS, productImagePath, type ImageSize } from '@/lib/media/image-sizes';
import { dollars, productDiscount, ticketSku, type SkuRow } from '../pricing';
import { type Rng } from '@/lib/prng';
import { type VenuePlan } from '../venues';
import { productDetailsPath, slugify } from '../../../routes';

import type { ImageRow, ProductPlan, ProductRow, WeeklyTimes } from '../catalog';

/**
 * First product id. Product and sku ids count up in the fixed order the catalog is built (skus
 * from FIRST_SKU_ID), so they are the same on every run and are exactly what the tables'
 * identity columns would hand out on an empty database. The seed writes them explicitly (urls,
 * image paths and room nights need them before anything is written) and then moves the identity
 * sequences past them, so rows created later without an id get fresh ones.
 */
export const FIRST_PRODUCT_ID = 1001;
export const FIRST_SKU_ID = 1;

/**
 * The product's own page (products.url). Built by lib/routes so the stored url and every link
 * the storefront builds agree; air+hotel packages have no details route and open on the hotel
 * page shape under their own id.
 */
export function productUrl(type: ProductType, id: number, name: string): string {
  const path = productDetailsPath(type === 'AIR_HOTEL' ? 'HOTEL' : type, { productID: id, productName: name });
  if (path === null) throw new Error(`No details route for product type ${type}`);
  return path;
}

export const ROMAN: [number, string][] = [
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

export function roman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

/** Copy 0 keeps the plain names; copies made by --scale get " II", " III", ... */
export function copySuffix(copy: number): string {
  return copy === 0 ? '' : ` ${roman(copy + 1)}`;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function daysText(days: number[]): string {
  if (days.length === 7) return 'Daily';
  const sorted = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return sorted.map((d) => (DAY_NAMES[d] as string).slice(0, 3)).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Locations

export type Location = {
  address: string;
  city: string;
  postalCode: string;
  area: AreaName;
  onStrip: boolean;
  latitude: number;
  longitude: number;
  locatedWithin: string | null;
  localPhone: string;
};

export function phone(rng: Rng): string {
  // 555-0100 to 555-0199 are reserved for fiction, so no real line is ever printed.
  return `(702) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

export function lerp(from: number, to: number, t: number): number {
  return from + (to - from) * t;
}

/** Where a house number falls on its street; the Strip follows its bend (STRIP_PATH). */
export function coordinatesOf(street: Street, number: number, rng: Rng): { latitude: number; longitude: number } {
  let latitude: number;
  let longitude: number;
  const path = street.name === 'Las Vegas Blvd S' ? STRIP_PATH : null;
  const segment = path?.findIndex(([block], i) => i > 0 && number <= block) ?? -1;
  if (path && segment > 0) {
    const [b0, lat0, lng0] = path[segment - 1] as [number, number, number];
    const [b1, lat1, lng1] = path[segment] as [number, number, number];
    const t = (number - b0) / (b1 - b0);
    // Odd numbers are on the east side of the Boulevard, even on the west.
    const side = number % 2 === 1 ? 0.0012 : -0.0012;
    latitude = lerp(lat0, lat1, t);
    longitude = lerp(lng0, lng1, t) + side;
  } else {
    const t = (number - street.from) / Math.max(1, street.to - street.from);
    latitude = lerp(street.latitude[0], street.latitude[1], t);
    longitude = lerp(street.longitude[0], street.longitude[1], t);
  }
  return {
    latitude: round6(latitude + rng.float(-0.0003, 0.0003)),
    longitude: round6(longitude + rng.float(-0.0003, 0.0003)),
  };
}

/**
 * A street address in the area. `slot` spreads the resorts of one area along its street
 * (slot i of n), so two resorts never share a block; other places get any number.
 */
export function streetLocation(areaName: AreaName, rng: Rng, slot?: { index: number; count: number }): Location {
  const area = AREAS[areaName];
  const street = slot ? (area.streets[slot.index % area.streets.length] as (typeof area.streets)[number]) : rng.pick(area.streets);
  const span = street.to - street.from;
  const number = slot
    ? street.from + Math.round(((slot.index + 0.5) / slot.count) * span / 10) * 10 + rng.int(0, 9)
    : rng.int(street.from, street.to);
  const coordinates = coordinatesOf(street, number, rng);
  return {
    address: `${number} ${street.name}`,
    city: area.city,
    postalCode: rng.pick(street.postalCodes),
    area: area.name,
    onStrip: area.onStrip,
    ...coordinates,
    locatedWithin: null,
    localPhone: phone(rng),
  };
}

export function insideHotel(hotel: Location & { name: string }, rng: Rng): Location {
  return {
    ...hotel,
    // A few metres apart, so map pins inside one resort do not sit exactly on top of each other.
    latitude: round6(hotel.latitude + rng.float(-0.0004, 0.0004)),
    longitude: round6(hotel.longitude + rng.float(-0.0004, 0.0004)),
    locatedWithin: hotel.name,
    localPhone: phone(rng),
  };
}

// ---------------------------------------------------------------------------------------------
// Images

export const GALLERY_CAPTIONS: Record<ProductType, string[]> = {
  HOTEL: ['Exterior at night', 'Pool deck', 'Deluxe king room', 'Casino floor', 'Lobby', 'Suite living room', 'Spa'],
  AIR_HOTEL: ['Your resort', 'Pool deck', 'Guest room', 'Arrival at LAS', 'The Strip at night'],
  SHOW: ['On stage', 'The finale', 'The theater', 'Cast in costume', 'Behind the scenes', 'Audience view'],
  TOUR: ['The view', 'Guests on tour', 'Your ride', 'Scenic stop', 'Sunset'],
  ATTRACTION: ['The experience', 'Guests enjoying the ride', 'Entrance', 'View from the top', 'At night'],
  CLUB: ['Main room', 'DJ booth', 'VIP tables', 'Dance floor', 'Bar'],
  RESTAURANT: ['Dining room', 'Signature dish', 'Bar', 'Chef at work', 'Dessert'],
  SPA: ['Treatment room', 'Relaxation lounge', 'Pools', 'Salon'],
  BAR: ['The bar', 'Signature cocktail', 'Lounge seating', 'At night'],
  GAY_CLUB: ['Dance floor', 'Drag show', 'The bar', 'Patio'],
  POOL_CLUB: ['The pool', 'Cabanas', 'DJ on deck', 'Daybeds'],
  SPORTS_BOOK: ['Video wall', 'Betting windows', 'Lounge seating', 'Game day'],
  SHOPPING: ['Storefronts', 'Promenade', 'Inside the shop', 'At night'],
};

export function buildImages(productId: number, type: ProductType, name: string, rng: Rng): ImageRow[] {
  const rows: ImageRow[] = [];
  const add = (size: ImageSize, n: number, title: string, isPrimary: boolean) => {
    const { width, height } = IMAGE_SIZE_PIXELS[size];
    rows.push({ productId, size, path: productImagePath(productId, size, n), title, isPrimary, width, height, sortOrder: rows.length + 1 });
  };
  add('SQUARELARGE', 1, name, true);
  add('SQUARESMALL', 1, name, false);
  add('HERO658X251', 1, name, false);
  add('WIDE1280X400', 1, name, false);
  const captions = rng.sample(GALLERY_CAPTIONS[type], rng.int(3, 5));
  captions.forEach((caption, i) => add('GALLERY800X533', i + 1, `${name} - ${caption}`, false));
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Product rows

export type Draft = {
  type: ProductType;
  name: string;
  location: Location;
  provider: string;
  hook: string;
  genre: string;
  destination?: string;
  room?: string | null;
  minAge: number | null;
  durationMinutes: number | null;
  sellable: boolean;
  features: { name: string; description: string }[];
  rating?: number;
  /** 0..1, how much of a headliner the product is (see prominenceOf). */
  prominence: number;
  starRating?: number | null;
  guestScore?: number | null;
};

/**
 * Log-uniform review counts, shifted up for the products listed first in the seed data
 * (the headliners), so popularity ranks look like a real city rather than a lottery.
 */
export function reviewCount(rng: Rng, prominence: number): number {
  return Math.round(Math.exp(rng.float(Math.log(15 + 300 * prominence), Math.log(900 + 5500 * prominence))));
}

export function customerRating(rng: Rng, prominence: number): number {
  return round1(Math.min(4.9, 3.6 + 0.5 * prominence + rng.float(0, 0.8)));
}

/** 1 for the first item of a seed list, falling towards 0 for the last. */
export function prominenceOf<T>(list: readonly T[], item: T): number {
  return list.length <= 1 ? 1 : 1 - list.indexOf(item) / list.length;
}

export function productRow(id: number, d: Draft, rng: Rng): ProductRow {
  const slug = slugify(d.name);
  const ctx: CopyContext = {
    type: d.type,
    name: d.name,
    hook: d.hook,
    area: d.location.area,
    hotel: d.location.locatedWithin,
    room: d.room ?? null,
    genre: d.genre,
    destination: d.destination,
    durationMinutes: d.durationMinutes,
    minAge: d.minAge,
  };
  const copy = describe(ctx, rng);
  return {
    id,
    type: d.type,
    name: d.name,
    slug,
    url: productUrl(d.type, id, slug),
    shortDescription: copy.shortDescription,
    description: copy.description,
    locatedWithin: d.location.locatedWithin,
    address: d.location.address,
    city: d.location.city,
    postalCode: d.location.postalCode,
    area: d.location.area,
    onStrip: d.location.onStrip,
    latitude: d.location.latitude,
    longitude: d.location.longitude,
    providerName: d.provider,
    minAge: d.minAge,
    rating: d.rating ?? customerRating(rng, d.prominence),
    reviewCount: reviewCount(rng, d.prominence),
    starRating: d.starRating ?? null,
    guestScore: d.guestScore ?? null,
    sellable: d.sellable,
    durationMinutes: d.durationMinutes,
    localPhone: d.location.localPhone,
    features: d.features,
    // Ranked once every product exists (see rankPopularity).
    popularity: 0,
  };
}

export function everyDay(times: string[], closed: number[] = []): WeeklyTimes {
  return Array.from({ length: 7 }, (_, day) => (closed.includes(day) ? [] : [...times]));
}

export function onDays(times: string[], days: number[]): WeeklyTimes {
  return Array.from({ length: 7 }, (_, day) => (days.includes(day) ? [...times] : []));
}

export function slotTimes(first: string, last: string, everyMinutes: number): string[] {
  const toMinutes = (t: string) => {
    const [h = 0, m = 0] = t.split(':').map(Number);
    return h * 60 + m;
  };
  const out: string[] = [];
  for (let t = toMinutes(first); t <= toMinutes(last); t += everyMinutes) {
    out.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  }
  return out;
}

/** Quiet early-week nights are the usual dark days of Las Vegas shows. */
export function darkDays(rng: Rng, count: number): number[] {
  return rng.sample([1, 2, 3, 0], count);
}

export function timesText(weekly: WeeklyTimes): string {
  const groups = new Map<string, number[]>();
  weekly.forEach((times, day) => {
    if (times.length === 0) return;
    const key = times.map(formatTime).join(' & ');
    groups.set(key, [...(groups.get(key) ?? []), day]);
  });
  return [...groups.entries()].map(([times, days]) => `${daysText(days)} at ${times}`).join('; ');
}

export function ageText(minAge: number | null): string {
  if (minAge === null) return 'All ages';
  return minAge >= 18 ? `${minAge}+ (valid photo ID required)` : `Ages ${minAge} and up`;
}

export function optionSkus(productId: number, skuId: () => number, options: TicketOption[], price: number, capacity: number, rng: Rng): SkuRow[] {
  const discount = productDiscount(rng);
  return options.map((option, i) =>
    ticketSku(rng, {
      id: skuId(),
      productId,
      name: option.name,
      ticketType: option.ticketType,
      boxOfficeCents: dollars(price * option.priceFactor),
      discount,
      // Children and upgrades are a share of the departure, not the whole of it.
      capacityPerPerformance: Math.max(2, Math.round(capacity * (i === 0 ? 1 : option.ticketType === 'VIP' ? 0.25 : 0.5))),
      purchaseQuantities: option.purchaseQuantities,
      maxQuantity: 10,
      sortOrder: i + 1,
    }),
  );
}

/**
 * What the families share while the catalog is built: the id counters (products and skus are
 * numbered in the order they are made, so family order fixes every id), the plans and venues made
 * so far, and the hotels by name (packages and places inside a hotel find theirs here).
 */
export class SeedContext {
  private nextId = FIRST_PRODUCT_ID;
  private nextSkuId = FIRST_SKU_ID;
  /** The next sku id; skus are numbered as they are made, product by product. */
  readonly skuId = () => this.nextSkuId++;
  readonly plans: ProductPlan[] = [];
  readonly venues: VenuePlan[] = [];
  /** Hotels of every copy, by their (suffixed) name. */
  readonly hotels = new Map<string, HotelRef>();

  nextProductId(): number {
    return this.nextId++;
  }

  push(plan: Omit<ProductPlan, 'images'>, rng: Rng) {
    this.plans.push({ ...plan, images: buildImages(plan.product.id, plan.product.type, plan.product.name, rng) });
  }

  hotel(name: string, copy: number): HotelRef {
    const ref = this.hotels.get(name + copySuffix(copy));
    if (!ref) throw new Error(`Seed data names an unknown hotel: ${name}`);
    return ref;
  }

  locate(where: Where, copy: number, rng: Rng): Location {
    return 'hotel' in where ? insideHotel(this.hotel(where.hotel, copy), rng) : streetLocation(where.area, rng);
  }
}

export type HotelRef = Location & { name: string; seed: HotelSeed; productId: number };

/** One step of a family: adds its products for one copy of the city (scale). */
export type SeedStep = (ctx: SeedContext, copy: number) => void;

/** The seed of one product family (lib/config/product-types.ts names each type's family). */
export interface SeedFamily {
  readonly types: readonly ProductType[];
  /** Run in order, each over every copy; a step added later goes last so earlier ids never move. */
  readonly steps: readonly SeedStep[];
}
