import * as z from 'zod/mini';
import { CABIN_CLASSES, FLIGHT_TIMES, type CabinClass, type FlightTime } from '@/lib/config/air-hotel';
import { SEARCH_RULES, SORT_OPTIONS, addCalendarDays, defaultSearchDates, normalizeSearchWindow, validateSearchWindow, type SortIdFor } from '@/lib/config/search-rules';
import { airportCodeSchema } from '@/lib/routes/params';
import { defaultRoom, type RoomTravellers } from '../widget-rules';
import { SEARCH_WINDOW_MESSAGES } from '../request';
import { AIRPORT_MESSAGE, parseParty, partyError } from './rules';

export type AirHotelSortId = SortIdFor<'AIR_HOTEL'>;

/** The url parts of an air+hotel search: the path's dates and sort, the query's flight and party. */
export interface AirHotelRouteParams {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly sortId?: AirHotelSortId | undefined;
}

/** One air+hotel search with the defaults filled in (ticket-buying 9, storefront 9). */
export interface AirHotelRequest {
  readonly startDate: string;
  readonly endDate: string;
  readonly sortId: AirHotelSortId;
  /** The departure airport's code as asked; null when none was given or it was malformed. */
  readonly from: string | null;
  readonly party: readonly RoomTravellers[];
  readonly cabin: CabinClass;
  readonly depart: FlightTime;
  readonly return: FlightTime;
}

export const PARTY_MESSAGE = 'Choose 1 to 4 rooms with 1 to 4 travelers in each.';
export const CABIN_MESSAGE = 'Choose a cabin class.';
export const FLIGHT_TIME_MESSAGE = 'Choose a departure and a return time.';

export type AirHotelSearch =
  | { readonly status: 'ok'; readonly request: AirHotelRequest }
  /** Nothing is fetched: the page shows the messages with the widget. */
  | { readonly status: 'invalid'; readonly request: AirHotelRequest; readonly errors: readonly string[] };

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The search an air+hotel results url asks for. The query is read here rather than by the
 * route matcher so that a bad value shows what is wrong beside the widget instead of a
 * not-found page: a visitor who edits a link or follows an old one can search again.
 */
export function airHotelSearchFor(
  params: AirHotelRouteParams,
  query: Readonly<Record<string, string | string[] | undefined>>,
  today: string,
): AirHotelSearch {
  const errors: string[] = [];
  const defaults = defaultSearchDates('AIR_HOTEL', today);
  const start = params.startDate ?? defaults.startDate;
  const end = params.endDate ?? (params.startDate === undefined ? defaults.endDate : addCalendarDays(start, SEARCH_RULES.AIR_HOTEL.endDateTimespan));
  const { startDate, endDate } = normalizeSearchWindow(start, end);
  for (const problem of validateSearchWindow('AIR_HOTEL', startDate, endDate, today)) {
    errors.push(SEARCH_WINDOW_MESSAGES[problem]('AIR_HOTEL'));
  }

  const fromText = single(query.from);
  const from = fromText !== undefined && z.safeParse(airportCodeSchema, fromText).success ? fromText : null;
  if (from === null) errors.push(AIRPORT_MESSAGE);

  const partyText = single(query.party);
  const party = partyText === undefined ? [defaultRoom()] : parseParty(partyText);
  if (party === null) errors.push(PARTY_MESSAGE);
  else {
    const tooMany = partyError(party);
    if (tooMany) errors.push(tooMany);
  }

  const cabin = z.safeParse(z.enum(CABIN_CLASSES), single(query.cabin) ?? 'Y');
  if (!cabin.success) errors.push(CABIN_MESSAGE);
  const depart = z.safeParse(z.enum(FLIGHT_TIMES), single(query.depart) ?? 'anytime');
  const back = z.safeParse(z.enum(FLIGHT_TIMES), single(query.return) ?? 'anytime');
  if (!depart.success || !back.success) errors.push(FLIGHT_TIME_MESSAGE);

  const request: AirHotelRequest = {
    startDate,
    endDate,
    sortId: params.sortId ?? SORT_OPTIONS.AIR_HOTEL[0],
    from,
    party: party ?? [defaultRoom()],
    cabin: cabin.success ? cabin.data : 'Y',
    depart: depart.success ? depart.data : 'anytime',
    return: back.success ? back.data : 'anytime',
  };
  const unique = [...new Set(errors)];
  return unique.length === 0 ? { status: 'ok', request } : { status: 'invalid', request, errors: unique };
}
