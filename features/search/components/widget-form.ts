import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { defaultSearchDates, staticPageSearchDates } from '@/lib/config/search-rules';
import { searchWidgetConfig, type WidgetType } from '@/lib/config/product-types';
import type { CabinClass, FlightTime } from '@/lib/config/air-hotel';
import { AIRPORT_MESSAGE, parseParty, partyError } from '../air-hotel/rules';
import { FILTER_GROUPS, formatFilterCode, parseFilterCode, type FilterGroup, type SearchFilters } from '../filters';
import {
  FIELD_REQUIRED,
  GROUP_ROOM_QTY,
  MAX_DATE_INPUT_LENGTH,
  checkSearchDates,
  defaultRoom,
  formatTextDate,
  isValidChildAge,
  pacificTodayHere,
  type RoomTravellers,
} from '../widget-rules';

/** Where the widgets read their choices (categories; restaurant filters); see app/api/search/options. */
export const SEARCH_OPTIONS_URL = '/api/search/options';

export interface OptionGroup {
  readonly code: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** The search a page already shows: prefills the widget and wins over the cookies. */
export interface WidgetInitial {
  readonly startDate?: string;
  readonly endDate?: string;
  readonly categoryId?: number | 'all';
  readonly roomQty?: number;
  readonly filterCode?: string;
  /** Air+hotel: the party as its url writes it ('2-7,2'), the chosen airport, flight times and cabin. */
  readonly party?: string;
  readonly from?: string;
  readonly fromLabel?: string;
  readonly cabin?: CabinClass;
  readonly depart?: FlightTime;
  readonly return?: FlightTime;
}

export interface SearchWidgetProps {
  readonly productType: WidgetType;
  /** The group-travel page that '5+' rooms leads to. */
  readonly groupTravelHref: string;
  readonly initial?: WidgetInitial | undefined;
  readonly variant?: 'hero' | 'sidebar';
  /**
   * The form's id for the saved search (ticket-buying 7, features/search/saved-search.ts): the
   * widget (or the tabs) of this id re-opens on the search last launched from it. Defaults to the
   * variant.
   */
  readonly formId?: string | undefined;
  /**
   * A static (content or promotion) page's widget: without dates of the page's own it starts on
   * the static-page fallback (today, 30 days; storefront 9), not the type's default window.
   */
  readonly staticPage?: boolean | undefined;
  /**
   * A promotion page's widget (storefront 2.10): the results open in a new tab (noopener), tagged
   * with the page's merchandising list as `?mo=` (not for air+hotel, whose results take no `mo`).
   */
  readonly promotion?: { readonly mo?: string | undefined } | undefined;
  /**
   * On a hotel's own details page: that hotel's `routes.hotelProductDetails` path without dates. A
   * search then opens this hotel's details for the dates with `?nc=1` (ticket-buying 2), fresh from
   * the database, instead of the search results.
   */
  readonly productDatesPath?: string | undefined;
}

/** One form shape for every widget, so the date and room fields are shared components. */
export type FormValues = {
  startDate: string;
  endDate: string;
  categoryId: string;
  roomQty: string;
  rooms: RoomTravellers[];
  filters: Record<string, string>;
  /** Air+hotel: the airport field's text, and the airport chosen from the suggestions. */
  airportQuery: string;
  airportCode: string;
  airportLabel: string;
  cabin: string;
  depart: string;
  return: string;
};

const formShape = z.object({
  startDate: z.string().check(z.maxLength(MAX_DATE_INPUT_LENGTH)),
  endDate: z.string().check(z.maxLength(MAX_DATE_INPUT_LENGTH)),
  categoryId: z.string(),
  roomQty: z.string(),
});

export async function fetchOptions(type: WidgetType): Promise<OptionGroup[]> {
  const response = await fetch(`${SEARCH_OPTIONS_URL}?productType=${type}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`options ${response.status}`);
  return ((await response.json()) as { groups: OptionGroup[] }).groups;
}

/** '5+' rooms goes to the group-travel page (hotels), which takes no dates or travellers. */
export function isGroupTrip(type: WidgetType, roomQty: number): boolean {
  return searchWidgetConfig(type).groupTravel && roomQty >= GROUP_ROOM_QTY;
}

export function resolverFor(type: WidgetType): Resolver<FormValues> {
  const config = searchWidgetConfig(type);
  const airHotel = config.kind === null;
  return async (values) => {
    if (isGroupTrip(type, Number(values.roomQty))) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    const shape = z.safeParse(formShape, values);
    const check = checkSearchDates(type, values.startDate, values.endDate, pacificTodayHere());
    if (!shape.success || check.errors.startDate) errors.startDate = { type: 'validate', message: check.errors.startDate ?? 'Date is not valid.' };
    if (!shape.success || check.errors.endDate) errors.endDate = { type: 'validate', message: check.errors.endDate ?? 'Date is not valid.' };
    if (airHotel) {
      if (!values.airportCode || values.airportQuery !== values.airportLabel) errors.airportCode = { type: 'validate', message: AIRPORT_MESSAGE };
      const tooMany = partyError(values.rooms);
      if (tooMany) errors.roomQty = { type: 'validate', message: tooMany };
    }
    if (config.rooms && Number(values.roomQty) < GROUP_ROOM_QTY) {
      const roomErrors = values.rooms.map((room) => {
        const ages = room.childAges.map((age) => (isValidChildAge(age) ? undefined : { type: 'validate', message: FIELD_REQUIRED }));
        return ages.some(Boolean) ? { childAges: ages } : undefined;
      });
      if (roomErrors.some(Boolean)) errors.rooms = roomErrors;
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as never };
  };
}

export function initialValues(type: WidgetType, initial: WidgetInitial | undefined, staticPage = false): FormValues {
  const today = pacificTodayHere();
  const dates =
    initial?.startDate && initial.endDate
      ? { startDate: initial.startDate, endDate: initial.endDate }
      : staticPage
        ? staticPageSearchDates(type, today)
        : defaultSearchDates(type, today);
  // A select shows one value of its group; the page's own filters are carried whole (see filterCodeOf).
  const filters: Record<string, string> = {};
  for (const [group, values] of Object.entries(parseFilterCode(type, initial?.filterCode) ?? {})) {
    if (values[0] !== undefined) filters[group] = values[0];
  }
  const party = searchWidgetConfig(type).kind === null && initial?.party ? parseParty(initial.party) : null;
  const roomQty = party?.length ?? initial?.roomQty ?? 1;
  return {
    startDate: formatTextDate(dates.startDate),
    endDate: formatTextDate(dates.endDate),
    categoryId: initial?.categoryId === undefined ? 'all' : String(initial.categoryId),
    roomQty: String(roomQty),
    rooms: party ?? Array.from({ length: Math.min(roomQty, 4) }, defaultRoom),
    filters,
    airportQuery: initial?.fromLabel ?? '',
    airportCode: initial?.from ?? '',
    airportLabel: initial?.fromLabel ?? '',
    cabin: initial?.cabin ?? 'Y',
    depart: initial?.depart ?? 'anytime',
    return: initial?.return ?? 'anytime',
  };
}

const isFilterGroup = (group: string): group is FilterGroup => (FILTER_GROUPS as readonly string[]).includes(group);

/**
 * The filters part of a search: the page's own filters (every value of every group, including
 * groups the widget has no select for) with the widget's selects applied, written as the one
 * code the results page writes (formatFilterCode), so both reach the same cached page.
 */
export function filterCodeOf(type: WidgetType, initial: WidgetInitial | undefined, selects: Record<string, string>): string | undefined {
  const carried = parseFilterCode(type, initial?.filterCode) ?? {};
  const chosen: Partial<Record<FilterGroup, readonly string[]>> = { ...carried };
  for (const [group, value] of Object.entries(selects)) {
    if (!isFilterGroup(group)) continue;
    if (!value || value === 'Any') delete chosen[group];
    else if (carried[group]?.[0] !== value) chosen[group] = [value];
  }
  return formatFilterCode(chosen satisfies SearchFilters);
}
