import 'server-only';
import { unstable_cache } from 'next/cache';
import { sql } from 'drizzle-orm';
import { findSummariesOfType } from '@/features/catalog/queries';
import { catalogTags } from '@/features/catalog/tags';
import type { ProductSummary } from '@/features/catalog/types';
import { PACKAGE_SKU_SUFFIX } from '@/lib/config/product-types';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { differenceInCalendarDays } from '@/lib/dates';
import { productDetailsPath } from '@/lib/routes';
import { seatFareCents } from './airfare';
import { airportLabel, findAirport } from './airports';
import type { PackageRoomType } from './packages';
import type { AirHotelSearch } from './request';
import { airHotelSearchErrors, priceAndSortPackages, type PricedPackage } from './results';

/** A package with its hotel and the hotel's room types (those the package sells) over the nights. */
export interface PackageStay {
  readonly packageId: number;
  readonly slug: string;
  readonly hotelId: number | null;
  readonly roomTypes: readonly PackageRoomType[];
}

type Row = {
  package_id: number | string;
  slug: string;
  hotel_id: number | string | null;
  sku_id: number | string | null;
  name: string | null;
  max_occupancy: number | string | null;
  stay: number | string | null;
};

/**
 * Every sellable air+hotel package with its hotel's room types over the nights from startDate
 * to endDate: a room type's stay is the sum of its nightly rates when every night has the
 * rooms wanted free, else null. Uncached.
 */
export async function findPackageStays(startDate: string, endDate: string, roomQty: number): Promise<PackageStay[]> {
  const db = await getDb();
  const nights = differenceInCalendarDays(endDate, startDate);
  const result = await rows<Row>(
    db,
    sql`
    select p.id as package_id, p.slug, h.id as hotel_id, s.id as sku_id, s.name, s.max_occupancy,
           case when count(rn.night) filter (where rn.rooms_total >= ${roomQty}::int) = ${nights}::int
                then sum(rn.rate_cents) end as stay
      from products p
      left join lateral (
        select h.id from products h where h.type = 'HOTEL' and h.name = p.located_within order by h.id limit 1
      ) h on true
      left join skus s on s.product_id = h.id
       and exists (select 1 from skus ps where ps.product_id = p.id and ps.name = s.name || ${PACKAGE_SKU_SUFFIX})
      left join room_nights rn on rn.sku_id = s.id and rn.night >= ${startDate}::date and rn.night < ${endDate}::date
     where p.type = 'AIR_HOTEL' and p.sellable
     group by p.id, p.slug, h.id, s.id, s.name, s.max_occupancy
     order by p.id, s.sort_order, s.id`,
  );
  const stays = new Map<number, { packageId: number; slug: string; hotelId: number | null; roomTypes: PackageRoomType[] }>();
  for (const row of result) {
    const id = Number(row.package_id);
    let stay = stays.get(id);
    if (!stay) {
      stay = { packageId: id, slug: row.slug, hotelId: row.hotel_id === null ? null : Number(row.hotel_id), roomTypes: [] };
      stays.set(id, stay);
    }
    if (row.sku_id === null || row.name === null) continue;
    stay.roomTypes.push({
      skuId: Number(row.sku_id),
      name: row.name,
      maxOccupancy: row.max_occupancy === null ? null : Number(row.max_occupancy),
      stayCents: row.stay === null ? null : Number(row.stay),
    });
  }
  return [...stays.values()];
}

export interface PackageListing {
  readonly summary: ProductSummary;
  /** The package's hotel, for its star rating and location. */
  readonly hotel: ProductSummary | null;
  readonly stay: PackageStay;
  readonly popularity: number;
}

// Room nights move with the calendar and with sales; like the other searches, five minutes at most.
const FIVE_MINUTES = 300;

/**
 * The packages of a search window, most popular first, each opening on the searched dates; read
 * once per window and rooms wanted and cached with the catalog tags of packages and hotels.
 */
export async function getPackageListings(startDate: string, endDate: string, roomQty: number): Promise<PackageListing[]> {
  const tags = [catalogTags.all, catalogTags.productType('AIR_HOTEL'), catalogTags.productType('HOTEL')];
  const [packages, hotels, stays] = await Promise.all([
    unstable_cache(() => findSummariesOfType('AIR_HOTEL'), ['type-summaries', 'AIR_HOTEL'], { tags, revalidate: FIVE_MINUTES })(),
    unstable_cache(() => findSummariesOfType('HOTEL'), ['type-summaries', 'HOTEL'], { tags, revalidate: FIVE_MINUTES })(),
    unstable_cache(() => findPackageStays(startDate, endDate, roomQty), ['package-stays', startDate, endDate, String(roomQty)], {
      tags,
      revalidate: FIVE_MINUTES,
    })(),
  ]);
  const staysById = new Map(stays.map((s) => [s.packageId, s]));
  const hotelsById = new Map(hotels.map((h) => [h.id, h]));
  return packages.flatMap((summary, popularity): PackageListing[] => {
    const stay = staysById.get(summary.id);
    if (!stay) return [];
    const href = productDetailsPath('HOTEL', { productID: summary.id, productName: stay.slug, startDate, endDate }) ?? summary.href;
    return [{ summary: { ...summary, href }, hotel: stay.hotelId === null ? null : (hotelsById.get(stay.hotelId) ?? null), stay, popularity }];
  });
}

/** What the results page shows for one search: the airport as named, the packages in order, or why not. */
export interface AirHotelResultsData {
  /** 'Los Angeles, CA (LAX) - Los Angeles International Airport', when the search names a known airport. */
  readonly airportLabel: string | null;
  /** Null when the search is invalid: nothing was fetched, `errors` say why. */
  readonly results: readonly PricedPackage[] | null;
  readonly errors: readonly string[];
}

/**
 * The air+hotel results of a parsed search (ticket-buying 9, storefront 9): the departure
 * airport, then, when the search is valid, every package of the window priced for the party
 * with the airport's seat fare and sorted as asked. Per visitor: only the listings are cached.
 */
export async function getAirHotelResults(search: AirHotelSearch): Promise<AirHotelResultsData> {
  const { request } = search;
  const airport = request.from === null ? null : await findAirport(request.from);
  const errors = airHotelSearchErrors(search, airport !== null);
  const label = airport === null ? null : airportLabel(airport);
  if (errors.length > 0 || airport === null) return { airportLabel: label, results: null, errors };
  const seatCents = seatFareCents(airport, request.cabin, request.startDate);
  const listings = await getPackageListings(request.startDate, request.endDate, request.party.length);
  return { airportLabel: label, results: priceAndSortPackages(listings, request.party, seatCents, request.sortId), errors };
}
