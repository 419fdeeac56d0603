import 'server-only';
import { unstable_cache } from 'next/cache';
import { sql } from 'drizzle-orm';
import { getProductSummaries } from '@/features/catalog/queries';
import { catalogTags } from '@/features/catalog/tags';
import { getDb } from '@/lib/db/database';
import { rows, type Runner } from '@/lib/db/rows';
import { AppError } from '@/lib/errors';
import { pacificToday } from '@/lib/dates';
import { NO_ENTITLEMENT, type InsiderEntitlement } from '@/lib/insider-pricing';
import { routes } from '@/lib/routes';
import { buildDealsCalendar, type DealsCalendar, type DealsHotel } from './deals-calendar';
import {
  STAY_MESSAGES,
  calendarNights,
  checkOccupancy,
  checkStay,
  lowRoomsMessage,
  lowestRatesByNight,
  roomsLeftForStay,
  stayNights,
  stayPrice,
  vacancyLabel,
  visitorNightlyRate,
  type CalendarCandidate,
  type LowestRate,
  type RoomTax,
  type StayPrice,
} from './rules';
import { hotelTags } from './tags';

/** The nights of a stay (rules.stayNights), for features that show a stay. */
export { stayNights };
/** Refusal of a stay whose room type is not free for every night. */
export const NO_VACANCY_MESSAGE = STAY_MESSAGES.noVacancy;

// Reads of hotels' room types, nightly rates and rooms left. Rooms left on a night are counted
// from the live holds (a lapsed hold is free again at once, without a job) and the sold count.

/** Rooms left on a night of `rn` (a room_nights row): the total less sold and less live holds. */
const ROOMS_LEFT = sql`(rn.rooms_total - rn.sold - coalesce((select sum(h.rooms) from room_night_holds h
                        where h.sku_id = rn.sku_id and h.night = rn.night and h.held_until > now()), 0))::int`;

/** A hotel room type as the room list, the stay form and the cart name it. */
export interface RoomType {
  readonly skuId: number;
  readonly productId: number;
  readonly hotelName: string;
  readonly name: string;
  readonly beds: string;
  readonly maxOccupancy: number;
  readonly photos: readonly { readonly path: string; readonly title: string }[];
  readonly amenities: readonly string[];
  readonly cancellationHours: number;
  readonly resortFeeCents: number;
  readonly tax: RoomTax;
  readonly insiderPasswordProtected: boolean;
}

interface RoomTypeRow {
  sku_id: number;
  product_id: number;
  hotel_name: string;
  name: string;
  beds: string;
  max_occupancy: number | null;
  photos: RoomType['photos'] | string;
  amenities: readonly string[] | string;
  cancellation_hours: number;
  fee_cents: number;
  tax_basis_points: number | null;
  tax_per_night_cents: number | null;
  insider_password_protected: boolean;
}

const ROOM_TYPE_COLUMNS = sql`k.id as sku_id, k.product_id, p.name as hotel_name, k.name, rt.beds, k.max_occupancy, rt.photos, rt.amenities,
  rt.cancellation_hours, k.fee_cents, rt.tax_basis_points, rt.tax_per_night_cents, k.insider_password_protected`;

function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function roomTypeOf(r: RoomTypeRow): RoomType {
  return {
    skuId: Number(r.sku_id),
    productId: Number(r.product_id),
    hotelName: r.hotel_name,
    name: r.name,
    beds: r.beds,
    maxOccupancy: Number(r.max_occupancy ?? 1),
    photos: json(r.photos),
    amenities: json(r.amenities),
    cancellationHours: Number(r.cancellation_hours),
    resortFeeCents: Number(r.fee_cents),
    tax: r.tax_basis_points !== null ? { basisPoints: Number(r.tax_basis_points) } : { perNightCents: Number(r.tax_per_night_cents ?? 0) },
    insiderPasswordProtected: Boolean(r.insider_password_protected),
  };
}

/**
 * The room type a stay form names, judged with the stay (rules.checkStay, the hotel, the room
 * type's occupancy): throws a 4xx AppError saying what is wrong, so bad input holds nothing.
 */
export async function findRoomTypeForStayForm(
  runner: Runner,
  form: { productId: number; skuId: number; checkIn: string; checkOut: string; rooms: number; guests: number },
  now: Date,
): Promise<RoomType> {
  const problem = checkStay(form, now);
  if (problem) throw new AppError('BAD_REQUEST', problem.message, { fieldErrors: { [problem.field]: [problem.message] } });
  const roomType = await findRoomType(runner, form.skuId);
  if (roomType === null) throw new AppError('NOT_FOUND', 'This room type is not available.', { fieldErrors: { skuId: ['This room type is not available.'] } });
  if (roomType.productId !== form.productId) {
    throw new AppError('BAD_REQUEST', 'This room type is not one of this hotel’s rooms.', { fieldErrors: { skuId: ['This room type is not one of this hotel’s rooms.'] } });
  }
  const occupancy = checkOccupancy(roomType.maxOccupancy, form.rooms, form.guests);
  if (occupancy) throw new AppError('BAD_REQUEST', occupancy.message, { fieldErrors: { guests: [occupancy.message] } });
  return roomType;
}

/** A room type of a sellable hotel by its sku id, or null (not a room type, or its hotel is not on sale). */
export async function findRoomType(runner: Runner, skuId: number): Promise<RoomType | null> {
  const [row] = await rows<RoomTypeRow>(
    runner,
    sql`select ${ROOM_TYPE_COLUMNS}
          from skus k join room_types rt on rt.sku_id = k.id join products p on p.id = k.product_id
         where k.id = ${skuId} and p.type = 'HOTEL' and p.sellable`,
  );
  return row ? roomTypeOf(row) : null;
}

/** One night of a stay: the rate this visitor pays and the rooms left. */
export interface StayNight {
  readonly night: string;
  readonly rateCents: number;
  /** The public rate before the discount the site shows it against (the crossed-out price). */
  readonly baseRateCents: number;
  readonly roomsLeft: number;
}

/** A room type for a stay: its nights, one room's price, the price of the rooms asked for, and what is left. */
export interface RoomTypeForStay {
  readonly roomType: RoomType;
  /** Every night of the stay that is on sale, check-in first (fewer than the stay's nights when some is not). */
  readonly nights: readonly StayNight[];
  /** Rooms free for every night of the stay. */
  readonly roomsLeft: number;
  /** Free for every night for the rooms asked for. */
  readonly available: boolean;
  /** Every night of the stay is on sale (has a room_nights row). */
  readonly complete: boolean;
  /** 'Only 9 left' under the hotel capacity limit of 10, or null. */
  readonly lowCapacityMessage: string | null;
  /** One room's stay. */
  readonly perRoom: StayPrice;
  /** The rooms asked for: rates, fees, taxes and total times the rooms. */
  readonly total: { readonly roomCents: number; readonly feesCents: number; readonly taxesCents: number; readonly totalCents: number };
}

export interface HotelStayOffer {
  readonly productId: number;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly rooms: number;
  /** Every room type of the hotel, the available ones first, then by one room's total. */
  readonly roomTypes: readonly RoomTypeForStay[];
  /** 'No Vacancy' when no room type has the rooms for every night, else null. */
  readonly unavailableLabel: string | null;
}

/** The room types of the rooms asked for over a stay, each with its nightly rates for this visitor and rooms left. */
async function roomTypesForStay(
  runner: Runner,
  where: { productId: number } | { skuId: number },
  stay: { checkIn: string; checkOut: string; rooms: number },
  entitlement: InsiderEntitlement,
): Promise<RoomTypeForStay[]> {
  const filter = 'productId' in where ? sql`k.product_id = ${where.productId}` : sql`k.id = ${where.skuId}`;
  const types = await rows<RoomTypeRow>(
    runner,
    sql`select ${ROOM_TYPE_COLUMNS}
          from skus k join room_types rt on rt.sku_id = k.id join products p on p.id = k.product_id
         where ${filter} and p.type = 'HOTEL' and p.sellable
         order by k.sort_order, k.id`,
  );
  if (types.length === 0) return [];
  const nightRows = await rows<{ sku_id: number; night: string; rate_cents: number; base_rate_cents: number; member_rate_cents: number | null; insider_rate_cents: number | null; rooms_left: number }>(
    runner,
    sql`select rn.sku_id, to_char(rn.night, 'YYYY-MM-DD') as night, rn.rate_cents, rn.base_rate_cents, rn.member_rate_cents, rn.insider_rate_cents, ${ROOMS_LEFT} as rooms_left
          from room_nights rn
         where rn.sku_id in (${sql.join(types.map((t) => sql`${t.sku_id}`), sql`, `)})
           and rn.night >= ${stay.checkIn}::date and rn.night < ${stay.checkOut}::date
         order by rn.sku_id, rn.night`,
  );
  const wanted = stayNights(stay.checkIn, stay.checkOut).length;
  return types.map((row) => {
    const roomType = roomTypeOf(row);
    const nights = nightRows
      .filter((n) => Number(n.sku_id) === roomType.skuId)
      .map((n) => ({
        night: n.night,
        rateCents: visitorNightlyRate(
          entitlement,
          { rateCents: Number(n.rate_cents), memberRateCents: n.member_rate_cents === null ? null : Number(n.member_rate_cents), insiderRateCents: n.insider_rate_cents === null ? null : Number(n.insider_rate_cents) },
          roomType.insiderPasswordProtected,
        ),
        baseRateCents: Number(n.base_rate_cents),
        roomsLeft: Number(n.rooms_left),
      }));
    const roomsLeft = roomsLeftForStay(
      nights.map((n) => n.roomsLeft),
      wanted,
    );
    const perRoom = stayPrice(
      nights.map((n) => n.rateCents),
      roomType.resortFeeCents,
      roomType.tax,
    );
    return {
      roomType,
      nights,
      roomsLeft,
      available: roomsLeft >= stay.rooms,
      complete: nights.length === wanted,
      lowCapacityMessage: lowRoomsMessage(roomsLeft),
      perRoom,
      total: {
        roomCents: perRoom.roomCents * stay.rooms,
        feesCents: perRoom.feesCents * stay.rooms,
        taxesCents: perRoom.taxesCents * stay.rooms,
        totalCents: perRoom.totalCents * stay.rooms,
      },
    };
  });
}

/**
 * The room selection list of a hotel for a stay (issue 24 item 2): every room type with the
 * visitor's nightly rates, the stay's total and average nightly price, taxes and fees, and the
 * rooms left for every night; 'No Vacancy' when none has the rooms. The stay's dates are judged by
 * rules.checkStay before this is asked.
 */
export async function findHotelStayOffer(input: { productId: number; checkIn: string; checkOut: string; rooms: number; entitlement: InsiderEntitlement }): Promise<HotelStayOffer> {
  const { productId, checkIn, checkOut, rooms } = input;
  const list = await roomTypesForStay(await getDb(), { productId }, { checkIn, checkOut, rooms }, input.entitlement);
  const roomTypes = [...list].sort((a, b) => Number(b.available) - Number(a.available) || a.perRoom.totalCents - b.perRoom.totalCents || a.roomType.skuId - b.roomType.skuId);
  return { productId, checkIn, checkOut, rooms, roomTypes, unavailableLabel: vacancyLabel(list.map((t) => t.roomsLeft), rooms) };
}

/**
 * The room types of a hotel over a stay at the public rates (no member deal: the details page is
 * the same for every visitor), in the hotel's order, with rooms left counted like the room
 * selection's (sold and live holds taken off), so the details page never offers a room type that
 * room selection calls 'No Vacancy'.
 */
export async function findPublicRoomsForStay(input: { productId: number; checkIn: string; checkOut: string; rooms: number }): Promise<RoomTypeForStay[]> {
  const { productId, checkIn, checkOut, rooms } = input;
  return roomTypesForStay(await getDb(), { productId }, { checkIn, checkOut, rooms }, NO_ENTITLEMENT);
}

/**
 * The first nights from `from` on (at most `limit`) on which some room type of a hotel on sale has
 * `rooms` rooms left, counted like findPublicRoomsForStay: the details page's next dates.
 */
export async function findNightsWithRoomsLeft(input: { productId: number; from: string; rooms: number; limit: number }): Promise<string[]> {
  const found = await rows<{ night: string }>(
    await getDb(),
    sql`select distinct to_char(rn.night, 'YYYY-MM-DD') as night
          from room_nights rn join skus k on k.id = rn.sku_id join products p on p.id = k.product_id
         where k.product_id = ${input.productId} and p.type = 'HOTEL' and p.sellable
           and rn.night >= ${input.from}::date and ${ROOMS_LEFT} >= ${input.rooms}
         order by night limit ${input.limit}`,
  );
  return found.map((r) => r.night);
}

/**
 * GET /api/stays/offer: the room selection list for a visitor, the stay judged first
 * (rules.checkStay: no same-day end, at most 14 nights, no past check-in, 1 to 4 rooms) so a bad
 * stay is a 4xx, and an id that is no hotel on sale a 404.
 */
export async function findStayOfferForVisitor(
  query: { productId: number; checkIn: string; checkOut: string; rooms: number },
  entitlement: InsiderEntitlement,
  now: Date = new Date(),
): Promise<HotelStayOffer> {
  const problem = checkStay({ ...query, guests: query.rooms }, now);
  if (problem) throw new AppError('BAD_REQUEST', problem.message, { fieldErrors: { [problem.field]: [problem.message] } });
  await requireSellableHotel(query.productId);
  return findHotelStayOffer({ ...query, entitlement });
}

/** A 404 AppError unless `productId` is a hotel on sale. */
async function requireSellableHotel(productId: number): Promise<void> {
  const [hotel] = await rows<{ id: number }>(await getDb(), sql`select id from products where id = ${productId} and type = 'HOTEL' and sellable`);
  if (!hotel) throw new AppError('NOT_FOUND', 'No hotel is sold under this id.');
}

/** The hotel details page's rate calendar: the nights it covers and this visitor's lowest one-night rate of each. */
export interface RateCalendar {
  readonly from: string;
  /** The night after the last one (exclusive). */
  readonly until: string;
  readonly rates: readonly LowestRate[];
}

/**
 * GET /api/stays/rate-calendar: a hotel's two months (from `month`, never before today) of the
 * lowest one-night rate this visitor pays (member deal aware), read fresh; 404 for no hotel on sale.
 */
export async function findRateCalendarForVisitor(query: { productId: number; month: string | null }, entitlement: InsiderEntitlement, now: Date = new Date()): Promise<RateCalendar> {
  await requireSellableHotel(query.productId);
  const { from, until } = calendarNights(query.month, now);
  const rates = await findHotelRateCalendar({ productId: query.productId, month: query.month, entitlement, now });
  return { from, until, rates };
}

/** One room type over a stay (the stay form's hold prices it with this), or null when it is not a room type on sale. */
export async function findRoomTypeForStay(
  runner: Runner,
  input: { skuId: number; checkIn: string; checkOut: string; rooms: number; entitlement: InsiderEntitlement },
): Promise<RoomTypeForStay | null> {
  const [found] = await roomTypesForStay(runner, { skuId: input.skuId }, input, input.entitlement);
  return found ?? null;
}

async function calendarCandidates(productId: number | null, from: string, until: string): Promise<CalendarCandidate[]> {
  const found = await rows<{
    night: string;
    product_id: number;
    hotel_name: string;
    sku_id: number;
    rate_cents: number;
    member_rate_cents: number | null;
    insider_rate_cents: number | null;
    password_protected: boolean;
    rooms_left: number;
  }>(
    await getDb(),
    sql`select to_char(rn.night, 'YYYY-MM-DD') as night, p.id as product_id, p.name as hotel_name, k.id as sku_id, rn.rate_cents,
               rn.member_rate_cents, rn.insider_rate_cents, k.insider_password_protected as password_protected, ${ROOMS_LEFT} as rooms_left
          from room_nights rn join skus k on k.id = rn.sku_id join products p on p.id = k.product_id
         where p.type = 'HOTEL' and p.sellable and rn.night >= ${from}::date and rn.night < ${until}::date
           ${productId === null ? sql`` : sql`and p.id = ${productId}`}`,
  );
  return found.map((r) => ({
    night: r.night,
    productId: Number(r.product_id),
    hotelName: r.hotel_name,
    skuId: Number(r.sku_id),
    rateCents: Number(r.rate_cents),
    memberRateCents: r.member_rate_cents === null ? null : Number(r.member_rate_cents),
    insiderRateCents: r.insider_rate_cents === null ? null : Number(r.insider_rate_cents),
    passwordProtected: Boolean(r.password_protected),
    roomsLeft: Number(r.rooms_left),
  }));
}

/**
 * The rate calendar of one hotel (storefront 7): the lowest one-night rate this visitor pays per
 * night over two months from `month` (yyyy-MM; this month when null), member-deal aware. A night
 * with no room left is absent.
 */
export async function findHotelRateCalendar(input: { productId: number; month: string | null; entitlement: InsiderEntitlement; now?: Date }): Promise<LowestRate[]> {
  const { from, until } = calendarNights(input.month, input.now ?? new Date());
  return lowestRatesByNight(await calendarCandidates(input.productId, from, until), input.entitlement);
}

/** The city-wide deals calendar: the lowest nightly rate in the city per night over two months and the hotel that has it. */
export async function findCityRateCalendar(input: { month: string | null; entitlement: InsiderEntitlement; now?: Date }): Promise<LowestRate[]> {
  const { from, until } = calendarNights(input.month, input.now ?? new Date());
  return lowestRatesByNight(await calendarCandidates(null, from, until), input.entitlement);
}

/** The city-wide deals calendar's nights and rates: `calendarNights` of today and the city's lowest public rate per night. */
export interface CityRates {
  readonly from: string;
  /** The night after the last one (exclusive). */
  readonly until: string;
  readonly rates: readonly LowestRate[];
}

/** Uncached: the nights of the deals calendar at `now` (two months from today, Pacific) and the city's lowest public rate of each. */
export async function findCityRates(now: Date = new Date()): Promise<CityRates> {
  const { from, until } = calendarNights(null, now);
  return { from, until, rates: await findCityRateCalendar({ month: null, entitlement: NO_ENTITLEMENT, now }) };
}

// The deals calendar is a cached page, the same for every visitor: public rates only. Its read
// carries the rates' tag (a reseed publishes it), the catalog's and the hotel type's, and expires
// after five minutes on its own, since rooms are held and sold and the day turns (the key holds
// today's Pacific date, so a new day never reads yesterday's nights).
const DEALS_CALENDAR_SECONDS = 300;
export const DEALS_CALENDAR_TAGS = [hotelTags.rates, catalogTags.all, catalogTags.productType('HOTEL')] as const;

/** The city's lowest public rate per night over the deals calendar's two months, cached. */
export async function getCityRates(): Promise<CityRates> {
  const now = new Date();
  return unstable_cache(() => findCityRates(now), ['city-deals-calendar', pacificToday(now)], {
    tags: [...DEALS_CALENDAR_TAGS],
    revalidate: DEALS_CALENDAR_SECONDS,
  })();
}

/**
 * The city-wide deals calendar page (issue 24 item 5): `getCityRates` laid out as month grids,
 * each night linked to its hotel's details for that one night. The hotels come from the catalog's
 * cached summaries (each under its product's tag), so a renamed hotel's link and name follow.
 */
export async function getDealsCalendar(): Promise<DealsCalendar> {
  const city = await getCityRates();
  const summaries = await getProductSummaries([...new Set(city.rates.map((r) => r.productId))]);
  const hotels = new Map<number, DealsHotel>();
  for (const hotel of summaries) {
    const details = hotel.type === 'HOTEL' ? routes.hotelProductDetails.parse(hotel.href) : null;
    if (details) hotels.set(hotel.id, { name: hotel.name, slug: details.productName });
  }
  return buildDealsCalendar(city, hotels);
}

/** The cart's hold of one stay: rooms on every night, whether all nights are live, and when the first lapses. */
export interface StayHoldState {
  readonly skuId: number;
  readonly checkIn: string;
  readonly checkOut: string;
  /** Rooms held on every night of the stay (the fewest over its nights; 0 when a night has no hold). */
  readonly rooms: number;
  /** Rooms held and live on every night. */
  readonly live: number;
  readonly heldUntil: Date | null;
  readonly secondsLeft: number;
}

/** Every stay the cart holds (lapsed or not), by the database's clock. */
export async function findCartStayHolds(runner: Runner, cartId: string): Promise<StayHoldState[]> {
  const found = await rows<StayHoldRow>(
    runner,
    sql`
    select h.sku_id, to_char(h.check_in, 'YYYY-MM-DD') as check_in, to_char(h.check_out, 'YYYY-MM-DD') as check_out,
           case when count(*) = (h.check_out - h.check_in) then min(h.rooms) else 0 end::int as rooms,
           case when count(*) filter (where h.held_until > now()) = (h.check_out - h.check_in) then min(h.rooms) else 0 end::int as live,
           min(h.held_until) as held_until,
           greatest(0, floor(extract(epoch from (min(h.held_until) - now()))))::int as seconds_left
      from room_night_holds h where h.cart_id = ${cartId}
     group by h.sku_id, h.check_in, h.check_out`,
  );
  return found.map((r) => ({
    skuId: Number(r.sku_id),
    checkIn: r.check_in,
    checkOut: r.check_out,
    rooms: Number(r.rooms),
    live: Number(r.live),
    heldUntil: r.held_until === null ? null : new Date(r.held_until),
    secondsLeft: Number(r.seconds_left ?? 0),
  }));
}

interface StayHoldRow {
  sku_id: number;
  check_in: string;
  check_out: string;
  rooms: number;
  live: number;
  held_until: Date | string | null;
  seconds_left: number | string | null;
}
