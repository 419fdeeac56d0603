import 'server-only';
import { unstable_cache } from 'next/cache';
import { asc, eq, sql } from 'drizzle-orm';
import { findSummariesOfType } from '@/features/catalog/queries';
import { catalogTags } from '@/features/catalog/tags';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { categories as categoriesTable } from '@/lib/db/schema';
import { addCalendarDays, differenceInCalendarDays, pacificInstant } from '@/lib/dates';
import { productDetailsPath, slugify } from '@/lib/routes';
import { CATEGORY_GROUP_BY_TYPE } from './filters';
import { applySearch } from './results';
import type { OfferPrice, SearchCandidate, SearchRequest, SearchResults, SearchableType } from './types';

type WindowRow = {
  id: number;
  slug: string;
  area: string;
  hotel_id: number | null;
  category_ids: number[] | string | null;
  vibe: string | null;
  available: boolean;
  offer: number[] | string | null;
  places_left: number | string | null;
};

type CategoryRow = { id: number; name: string; group_code: string };

function json<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

const productRef = sql.raw('"p"."id"');

/** What each product of the type has on sale between the two Pacific dates (end date included). */
async function findWindowRows(type: SearchableType, startDate: string, endDate: string, roomQty: number): Promise<WindowRow[]> {
  const db = await getDb();
  const from = pacificInstant(startDate, '00:00').toISOString();
  const to = pacificInstant(addCalendarDays(endDate, 1), '00:00').toISOString();
  const nights = differenceInCalendarDays(endDate, startDate);

  // Hotels: the cheapest room type free for every night of the stay, as [total rate, total
  // base rate, rooms left on the tightest night, fee, tax]; rooms sold are gone (room_nights.sold,
  // features/hotels), rooms held for a few minutes still count as left. Others: the cheapest sku, sold
  // when a performance (show, tour slot, seating) falls in the window and has not started.
  const hotelOffer = sql`(
    select json_build_array(sum(rn.rate_cents), sum(rn.base_rate_cents), min(rn.rooms_total - rn.sold), s.fee_cents, s.tax_cents)
      from skus s join room_nights rn on rn.sku_id = s.id
     where s.product_id = ${productRef} and rn.night >= ${startDate}::date and rn.night < ${endDate}::date
       and rn.rooms_total - rn.sold >= ${roomQty}::int
     group by s.id, s.fee_cents, s.tax_cents
    having count(*) = ${nights}::int
     order by sum(rn.rate_cents), s.id
     limit 1)`;
  const performanceInWindow = sql`exists (
    select 1 from performances pf
     where pf.product_id = ${productRef} and not pf.cancelled
       and pf.starts_at >= greatest(${from}::timestamptz, now()) and pf.starts_at < ${to}::timestamptz)`;
  const skuOffer = sql`(
    select json_build_array(s.price_cents, s.base_price_cents, null, s.fee_cents, s.tax_cents)
      from skus s where s.product_id = ${productRef}
     order by s.price_cents, s.id limit 1)`;

  // Places left on the performance of the window with the most left (the card's urgency, storefront
  // 2.6 and 9): the venue's seats less the live seat claims where the product sells assigned seats,
  // plus each general-admission sku's capacity less its sold places and live holds, as the ticket
  // panel counts them (features/seating). Null when no performance falls in the window.
  const placesLeft = sql`(
    select max(
             case when v.id is not null and exists (select 1 from skus ks where ks.product_id = ${productRef} and ks.supports_seat_selection)
                  then v.seat_count - (select count(*) from seat_claims c
                                        where c.performance_id = pf.id and (c.status = 'sold' or c.held_until > now()))
                  else 0 end
             + coalesce((select sum(k.capacity_per_performance
                                    - coalesce((select i.sold from ga_inventory i where i.performance_id = pf.id and i.sku_id = k.id), 0)
                                    - coalesce((select sum(h.quantity) from ga_holds h
                                                 where h.performance_id = pf.id and h.sku_id = k.id and h.held_until > now()), 0))
                           from skus k
                          where k.product_id = ${productRef} and not k.supports_seat_selection and k.capacity_per_performance is not null), 0))
      from performances pf left join venues v on v.id = pf.venue_id
     where pf.product_id = ${productRef} and not pf.cancelled
       and pf.starts_at >= greatest(${from}::timestamptz, now()) and pf.starts_at < ${to}::timestamptz)`;

  const offer = type === 'HOTEL' ? hotelOffer : sql`case when ${performanceInWindow} then ${skuOffer} end`;
  // Restaurants are listed whether or not they sell seatings; the rest need something on sale.
  const available =
    type === 'HOTEL' ? sql`${hotelOffer} is not null` : type === 'RESTAURANT' ? sql`true` : performanceInWindow;

  return rows<WindowRow>(
    db,
    sql`
    select p.id, p.slug, p.area,
           (select h.id from products h where h.type = 'HOTEL' and h.name = p.located_within order by h.id limit 1) as hotel_id,
           (select json_agg(pc.category_id order by c.sort_order, c.id)
              from product_categories pc join categories c on c.id = pc.category_id
             where pc.product_id = p.id) as category_ids,
           (select c.name from product_categories pc join categories c on c.id = pc.category_id
             where pc.product_id = p.id order by c.sort_order, c.id limit 1) as vibe,
           ${available} as available,
           ${offer} as offer,
           ${type === 'HOTEL' ? sql`null` : placesLeft} as places_left
      from products p
     where p.type = ${type}`,
  );
}

async function findCategories(type: SearchableType): Promise<CategoryRow[]> {
  const db = await getDb();
  return db
    .select({ id: categoriesTable.id, name: categoriesTable.name, group_code: categoriesTable.groupCode })
    .from(categoriesTable)
    .where(eq(categoriesTable.productType, type))
    .orderBy(asc(categoriesTable.sortOrder), asc(categoriesTable.id));
}

function offerOf(type: SearchableType, raw: number[] | null, nights: number): { offer: OfferPrice | null; roomsLeft: number | null } {
  if (raw === null) return { offer: null, roomsLeft: null };
  const [price = 0, base = 0, roomsLeft = null, fee = 0, tax = 0] = raw.map((n) => (n === null ? null : Number(n))) as number[];
  // Hotel offers sum the stay; a card shows the average night.
  const perUnit = (cents: number) => (type === 'HOTEL' ? Math.round(cents / Math.max(1, nights)) : cents);
  const priceCents = perUnit(price);
  return {
    offer: {
      priceCents,
      basePriceCents: Math.max(priceCents, perUnit(base)),
      totalBeforeTaxCents: priceCents + fee,
      totalCents: priceCents + fee + tax,
    },
    roomsLeft: type === 'HOTEL' ? roomsLeft : null,
  };
}

/** Every product of the type with what the window holds for it, most popular first. Uncached. */
export async function findSearchCandidates(
  type: SearchableType,
  startDate: string,
  endDate: string,
  roomQty: number,
): Promise<SearchCandidate[]> {
  const [summaries, windowRows] = await Promise.all([
    findSummariesOfType(type),
    findWindowRows(type, startDate, endDate, roomQty),
  ]);
  const byId = new Map(windowRows.map((row) => [row.id, row]));
  const nights = differenceInCalendarDays(endDate, startDate);
  return summaries.flatMap((summary, index): SearchCandidate[] => {
    const row = byId.get(summary.id);
    if (!row) return [];
    const { offer, roomsLeft } = offerOf(type, json<number[]>(row.offer), nights);
    // Cards open the product on the searched dates.
    const href = productDetailsPath(type, { productID: summary.id, productName: row.slug, startDate, endDate }) ?? summary.href;
    return [
      {
        summary: { ...summary, href },
        available: Boolean(row.available),
        offer,
        roomsLeft,
        placesLeft: row.places_left === null ? null : Math.max(0, Number(row.places_left)),
        popularity: index,
        areaName: row.area,
        areaSlug: slugify(row.area),
        hotelId: row.hotel_id === null ? null : Number(row.hotel_id),
        starRating: summary.starRating,
        categoryIds: (json<number[]>(row.category_ids) ?? []).map(Number),
        vibe: row.vibe,
      },
    ];
  });
}

// Results move with the calendar (performances start, nights pass) and with catalog edits,
// so entries carry the type's tags and also expire on their own after five minutes.
const FIVE_MINUTES = 300;

/**
 * The results page of a search: the window's candidates are cached per type, dates and rooms
 * (so filter and sort clicks on one search share one database read), then filtered, sorted and
 * counted in memory.
 */
export async function getSearchResults(request: SearchRequest): Promise<SearchResults> {
  const [candidates, categories] = await Promise.all([cachedCandidates(request), cachedCategories(request.type)]);
  return applySearch(
    candidates,
    categories.map((c) => ({ id: Number(c.id), name: c.name, groupCode: c.group_code })),
    request,
  );
}

function cachedCandidates(request: SearchRequest): Promise<SearchCandidate[]> {
  const roomQty = request.roomQty ?? 1;
  return unstable_cache(
    () => findSearchCandidates(request.type, request.startDate, request.endDate, roomQty),
    ['search-candidates', request.type, request.startDate, request.endDate, String(roomQty)],
    { tags: [catalogTags.all, catalogTags.productType(request.type)], revalidate: FIVE_MINUTES },
  )();
}

function cachedCategories(type: SearchableType): Promise<CategoryRow[]> {
  return unstable_cache(() => findCategories(type), ['search-categories', type], {
    tags: [catalogTags.all, catalogTags.productType(type)],
    revalidate: FIVE_MINUTES,
  })();
}

/**
 * Whether every category a search url names exists for its type: the category part's id and the
 * restaurant filters that are categories (Cuisine, RESTAURANTPRICES). A made-up one is not found
 * (issue 25: every valid-shaped value rendered, and was cached, as its own page).
 */
export async function searchCategoriesExist(request: SearchRequest): Promise<boolean> {
  const named = [
    ...(typeof request.categoryId === 'number' ? [{ group: CATEGORY_GROUP_BY_TYPE[request.type], id: request.categoryId }] : []),
    ...(request.filters.Cuisine ?? []).map((id) => ({ group: 'Cuisine', id: Number(id) })),
    ...(request.filters.RESTAURANTPRICES ?? []).map((id) => ({ group: 'RESTAURANTPRICES', id: Number(id) })),
  ];
  if (named.length === 0) return true;
  const categories = await cachedCategories(request.type);
  return named.every(({ group, id }) => categories.some((c) => Number(c.id) === id && c.group_code === group));
}

/**
 * Whether every place and hotel a search url's filters name, and the product it pins first, is
 * one of the type's products' (the window's candidates are every product of the type, read
 * through the same cache entry as the results, so this costs no query of its own): a made-up
 * area, hotel id or pinned product is not found.
 */
export async function searchPlacesExist(request: SearchRequest): Promise<boolean> {
  const areas = [...(request.filters.LOCATIONS ?? []), ...(request.filters.LOCATION ?? [])];
  const hotels = request.filters.HOTEL ?? [];
  const pinned = typeof request.preferredProductId === 'number' ? request.preferredProductId : null;
  if (areas.length === 0 && hotels.length === 0 && pinned === null) return true;
  const candidates = await cachedCandidates(request);
  const knownAreas = new Set(candidates.map((c) => c.areaSlug));
  const knownHotels = new Set(candidates.flatMap((c) => (c.hotelId === null ? [] : [String(c.hotelId)])));
  return (
    areas.every((area) => knownAreas.has(area)) &&
    hotels.every((hotel) => knownHotels.has(hotel)) &&
    (pinned === null || candidates.some((c) => c.summary.id === pinned))
  );
}

export interface SearchOptionGroup {
  readonly code: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  SHOWCATEGORIES: 'Category',
  TOURAREAS: 'Destination',
  ATTRACTIONCATEGORIES: 'Category',
  CLUBCATEGORIES: 'Category',
  Cuisine: 'Cuisine',
  RESTAURANTPRICES: 'Price',
};

/** The choices of a type's search widget, uncached: categories, and for restaurants the promotional filters. */
export async function findSearchOptions(type: SearchableType): Promise<SearchOptionGroup[]> {
  const categories = await findCategories(type);
  const grouped = new Map<string, SearchOptionGroup['options'][number][]>();
  for (const c of categories) {
    const list = grouped.get(c.group_code) ?? [];
    list.push({ value: String(c.id), label: c.name });
    grouped.set(c.group_code, list);
  }
  const groupOf = (code: string): SearchOptionGroup => ({ code, label: CATEGORY_LABELS[code] ?? code, options: grouped.get(code) ?? [] });
  if (type !== 'RESTAURANT') {
    const code = CATEGORY_GROUP_BY_TYPE[type];
    return code === undefined ? [] : [groupOf(code)];
  }
  const db = await getDb();
  const places = await rows<{ area: string; hotel_id: number | null; hotel_name: string | null }>(
    db,
    sql`
      select distinct p.area, h.id as hotel_id, h.name as hotel_name
        from products p left join products h on h.type = 'HOTEL' and h.name = p.located_within
       where p.type = 'RESTAURANT'`,
  );
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  const hotels = new Map(places.filter((p) => p.hotel_id !== null).map((p) => [String(p.hotel_id), p.hotel_name ?? '']));
  const areas = new Map(places.map((p) => [slugify(p.area), p.area]));
  return [
    groupOf('Cuisine'),
    { code: 'HOTEL', label: 'Hotel', options: [...hotels].map(([value, label]) => ({ value, label })).sort(byName) },
    { code: 'LOCATION', label: 'Location', options: [...areas].map(([value, label]) => ({ value, label })).sort(byName) },
    groupOf('RESTAURANTPRICES'),
  ];
}

/** The choices of a type's search widget, cached with the type's catalog tags. */
export async function getSearchOptions(type: SearchableType): Promise<SearchOptionGroup[]> {
  return unstable_cache(() => findSearchOptions(type), ['search-options', type], {
    tags: [catalogTags.all, catalogTags.productType(type)],
    revalidate: FIVE_MINUTES,
  })();
}
