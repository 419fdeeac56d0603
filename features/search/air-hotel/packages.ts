import type { SortId } from '@/lib/config/search-rules';
import type { RoomTravellers } from '../widget-rules';
import { partyFareCents } from './airfare';

/** One room type of a package's hotel over the searched nights. */
export interface PackageRoomType {
  readonly skuId: number;
  readonly name: string;
  /** Most people the room sleeps; null: no stated limit. */
  readonly maxOccupancy: number | null;
  /** The stay's room rate in cents (every night summed); null when a night is not free for the rooms wanted. */
  readonly stayCents: number | null;
}

/** What the results show of one package for one search. */
export interface PackageQuote {
  /** Room type per room of the party, in the party's order. */
  readonly rooms: readonly { readonly name: string; readonly stayCents: number }[];
  readonly hotelCents: number;
  readonly airCents: number;
  readonly totalCents: number;
  /** Total shared by every traveller, whole dollars rounded up so the travellers' shares cover the total. */
  readonly perPersonCents: number;
}

/**
 * Prices a package for a party: each room gets the cheapest room type of the hotel that sleeps
 * its people and is free every night (a room type can serve several rooms: its nights were
 * checked for all of them), the flight is the seat fare for each traveller. Null when some
 * room has no room type: the package then shows its unavailable label.
 */
export function quotePackage(roomTypes: readonly PackageRoomType[], party: readonly RoomTravellers[], seatCents: number): PackageQuote | null {
  const rooms: { name: string; stayCents: number }[] = [];
  for (const room of party) {
    const people = room.adults + room.children;
    const fits = roomTypes
      .filter((t) => t.stayCents !== null && (t.maxOccupancy === null || t.maxOccupancy >= people))
      .sort((a, b) => a.stayCents! - b.stayCents! || a.skuId - b.skuId);
    const cheapest = fits[0];
    if (!cheapest) return null;
    rooms.push({ name: cheapest.name, stayCents: cheapest.stayCents! });
  }
  const hotelCents = rooms.reduce((sum, r) => sum + r.stayCents, 0);
  const airCents = party.reduce((sum, r) => sum + partyFareCents(seatCents, r.childAges, r.adults), 0);
  const totalCents = hotelCents + airCents;
  const travellers = party.reduce((n, r) => n + r.adults + r.children, 0);
  return { rooms, hotelCents, airCents, totalCents, perPersonCents: Math.ceil(totalCents / travellers / 100) * 100 };
}

/** A package with its hotel's facts, as the results sort and show it. */
export interface PackageCandidate {
  readonly id: number;
  readonly name: string;
  readonly popularity: number;
  readonly starRating: number | null;
  readonly rating: number;
  readonly reviewCount: number;
  readonly quote: PackageQuote | null;
}

const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
const perPerson = (c: PackageCandidate) => c.quote?.perPersonCents ?? null;

function nullsLast(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

/** The hotel sorts of storefront 9 over packages: bookable first, then the chosen order, ties by popularity. */
export function sortPackages<T extends PackageCandidate>(items: readonly T[], sortId: SortId): T[] {
  const popularity = (a: T, b: T) => a.popularity - b.popularity;
  const compare: Partial<Record<SortId, (a: T, b: T) => number>> = {
    'hotel-name': (a, b) => byName.compare(a.name, b.name) || popularity(a, b),
    'star-rating': (a, b) => nullsLast(a.starRating, b.starRating, -1) || popularity(a, b),
    'price-low-high': (a, b) => nullsLast(perPerson(a), perPerson(b), 1) || popularity(a, b),
    'price-high-low': (a, b) => nullsLast(perPerson(a), perPerson(b), -1) || popularity(a, b),
    'customer-rating': (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || popularity(a, b),
  };
  const order = compare[sortId] ?? popularity;
  return [...items].sort((a, b) => Number(b.quote !== null) - Number(a.quote !== null) || order(a, b));
}
