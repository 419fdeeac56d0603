import { CABIN_CLASSES, FLIGHT_TIMES, PARTY_PATTERN, type CabinClass, type FlightTime } from '@/lib/config/air-hotel';
import { CHILD_AGE_UNSET, MAX_PEOPLE_PER_ROOM, isValidChildAge, type RoomTravellers } from '../widget-rules';

/**
 * The air+hotel search's own rules (ticket-buying 2, 5 and 9), shared by the widget and the
 * results page: rooms 1 to 4, at most 4 people a room and 8 travellers a booking, the
 * departure airport, flight times and cabin class, and how a party is written in a url.
 */
export const AIRPORT_MESSAGE = 'Type in a city name or airport code';
export const MAX_TRAVELLERS_MESSAGE = 'The maximum number of travelers we can book in one air + hotel package transaction is 8.';
export const MAX_AIR_HOTEL_TRAVELLERS = 8;
export const AIR_HOTEL_ROOM_OPTIONS = [1, 2, 3, 4] as const;
/** The airport field is checked this long after the last keystroke. */
export const AIRPORT_VALIDATION_DEBOUNCE_MS = 350;

export { CABIN_CLASSES, FLIGHT_TIMES, type CabinClass, type FlightTime };
export const FLIGHT_TIME_LABELS: Readonly<Record<FlightTime, string>> = {
  anytime: 'Anytime',
  morning: 'Before Noon',
  afternoon: 'Noon - 6pm',
  evening: 'After 6pm',
};

export const CABIN_CLASS_LABELS: Readonly<Record<CabinClass, string>> = {
  Y: 'Economy/Coach class',
  C: 'Business class',
  F: 'First class',
};

export const travellersOf = (rooms: readonly RoomTravellers[]): number => rooms.reduce((n, r) => n + r.adults + r.children, 0);

/** The travellers problem of a party, or null: too many for one air+hotel booking. */
export function partyError(rooms: readonly RoomTravellers[]): string | null {
  return travellersOf(rooms) > MAX_AIR_HOTEL_TRAVELLERS ? MAX_TRAVELLERS_MESSAGE : null;
}

/** A party in a url (lib/config/air-hotel.ts): '2-7-10,1'. */
const PARTY = new RegExp(`^${PARTY_PATTERN}$`);

export function formatParty(rooms: readonly RoomTravellers[]): string {
  return rooms.map((room) => [room.adults, ...room.childAges.slice(0, room.children)].join('-')).join(',');
}

/** The rooms of a url's party, or null when it is not one a widget can ask for (more than 4 in a room). */
export function parseParty(text: string): RoomTravellers[] | null {
  if (!PARTY.test(text)) return null;
  const rooms = text.split(',').map((part) => {
    const [adults = 0, ...ages] = part.split('-').map(Number);
    return { adults, children: ages.length, childAges: ages };
  });
  return rooms.every((r) => r.adults + r.children <= MAX_PEOPLE_PER_ROOM && r.childAges.every(isValidChildAge)) ? rooms : null;
}

/** A room whose children all have an age (the widget asks before it searches). */
export const roomComplete = (room: RoomTravellers): boolean =>
  room.childAges.length === room.children && room.childAges.every((age) => age !== CHILD_AGE_UNSET && isValidChildAge(age));
