import Cookies from 'js-cookie';
import { PERSISTED_STATE_TTL_DAYS, TRAVELLER_COOKIE } from '@/lib/config/constants';
import { WIDGET_TYPES, searchWidgetConfig, type ProductType } from '@/lib/config/product-types';
import {
  DEFAULT_ADULTS,
  MAX_PEOPLE_PER_ROOM,
  formatTextDate,
  isValidChildAge,
  parseTextDate,
  type RoomTravellers,
} from './widget-rules';

/**
 * The search state cookies of storefront 3 and ticket-buying 3: per-type check-in and
 * check-out dates (attraction, club, show, tour, hotel) and the legacy pair, written on every
 * search and read as a fallback; rooms and travellers for hotel searches. Dates are text
 * dates (month/day/year). numAdults and numChildren live 3600 s, the rest 30 days; all on
 * path '/', secure on https, shared with the parent domain.
 *
 * Rooms: numRooms (1-4), hotelNumAdults (adults per room, comma-joined) and
 * ChildrenAgesRoom{n} (room n's child ages, comma-joined; absent when it has no children),
 * which also give each room's child count. numAdults and numChildren are the search's totals
 * (the counts the spec's show+hotel widget writes); they expire after an hour, so the widget
 * never reads them back.
 */
/** The types whose widget keeps dates of its own (the registry's `ownDateCookies`). */
export const DATE_COOKIE_TYPES: readonly ProductType[] = WIDGET_TYPES.filter((type) => searchWidgetConfig(type).ownDateCookies);

export function checkInCookie(type: ProductType | null): string {
  return type !== null && DATE_COOKIE_TYPES.includes(type) ? `${type.toLowerCase()}CHECKINDATE` : 'CHECKINDATE';
}

export function checkOutCookie(type: ProductType | null): string {
  return type !== null && DATE_COOKIE_TYPES.includes(type) ? `${type.toLowerCase()}CHECKOUTDATE` : 'CHECKOUTDATE';
}

export const ROOM_COOKIES = {
  rooms: 'numRooms',
  hotelAdults: 'hotelNumAdults',
  adults: 'numAdults',
  children: 'numChildren',
  childAges: (room: number) => `ChildrenAgesRoom${room}`,
} as const;

const IP_OR_LOCAL = /^(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

const PROBE_COOKIE = 'cookieDomainProbe';
let resolvedDomain: { readonly hostname: string; readonly domain: string | undefined } | null = null;

/**
 * The shared parent domain the cookies go to: the widest parent of the host that the browser
 * accepts a cookie for (`.example.com` for www.example.com, `.example.co.uk` for
 * www.example.co.uk). Browsers refuse a public suffix (`.co.uk`, `.vercel.app`) and silently
 * drop the cookie, so each candidate is tried with a probe cookie, widest first; none for
 * localhost, an address, or a host with no acceptable parent (the cookies are then the
 * host's own). Resolved once per host name.
 */
export function parentDomain(hostname: string): string | undefined {
  if (resolvedDomain?.hostname === hostname) return resolvedDomain.domain;
  let domain: string | undefined;
  if (!IP_OR_LOCAL.test(hostname)) {
    const labels = hostname.split('.');
    for (let first = labels.length - 2; first >= 0 && domain === undefined; first -= 1) {
      const candidate = `.${labels.slice(first).join('.')}`;
      const token = Math.random().toString(36).slice(2);
      Cookies.set(PROBE_COOKIE, token, { domain: candidate, path: '/', secure: location.protocol === 'https:' });
      if (Cookies.get(PROBE_COOKIE) === token) domain = candidate;
      Cookies.remove(PROBE_COOKIE, { domain: candidate, path: '/' });
    }
  }
  resolvedDomain = { hostname, domain };
  return domain;
}

type Attributes = Cookies.CookieAttributes;

function attributes(maxAgeSeconds: number): Attributes {
  const { location } = window;
  const domain = parentDomain(location.hostname);
  return {
    path: TRAVELLER_COOKIE.path,
    expires: maxAgeSeconds / 86_400,
    secure: location.protocol === 'https:',
    sameSite: 'lax',
    ...(domain === undefined ? {} : { domain }),
  };
}

const LONG = PERSISTED_STATE_TTL_DAYS * 86_400;

export function saveSearchDates(type: ProductType, startDate: string, endDate: string): void {
  for (const key of new Set([type, null] as const)) {
    Cookies.set(checkInCookie(key), formatTextDate(startDate), attributes(LONG));
    Cookies.set(checkOutCookie(key), formatTextDate(endDate), attributes(LONG));
  }
}

/** The stored dates for a type (its own, else the legacy pair), or null. */
export function readSearchDates(type: ProductType): { startDate: string; endDate: string } | null {
  const start = parseTextDate(Cookies.get(checkInCookie(type)) ?? Cookies.get(checkInCookie(null)) ?? '');
  const end = parseTextDate(Cookies.get(checkOutCookie(type)) ?? Cookies.get(checkOutCookie(null)) ?? '');
  return start && end ? { startDate: start, endDate: end } : null;
}

export function saveRooms(rooms: readonly RoomTravellers[]): void {
  Cookies.set(ROOM_COOKIES.rooms, String(rooms.length), attributes(LONG));
  Cookies.set(ROOM_COOKIES.hotelAdults, rooms.map((r) => r.adults).join(','), attributes(LONG));
  Cookies.set(ROOM_COOKIES.adults, String(rooms.reduce((sum, r) => sum + r.adults, 0)), attributes(TRAVELLER_COOKIE.maxAgeSeconds));
  Cookies.set(ROOM_COOKIES.children, String(rooms.reduce((sum, r) => sum + r.children, 0)), attributes(TRAVELLER_COOKIE.maxAgeSeconds));
  for (let room = 1; room <= 4; room += 1) {
    const ages = rooms[room - 1]?.childAges ?? [];
    if (ages.length > 0) Cookies.set(ROOM_COOKIES.childAges(room), ages.join(','), attributes(LONG));
    else Cookies.remove(ROOM_COOKIES.childAges(room), attributes(LONG));
  }
}

const numbers = (text: string | undefined) =>
  (text ?? '').split(',').filter((part) => /^\d{1,2}$/.test(part)).map(Number);

/** The stored rooms and travellers, or null when none are stored. */
export function readRooms(): RoomTravellers[] | null {
  const count = Number(Cookies.get(ROOM_COOKIES.rooms));
  if (!Number.isInteger(count) || count < 1 || count > 4) return null;
  const adults = numbers(Cookies.get(ROOM_COOKIES.hotelAdults));
  return Array.from({ length: count }, (_, i) => {
    const a = Math.min(MAX_PEOPLE_PER_ROOM, Math.max(1, adults[i] ?? DEFAULT_ADULTS));
    // A room's children are its stored ages (each valid; saved only from a valid search).
    const ages = numbers(Cookies.get(ROOM_COOKIES.childAges(i + 1)))
      .filter(isValidChildAge)
      .slice(0, MAX_PEOPLE_PER_ROOM - a);
    return { adults: a, children: ages.length, childAges: ages };
  });
}
