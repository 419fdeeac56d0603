import type { categories, productImages, products } from '../schema';
import { describe, type CopyContext } from './copy';
import {
  ATTRACTION_CATEGORY,
  BAR_CATEGORY,
  CATEGORY_GROUPS,
  CLUB_CATEGORY,
  RESTAURANT_PRICE,
  SHOW_CATEGORY,
  SHOPPING_CATEGORY,
  TOUR_AREA,
  cuisineId,
} from './data/categories';
import { ATTRACTIONS, TOURS, type TicketOption } from './data/experiences';
import { RESTAURANTS } from './data/dining';
import { MORE_SHOPPING, SPAS, SPORTS_BOOKS, SHOPPING } from './data/more';
import { BARS, CLUBS, GAY_CLUBS, POOL_CLUBS, STRIP_CLUBS, type VenueSeed as PlaceSeed, type Where } from './data/nightlife';
import { AREAS, HOTELS, STRIP_PATH, type HotelSeed, type Street } from './data/places';
import { SHOWS, VENUES, type ShowSeed } from './data/shows';
import type { AreaName, ProductType } from './data/types';
import { IMAGE_SIZE_PIXELS, productImagePath, type ImageSize } from '@/lib/media/image-sizes';
import { ROOM_TAX_RATE, dollars, productDiscount, roomSku, ticketSku, type SkuRow } from './pricing';
import { rngFor, type Rng } from '@/lib/prng';
import { buildVenue, type VenuePlan } from './venues';
import { productDetailsPath, routes, slugify } from '../../routes';
import { PACKAGE_SKU_SUFFIX } from '../../config/product-types';

// The plan always names its ids (see FIRST_PRODUCT_ID), though the tables could pick them.
export type ProductRow = Omit<typeof products.$inferInsert, 'id' | 'venueId' | 'createdAt' | 'updatedAt'> & { id: number };
export type ImageRow = Omit<typeof productImages.$inferInsert, 'id'>;
export type CategoryRow = typeof categories.$inferInsert & { id: number };

/** Performance start times (HH:mm, Pacific) per weekday, index 0 = Sunday. */
export type WeeklyTimes = string[][];

/** Nightly inventory of one room-type sku; rates vary by date around rateCents. */
export type RoomInventory = {
  skuId: number;
  rateCents: number;
  rackFactor: number;
  weekendFactor: number;
  roomsTotal: number;
};

export type ProductPlan = {
  product: ProductRow;
  venueKey: string | null;
  categoryIds: number[];
  images: ImageRow[];
  skus: SkuRow[];
  weekly: WeeklyTimes | null;
  rooms: RoomInventory[];
};

export type CatalogPlan = {
  categories: CategoryRow[];
  venues: VenuePlan[];
  products: ProductPlan[];
};

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

const ROMAN: [number, string][] = [
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
function copySuffix(copy: number): string {
  return copy === 0 ? '' : ` ${roman(copy + 1)}`;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function daysText(days: number[]): string {
  if (days.length === 7) return 'Daily';
  const sorted = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return sorted.map((d) => (DAY_NAMES[d] as string).slice(0, 3)).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Locations

type Location = {
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

function phone(rng: Rng): string {
  // 555-0100 to 555-0199 are reserved for fiction, so no real line is ever printed.
  return `(702) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

function lerp(from: number, to: number, t: number): number {
  return from + (to - from) * t;
}

/** Where a house number falls on its street; the Strip follows its bend (STRIP_PATH). */
function coordinatesOf(street: Street, number: number, rng: Rng): { latitude: number; longitude: number } {
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
function streetLocation(areaName: AreaName, rng: Rng, slot?: { index: number; count: number }): Location {
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

function insideHotel(hotel: Location & { name: string }, rng: Rng): Location {
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

const GALLERY_CAPTIONS: Record<ProductType, string[]> = {
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

function buildImages(productId: number, type: ProductType, name: string, rng: Rng): ImageRow[] {
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

type Draft = {
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
function reviewCount(rng: Rng, prominence: number): number {
  return Math.round(Math.exp(rng.float(Math.log(15 + 300 * prominence), Math.log(900 + 5500 * prominence))));
}

function customerRating(rng: Rng, prominence: number): number {
  return round1(Math.min(4.9, 3.6 + 0.5 * prominence + rng.float(0, 0.8)));
}

/** 1 for the first item of a seed list, falling towards 0 for the last. */
function prominenceOf<T>(list: readonly T[], item: T): number {
  return list.length <= 1 ? 1 : 1 - list.indexOf(item) / list.length;
}

function productRow(id: number, d: Draft, rng: Rng): ProductRow {
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

function everyDay(times: string[], closed: number[] = []): WeeklyTimes {
  return Array.from({ length: 7 }, (_, day) => (closed.includes(day) ? [] : [...times]));
}

function onDays(times: string[], days: number[]): WeeklyTimes {
  return Array.from({ length: 7 }, (_, day) => (days.includes(day) ? [...times] : []));
}

function slotTimes(first: string, last: string, everyMinutes: number): string[] {
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
function darkDays(rng: Rng, count: number): number[] {
  return rng.sample([1, 2, 3, 0], count);
}

function timesText(weekly: WeeklyTimes): string {
  const groups = new Map<string, number[]>();
  weekly.forEach((times, day) => {
    if (times.length === 0) return;
    const key = times.map(formatTime).join(' & ');
    groups.set(key, [...(groups.get(key) ?? []), day]);
  });
  return [...groups.entries()].map(([times, days]) => `${daysText(days)} at ${times}`).join('; ');
}

function ageText(minAge: number | null): string {
  if (minAge === null) return 'All ages';
  return minAge >= 18 ? `${minAge}+ (valid photo ID required)` : `Ages ${minAge} and up`;
}

// ---------------------------------------------------------------------------------------------
// The builder

type HotelRef = Location & { name: string; seed: HotelSeed; productId: number };

class CatalogBuilder {
  private nextId = FIRST_PRODUCT_ID;
  private nextSkuId = FIRST_SKU_ID;
  /** The next sku id; skus are numbered as they are made, product by product. */
  private readonly skuId = () => this.nextSkuId++;
  readonly plans: ProductPlan[] = [];
  readonly venues: VenuePlan[] = [];
  /** Hotels of every copy, by their (suffixed) name. */
  private readonly hotels = new Map<string, HotelRef>();

  constructor(private readonly scale: number) {}

  build(): CatalogPlan {
    this.eachCopy((copy) => this.addVenues(copy));
    this.eachCopy((copy) => HOTELS.forEach((h) => this.addHotel(h, copy)));
    this.eachCopy((copy) => PACKAGE_HOTELS.forEach((h) => this.addPackage(h, copy)));
    this.eachCopy((copy) => SHOWS.forEach((s) => this.addShow(s, copy)));
    this.eachCopy((copy) => TOURS.forEach((t) => this.addTour(t, copy)));
    this.eachCopy((copy) => ATTRACTIONS.forEach((a) => this.addAttraction(a, copy)));
    this.eachCopy((copy) => CLUBS.forEach((c) => this.addClub(c, copy)));
    this.eachCopy((copy) => RESTAURANTS.forEach((r) => this.addRestaurant(r, copy)));
    this.eachCopy((copy) => SPAS.forEach((p) => this.addPlace('SPA', p, copy)));
    this.eachCopy((copy) => BARS.forEach((p) => this.addPlace('BAR', p, copy)));
    this.eachCopy((copy) => GAY_CLUBS.forEach((p) => this.addPlace('GAY_CLUB', p, copy)));
    this.eachCopy((copy) => POOL_CLUBS.forEach((p) => this.addPlace('POOL_CLUB', p, copy)));
    this.eachCopy((copy) => SPORTS_BOOKS.forEach((p) => this.addPlace('SPORTS_BOOK', p, copy)));
    this.eachCopy((copy) => SHOPPING.forEach((p) => this.addPlace('SHOPPING', p, copy)));
    // Added later: appended after everything above, so the ids above never move.
    this.eachCopy((copy) => MORE_SHOPPING.forEach((p) => this.addPlace('SHOPPING', p, copy, MORE_SHOPPING)));
    this.eachCopy((copy) => STRIP_CLUBS.forEach((p) => this.addPlace('BAR', p, copy, STRIP_CLUBS)));
    rankPopularity(this.plans);
    return { categories: categoryRows(), venues: this.venues, products: this.plans };
  }

  private eachCopy(fn: (copy: number) => void) {
    for (let copy = 0; copy < this.scale; copy += 1) fn(copy);
  }

  private push(plan: Omit<ProductPlan, 'images'>, rng: Rng) {
    this.plans.push({ ...plan, images: buildImages(plan.product.id, plan.product.type, plan.product.name, rng) });
  }

  private hotel(name: string, copy: number): HotelRef {
    const ref = this.hotels.get(name + copySuffix(copy));
    if (!ref) throw new Error(`Seed data names an unknown hotel: ${name}`);
    return ref;
  }

  private locate(where: Where, copy: number, rng: Rng): Location {
    return 'hotel' in where ? insideHotel(this.hotel(where.hotel, copy), rng) : streetLocation(where.area, rng);
  }

  private addVenues(copy: number) {
    for (const seed of VENUES) this.venues.push(buildVenue(seed, copy, copySuffix(copy).trim()));
  }

  private addHotel(seed: HotelSeed, copy: number) {
    const id = this.nextId++;
    const name = seed.name + copySuffix(copy);
    const rng = rngFor(`product:HOTEL:${name}`);
    const neighbours = HOTELS.filter((h) => h.area === seed.area);
    const location = streetLocation(seed.area, rng, { index: neighbours.indexOf(seed), count: neighbours.length });
    this.hotels.set(name, { ...location, name, seed, productId: id });
    const guestScore = round1(Math.min(9.8, Math.max(6.2, 5.2 + seed.stars * 0.8 + rng.float(-0.7, 0.7))));
    const genre = seed.stars >= 5 ? 'luxury' : seed.stars >= 4 ? 'upscale' : seed.stars >= 3.5 ? 'stylish' : 'budget-friendly';
    const features = [
      { name: 'Pool', description: rng.pick(['Outdoor pool with cabanas and daybeds', 'Heated pool deck with a poolside bar', 'Lazy river and family pool']) },
      ...(seed.casino ? [{ name: 'Casino', description: `${rng.int(60, 160)},000 sq ft of slots and table games` }] : [{ name: 'Non-gaming', description: 'A smoke-free, casino-free hotel' }]),
      { name: 'Spa & Fitness', description: rng.pick(['Full-service spa and 24-hour fitness center', 'Fitness center with Strip views', 'Spa, sauna and fitness center']) },
      { name: 'Dining', description: `${rng.int(4, 18)} restaurants and bars on site` },
      { name: 'Resort Fee', description: `$${seed.resortFee} per room per night plus tax; includes Wi-Fi and fitness center access` },
      { name: 'Parking', description: rng.pick(['Self-parking from $18 per day; valet available', 'Free self-parking for hotel guests', 'Valet and self-parking available']) },
      { name: 'Check-in / Check-out', description: '3:00 PM / 11:00 AM' },
    ];
    const product = productRow(
      id,
      {
        type: 'HOTEL',
        name,
        prominence: prominenceOf(HOTELS, seed),
        location: { ...location, locatedWithin: null },
        provider: `${name.replace(/^The /, '').split(' ').slice(0, 2).join(' ')} Hospitality`,
        hook: seed.hook,
        genre: `${genre} ${seed.casino ? 'casino' : 'non-gaming'}`,
        minAge: null,
        durationMinutes: null,
        sellable: true,
        features,
        rating: round1(guestScore / 2),
        starRating: seed.stars,
        guestScore,
      },
      rng,
    );
    const insider = rng.chance(0.45);
    const weekendFactor = Math.round(rng.float(1.4, 1.9) * 100) / 100;
    const rackFactor = rng.float(1.15, 1.6);
    const skus: SkuRow[] = [];
    const rooms: RoomInventory[] = [];
    seed.rooms.forEach((room, i) => {
      const skuId = this.skuId();
      const rateCents = dollars(Math.round(seed.fromRate * room.rateFactor)) - 1;
      skus.push(
        roomSku(rng, {
          id: skuId,
          productId: id,
          name: room.name,
          ticketType: 'ROOM',
          rateCents,
          rackFactor,
          feeCents: dollars(seed.resortFee),
          taxRate: ROOM_TAX_RATE,
          maxOccupancy: room.maxOccupancy,
          insider,
          sortOrder: i + 1,
        }),
      );
      // Suites are scarce; standard rooms plentiful.
      rooms.push({ skuId, rateCents, rackFactor, weekendFactor, roomsTotal: room.rateFactor >= 2 ? rng.int(5, 10) : rng.int(15, 40) });
    });
    this.push({ product, venueKey: null, categoryIds: [], skus, weekly: null, rooms }, rng);
  }

  private addPackage(hotelName: string, copy: number) {
    const hotel = this.hotel(hotelName, copy);
    const id = this.nextId++;
    const name = `${hotel.name} Air + Hotel Package`;
    const rng = rngFor(`product:AIR_HOTEL:${name}`);
    const product = productRow(
      id,
      {
        type: 'AIR_HOTEL',
        name,
        prominence: prominenceOf(PACKAGE_HOTELS, hotelName),
        location: { ...hotel, locatedWithin: hotel.name, localPhone: phone(rng) },
        provider: 'VegasGo Vacations',
        hook: hotel.seed.hook,
        genre: 'air and hotel',
        minAge: null,
        durationMinutes: null,
        sellable: true,
        features: [
          { name: 'Includes', description: 'Round-trip economy airfare and hotel nights' },
          { name: 'Airlines', description: 'More than 400 airlines and 1,700 departure cities' },
          { name: 'Travelers', description: 'Up to 8 travelers per booking; up to 4 per room' },
          { name: 'Hotel', description: `${hotel.name}, ${hotel.area}` },
        ],
        rating: round1(rng.float(4.0, 4.8)),
      },
      rng,
    );
    const airfare = rng.int(189, 329);
    const skus: SkuRow[] = [];
    hotel.seed.rooms.slice(0, 3).forEach((room, i) => {
      const skuId = this.skuId();
      const nightly = hotel.seed.fromRate * room.rateFactor * 0.9;
      // Priced per person for the typical three-night trip, sharing a room with one other traveler.
      const perPerson = dollars(Math.round((nightly * 3) / 2 + airfare));
      skus.push(
        roomSku(rng, {
          id: skuId,
          productId: id,
          name: `${room.name}${PACKAGE_SKU_SUFFIX}`,
          ticketType: 'PACKAGE',
          rateCents: perPerson,
          rackFactor: rng.float(1.1, 1.3),
          feeCents: dollars(rng.int(38, 56)),
          taxRate: 0.07,
          maxOccupancy: room.maxOccupancy,
          insider: false,
          sortOrder: i + 1,
        }),
      );
    });
    // Dates and room inventory come from the hotel's own room nights; the package adds the flight.
    this.push({ product, venueKey: null, categoryIds: [], skus, weekly: null, rooms: [] }, rng);
  }

  private addShow(seed: ShowSeed, copy: number) {
    const id = this.nextId++;
    const name = seed.name + copySuffix(copy);
    const rng = rngFor(`product:SHOW:${name}`);
    const staging = seed.staging;
    const genre = SHOW_GENRE[seed.categories[0] ?? SHOW_CATEGORY.VARIETY] ?? 'variety';
    const skus: SkuRow[] = [];
    let weekly: WeeklyTimes;
    let location: Location;
    let room: string;
    let venueKey: string | null = null;
    const discount = productDiscount(rng);
    const sku = (input: Omit<Parameters<typeof ticketSku>[1], 'id' | 'productId' | 'sortOrder' | 'discount'>) =>
      skus.push(ticketSku(rng, { ...input, discount, id: this.skuId(), productId: id, sortOrder: skus.length + 1 }));

    if (staging.kind === 'seated') {
      const venueSeed = VENUES.find((v) => v.key === staging.venue);
      const venue = this.venues.find((v) => v.key === (copy === 0 ? staging.venue : `${staging.venue}-${copy + 1}`));
      if (!venueSeed || !venue) throw new Error(`Seed data names an unknown venue: ${staging.venue}`);
      venueKey = venue.key;
      room = venue.name;
      location = insideHotel(this.hotel(venueSeed.hotel, copy), rng);
      const open = [0, 1, 2, 3, 4, 5, 6].filter((d) => !venueSeed.darkDays.includes(d));
      weekly =
        staging.program === 0
          ? onDays(['19:00', '21:30'], open)
          : staging.program === 1
            ? onDays(['20:00'], venueSeed.darkDays)
            : staging.program === 2
              ? everyDay(['16:00'], darkDays(rng, 1))
              : onDays(['13:30'], [3, 5, 6, 0]);
      for (let tier = 1; tier <= venue.tierCount; tier += 1) {
        sku({
          name: `${venueSeed.tierNames[tier - 1] ?? `Price Level ${tier}`} Seating`,
          ticketType: 'RESERVED',
          boxOfficeCents: dollars(Math.max(29, seed.topPrice * (1 - 0.16 * (tier - 1)))),
          priceTier: tier,
          supportsSeatSelection: true,
        });
      }
      // A second ticket type on the cheapest seats, so a seat of that price can be bought as either
      // (ticket-buying 4: the map's info card with an 'Add' per ticket type). Its own PRNG stream
      // keeps every other figure of the show as it was.
      skus.push(
        ticketSku(rngFor(`product:SHOW:${name}:senior`), {
          name: 'Senior (65+) Seating',
          ticketType: 'SENIOR',
          boxOfficeCents: dollars(Math.max(29, seed.topPrice * (1 - 0.16 * (venue.tierCount - 1))) * 0.85),
          priceTier: venue.tierCount,
          supportsSeatSelection: true,
          insiderChance: 0,
          discount,
          id: this.skuId(),
          productId: id,
          sortOrder: skus.length + 1,
        }),
      );
      if (staging.vip) {
        sku({ name: 'VIP Meet & Greet Package', ticketType: 'VIP', boxOfficeCents: dollars(seed.topPrice * 1.6), capacityPerPerformance: 20, maxQuantity: 8 });
      }
      if (staging.booths) {
        sku({ name: 'Booth Seating (sold in pairs)', ticketType: 'BOOTH', boxOfficeCents: dollars(seed.topPrice * 1.1), capacityPerPerformance: 24, purchaseQuantities: [2, 4, 6] });
      }
    } else {
      room = staging.room;
      location = insideHotel(this.hotel(staging.hotel, copy), rng);
      weekly = everyDay(staging.times, darkDays(rng, staging.darkDays));
      sku({ name: 'General Admission', ticketType: 'GENERAL_ADMISSION', boxOfficeCents: dollars(seed.topPrice * 0.7), capacityPerPerformance: Math.round(staging.capacity * 0.8) });
      sku({ name: 'VIP Front Section', ticketType: 'VIP', boxOfficeCents: dollars(seed.topPrice), capacityPerPerformance: Math.round(staging.capacity * 0.2) });
      if (rng.chance(0.35)) {
        sku({ name: 'Table for Four (sold in groups of 4)', ticketType: 'TABLE', boxOfficeCents: dollars(seed.topPrice * 0.9), capacityPerPerformance: 40, purchaseQuantities: [4] });
      }
    }
    const product = productRow(
      id,
      {
        type: 'SHOW',
        name,
        prominence: prominenceOf(SHOWS, seed),
        location,
        room,
        provider: seed.provider,
        hook: seed.hook,
        genre,
        minAge: seed.minAge,
        durationMinutes: seed.durationMinutes,
        sellable: true,
        features: [
          { name: 'Show Times', description: timesText(weekly) },
          { name: 'Duration', description: `${seed.durationMinutes} minutes` },
          { name: 'Age Requirement', description: ageText(seed.minAge) },
          { name: 'Venue', description: `${room} at ${location.locatedWithin ?? location.address}` },
          {
            name: 'Seating',
            description: staging.kind === 'seated' ? 'Reserved seating: pick your seats on the seat map' : 'General admission: seating is first come, first served',
          },
          { name: 'Dress Code', description: rng.pick(['Casual', 'Smart casual', 'Upscale casual']) },
        ],
      },
      rng,
    );
    this.push({ product, venueKey, categoryIds: [...seed.categories], skus, weekly, rooms: [] }, rng);
  }

  private addTour(seed: (typeof TOURS)[number], copy: number) {
    const id = this.nextId++;
    const name = seed.name + copySuffix(copy);
    const rng = rngFor(`product:TOUR:${name}`);
    const location = 'hotel' in seed.departsFrom ? insideHotel(this.hotel(seed.departsFrom.hotel, copy), rng) : streetLocation(seed.departsFrom.area, rng);
    const closed = rng.chance(0.25) ? [rng.pick([0, 2, 3])] : [];
    const weekly = everyDay(seed.departures, closed);
    const skus = optionSkus(id, this.skuId, seed.options, seed.price, seed.capacity, rng);
    const product = productRow(
      id,
      {
        type: 'TOUR',
        name,
        prominence: prominenceOf(TOURS, seed),
        location,
        provider: seed.provider,
        hook: seed.hook,
        genre: TOUR_GENRE[seed.destination] ?? 'desert',
        destination: TOUR_DESTINATION[seed.destination],
        minAge: seed.minAge,
        durationMinutes: seed.durationMinutes,
        sellable: true,
        features: [
          { name: 'Departures', description: timesText(weekly) },
          { name: 'Duration', description: `About ${Math.round(seed.durationMinutes / 30) / 2} hours` },
          { name: 'Pickup', description: 'hotel' in seed.departsFrom ? `Meet at ${seed.departsFrom.hotel}` : 'Complimentary pickup from most Strip resorts' },
          { name: 'Includes', description: rng.pick(['Guide, transportation and bottled water', 'Guide, transportation, snacks and water', 'All equipment, guide and transportation']) },
          { name: 'Age Requirement', description: ageText(seed.minAge) },
          { name: 'Group Size', description: `Up to ${seed.capacity} guests` },
        ],
      },
      rng,
    );
    this.push({ product, venueKey: null, categoryIds: [seed.destination], skus, weekly, rooms: [] }, rng);
  }

  private addAttraction(seed: (typeof ATTRACTIONS)[number], copy: number) {
    const id = this.nextId++;
    const name = seed.name + copySuffix(copy);
    const rng = rngFor(`product:ATTRACTION:${name}`);
    const location = this.locate(seed.where, copy, rng);
    const closed = rng.chance(0.2) ? [2] : [];
    const slots = slotTimes(seed.slots.first, seed.slots.last, seed.slots.everyMinutes);
    const weekly = everyDay(slots, closed);
    const skus = optionSkus(id, this.skuId, seed.options, seed.price, seed.capacity, rng);
    const product = productRow(
      id,
      {
        type: 'ATTRACTION',
        name,
        prominence: prominenceOf(ATTRACTIONS, seed),
        location,
        provider: seed.provider,
        hook: seed.hook,
        genre: ATTRACTION_GENRE[seed.categories[0] ?? ATTRACTION_CATEGORY.FAMILY_FUN] ?? 'attraction',
        minAge: seed.minAge,
        durationMinutes: seed.durationMinutes,
        sellable: true,
        features: [
          { name: 'Hours', description: `${daysText([0, 1, 2, 3, 4, 5, 6].filter((d) => !closed.includes(d)))}, first entry ${formatTime(seed.slots.first)}, last entry ${formatTime(seed.slots.last)}` },
          { name: 'Time Needed', description: `About ${seed.durationMinutes} minutes` },
          { name: 'Age Requirement', description: ageText(seed.minAge) },
          { name: 'Location', description: location.locatedWithin ?? `${location.address}, ${location.city}` },
        ],
      },
      rng,
    );
    this.push({ product, venueKey: null, categoryIds: [...seed.categories], skus, weekly, rooms: [] }, rng);
  }

  private addClub(seed: (typeof CLUBS)[number], copy: number) {
    const id = this.nextId++;
    const name = seed.name + copySuffix(copy);
    const rng = rngFor(`product:CLUB:${name}`);
    const location = insideHotel(this.hotel(seed.hotel, copy), rng);
    const weekly = onDays(['22:30'], seed.nights);
    const skus: SkuRow[] = [];
    const discount = productDiscount(rng);
    const sku = (input: Omit<Parameters<typeof ticketSku>[1], 'id' | 'productId' | 'sortOrder' | 'discount'>) =>
      skus.push(ticketSku(rng, { ...input, discount, id: this.skuId(), productId: id, sortOrder: skus.length + 1, maxQuantity: input.maxQuantity ?? 10 }));
    sku({ name: 'General Admission - Women', ticketType: 'GENERAL_ADMISSION', boxOfficeCents: dollars(seed.cover * 0.6), capacityPerPerformance: Math.round(seed.capacity * 0.4) });
    sku({ name: 'General Admission - Men', ticketType: 'GENERAL_ADMISSION', boxOfficeCents: dollars(seed.cover), capacityPerPerformance: Math.round(seed.capacity * 0.4) });
    sku({ name: 'Express Entry', ticketType: 'VIP', boxOfficeCents: dollars(seed.cover * 1.8), capacityPerPerformance: Math.round(seed.capacity * 0.1) });
    sku({ name: 'Bottle Service Table (groups of 4)', ticketType: 'TABLE', boxOfficeCents: dollars(rng.int(15, 30) * 10), capacityPerPerformance: 40, purchaseQuantities: [4] });
    if (seed.capacity >= 500) {
      sku({ name: 'VIP Booth (6 to 10 guests)', ticketType: 'TABLE', boxOfficeCents: dollars(rng.int(25, 45) * 10), capacityPerPerformance: 30, purchaseQuantities: [6, 8, 10] });
    }
    const product = productRow(
      id,
      {
        type: 'CLUB',
        name,
        prominence: prominenceOf(CLUBS, seed),
        location,
        provider: `${location.locatedWithin ?? 'Strip'} Nightlife Group`,
        hook: seed.hook,
        genre: seed.categories.includes(CLUB_CATEGORY.ULTRA_LOUNGES) ? 'ultra lounge' : 'nightclub',
        minAge: 21,
        durationMinutes: null,
        sellable: true,
        features: [
          { name: 'Open', description: `${daysText(seed.nights)}, 10:30 PM until late` },
          { name: 'Dress Code', description: 'Upscale nightlife attire; no athletic wear, hats or flip-flops' },
          { name: 'Age Requirement', description: ageText(21) },
          { name: 'Capacity', description: `${seed.capacity} guests` },
        ],
      },
      rng,
    );
    this.push({ product, venueKey: null, categoryIds: [...seed.categories], skus, weekly, rooms: [] }, rng);
  }

  private addRestaurant(seed: (typeof RESTAURANTS)[number], copy: number) {
    const id = this.nextId++;
    const name = seed.name + copySuffix(copy);
    const rng = rngFor(`product:RESTAURANT:${name}`);
    const location = this.locate(seed.where, copy, rng);
    const skus: SkuRow[] = [];
    let weekly: WeeklyTimes | null = null;
    if (seed.setMenu) {
      const brunch = /brunch/i.test(seed.setMenu.name);
      weekly = brunch ? onDays(['10:00', '11:30', '13:00'], [6, 0]) : everyDay(['17:30', '19:00', '20:30']);
      skus.push(
        ticketSku(rng, {
          id: this.skuId(),
          productId: id,
          name: seed.setMenu.name,
          ticketType: 'DINING',
          boxOfficeCents: dollars(seed.setMenu.price),
          discount: productDiscount(rng),
          capacityPerPerformance: rng.int(20, 40),
          maxQuantity: 10,
          sortOrder: 1,
        }),
      );
    }
    const opens = rng.pick(['11:00', '11:30', '17:00', '17:30', '07:00']);
    const product = productRow(
      id,
      {
        type: 'RESTAURANT',
        name,
        prominence: prominenceOf(RESTAURANTS, seed),
        location,
        provider: location.locatedWithin ? `${location.locatedWithin} Dining` : name,
        hook: seed.hook,
        genre: seed.cuisines.join(', '),
        minAge: null,
        durationMinutes: null,
        sellable: seed.setMenu !== undefined,
        features: [
          { name: 'Cuisine', description: seed.cuisines.join(', ') },
          { name: 'Price Range', description: '$'.repeat(seed.priceBand) },
          {
            name: 'Hours',
            description: seed.cuisines.includes('Open 24 Hours') ? 'Open 24 hours' : `Daily ${formatTime(opens)} - ${formatTime(rng.pick(['22:00', '22:30', '23:00', '00:00']))}`,
          },
          { name: 'Reservations', description: seed.setMenu ? 'Book a seating online' : rng.pick(['Recommended', 'Walk-ins welcome']) },
        ],
      },
      rng,
    );
    const categoryIds = [...seed.cuisines.slice(0, 3).map(cuisineId), PRICE_BAND_CATEGORY[seed.priceBand]];
    this.push({ product, venueKey: null, categoryIds, skus, weekly, rooms: [] }, rng);
  }

  /** `list`: the seed list the place heads or trails (prominence), when not its type's own. */
  private addPlace(
    type: 'SPA' | 'BAR' | 'GAY_CLUB' | 'POOL_CLUB' | 'SPORTS_BOOK' | 'SHOPPING',
    seed: PlaceSeed,
    copy: number,
    list: readonly PlaceSeed[] = PLACE_LISTS[type],
  ) {
    const id = this.nextId++;
    const name = seed.name + copySuffix(copy);
    const rng = rngFor(`product:${type}:${name}`);
    const location = this.locate(seed.where, copy, rng);
    const hours = PLACE_HOURS[type];
    const product = productRow(
      id,
      {
        type,
        name,
        prominence: prominenceOf(list, seed),
        location,
        provider: location.locatedWithin ?? name,
        hook: seed.hook,
        genre: seed.genre ?? PLACE_GENRE[type],
        minAge: seed.minAge,
        durationMinutes: null,
        sellable: false,
        features: [
          { name: 'Hours', description: rng.pick(hours) },
          { name: 'Age Requirement', description: ageText(seed.minAge) },
          { name: 'Location', description: location.locatedWithin ?? `${location.address}, ${location.city}` },
        ],
      },
      rng,
    );
    const categoryIds = seed.categories ?? (type === 'SHOPPING' ? [SHOPPING_CATEGORY.MALLS] : []);
    // Strip clubs are bars by type (STRIP_CLUB_CATEGORY) but have a details base of their own.
    if (categoryIds.includes(BAR_CATEGORY.STRIP_CLUBS)) {
      product.url = routes.stripClubProductDetails.build({ productID: id, productName: product.slug });
    }
    this.push({ product, venueKey: null, categoryIds, skus: [], weekly: null, rooms: [] }, rng);
  }
}

function optionSkus(productId: number, skuId: () => number, options: TicketOption[], price: number, capacity: number, rng: Rng): SkuRow[] {
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

/** Popularity rank within each type: 1 is the most popular, by review volume weighted by rating. */
function rankPopularity(plans: ProductPlan[]) {
  const byType = new Map<ProductType, ProductPlan[]>();
  for (const p of plans) byType.set(p.product.type, [...(byType.get(p.product.type) ?? []), p]);
  for (const list of byType.values()) {
    const score = (p: ProductPlan) => p.product.reviewCount * (p.product.rating ?? 0) ** 2;
    [...list]
      .sort((a, b) => score(b) - score(a) || a.product.id - b.product.id)
      .forEach((p, i) => {
        p.product.popularity = i + 1;
      });
  }
}

function categoryRows(): CategoryRow[] {
  return CATEGORY_GROUPS.flatMap((group) =>
    group.categories.map((c, i) => ({
      id: c.id,
      groupCode: group.groupCode,
      productType: group.productType,
      name: c.name,
      slug: c.slug ?? slugify(c.name),
      sortOrder: i + 1,
    })),
  );
}

const PACKAGE_HOTELS = [
  'Neon Mirage Resort & Casino',
  'Palazzo Aurelia Resort',
  'Solara Bay Resort & Casino',
  'Lumière Parisienne Hotel & Casino',
  'Emberly Grand Las Vegas',
  'Fremont Royale Hotel & Casino',
];

const SHOW_GENRE: Record<number, string> = {
  [SHOW_CATEGORY.ADULT]: 'adult',
  [SHOW_CATEGORY.ACROBATIC_THEATRE]: 'acrobatic theatre',
  [SHOW_CATEGORY.COMEDY]: 'comedy',
  [SHOW_CATEGORY.CONCERTS]: 'live music',
  [SHOW_CATEGORY.HYPNOSIS]: 'hypnosis',
  [SHOW_CATEGORY.IMPERSONATORS]: 'impersonator',
  [SHOW_CATEGORY.MAGIC]: 'magic',
  [SHOW_CATEGORY.MUSICALS]: 'musical theatre',
  [SHOW_CATEGORY.PRODUCTION]: 'production',
  [SHOW_CATEGORY.TRIBUTE]: 'tribute',
  [SHOW_CATEGORY.VARIETY]: 'variety',
};

const TOUR_GENRE: Record<number, string> = {
  [TOUR_AREA.COLORADO_RIVER]: 'Colorado River',
  [TOUR_AREA.GRAND_CANYON]: 'Grand Canyon',
  [TOUR_AREA.HOOVER_DAM]: 'Hoover Dam',
  [TOUR_AREA.LAKE_MEAD]: 'Lake Mead',
  [TOUR_AREA.OTHER]: 'desert day trip',
  [TOUR_AREA.RED_ROCK]: 'Red Rock Canyon',
  [TOUR_AREA.VALLEY_OF_FIRE]: 'Valley of Fire',
  [TOUR_AREA.STRIP_TOURS]: 'Las Vegas Strip',
};

const TOUR_DESTINATION: Record<number, string> = {
  [TOUR_AREA.COLORADO_RIVER]: 'the Colorado River below Hoover Dam',
  [TOUR_AREA.GRAND_CANYON]: 'the Grand Canyon',
  [TOUR_AREA.HOOVER_DAM]: 'Hoover Dam',
  [TOUR_AREA.LAKE_MEAD]: 'Lake Mead',
  [TOUR_AREA.OTHER]: 'some of the most spectacular scenery in the Southwest',
  [TOUR_AREA.RED_ROCK]: 'Red Rock Canyon',
  [TOUR_AREA.VALLEY_OF_FIRE]: 'the Valley of Fire',
  [TOUR_AREA.STRIP_TOURS]: 'the sights of Las Vegas by night',
};

const ATTRACTION_GENRE: Record<number, string> = {
  [ATTRACTION_CATEGORY.THRILL_RIDES]: 'thrill ride',
  [ATTRACTION_CATEGORY.OBSERVATION_DECKS]: 'observation deck',
  [ATTRACTION_CATEGORY.MUSEUMS]: 'museum',
  [ATTRACTION_CATEGORY.FAMILY_FUN]: 'family attraction',
  [ATTRACTION_CATEGORY.OUTDOOR_ADVENTURES]: 'outdoor adventure',
  [ATTRACTION_CATEGORY.IMMERSIVE]: 'immersive experience',
  [ATTRACTION_CATEGORY.ANIMAL_ENCOUNTERS]: 'animal encounter',
  [ATTRACTION_CATEGORY.MOTORSPORTS_AND_RANGES]: 'adrenaline experience',
  [ATTRACTION_CATEGORY.GAMES_AND_ESCAPE_ROOMS]: 'game room',
};

const PRICE_BAND_CATEGORY: Record<1 | 2 | 3 | 4, number> = {
  1: RESTAURANT_PRICE.BUDGET,
  2: RESTAURANT_PRICE.MODERATE,
  3: RESTAURANT_PRICE.UPSCALE,
  4: RESTAURANT_PRICE.FINE_DINING,
};

const PLACE_GENRE: Record<'SPA' | 'BAR' | 'GAY_CLUB' | 'POOL_CLUB' | 'SPORTS_BOOK' | 'SHOPPING', string> = {
  SPA: 'day spa',
  BAR: 'cocktail bar',
  GAY_CLUB: 'LGBTQ+ nightlife',
  POOL_CLUB: 'pool party',
  SPORTS_BOOK: 'race and sports book',
  SHOPPING: 'shopping',
};

const PLACE_LISTS: Record<keyof typeof PLACE_GENRE, PlaceSeed[]> = {
  SPA: SPAS,
  BAR: BARS,
  GAY_CLUB: GAY_CLUBS,
  POOL_CLUB: POOL_CLUBS,
  SPORTS_BOOK: SPORTS_BOOKS,
  SHOPPING,
};

const PLACE_HOURS: Record<keyof typeof PLACE_GENRE, string[]> = {
  SPA: ['Daily 8:00 AM - 8:00 PM', 'Daily 7:00 AM - 7:00 PM', 'Daily 9:00 AM - 9:00 PM'],
  BAR: ['Daily 4:00 PM - 2:00 AM', 'Open 24 hours', 'Daily 5:00 PM - 3:00 AM'],
  GAY_CLUB: ['Thu-Sun 10:00 PM - 5:00 AM', 'Open 24 hours', 'Daily 8:00 PM - 4:00 AM'],
  POOL_CLUB: ['Seasonal, March-October: Fri-Sun 11:00 AM - 6:00 PM', 'Seasonal: Daily 10:00 AM - 6:00 PM'],
  SPORTS_BOOK: ['Open 24 hours', 'Daily 7:00 AM - 1:00 AM'],
  SHOPPING: ['Daily 10:00 AM - 11:00 PM', 'Mon-Sat 10:00 AM - 9:00 PM, Sun 11:00 AM - 7:00 PM', 'Daily 9:00 AM - midnight'],
};

/** The whole catalog (everything except date-dependent rows), identical on every run for a scale. */
export function buildCatalog(scale: number): CatalogPlan {
  if (!Number.isInteger(scale) || scale < 1 || scale > 50) throw new RangeError(`scale must be an integer from 1 to 50, got ${scale}`);
  return new CatalogBuilder(scale).build();
}
