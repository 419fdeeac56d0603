// Types of shared-queries.mjs for the TypeScript that imports it.
export const SHARED_QUERY_HEADER: string;
export const SHARED_RESULTS_PREFIX: string;
export const SHARED_QUERY_TAG: string;
export const SITE_SEARCH_PATH: string;
export const AIR_HOTEL_PATH: string;
export const MAX_SITE_SEARCH_QUERY: number;
export const MAX_KEY_LENGTH: number;
export const KEY_PATTERN: string;
export const AIRPORT_CODE: RegExp;
export const PARTY: RegExp;
export const CABIN_CLASSES: readonly string[];
export const FLIGHT_TIMES: readonly string[];
export type AirHotelQuestion = { day: string; rest: string; from: string; party: string | null; cabin: string; depart: string; return: string };
export function normaliseSiteSearchText(text: string): string | null;
export function siteSearchKey(query: string): string;
export function siteSearchTextOfKey(key: string): string | null;
export function airHotelKey(question: AirHotelQuestion): string;
export function airHotelQuestionOfKey(key: string): AirHotelQuestion | null;
export function pacificDayOf(at: number): string;
export function sharedQueryOf(
  req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
  now?: number,
): { kind: 'sitesearch' | 'airhotels'; key: string } | null;
export function sharedQueryRewrites(): { source: string; has: { type: 'header'; key: string; value: string }[]; destination: string }[];
export function namesSharedResults(url: string | undefined): boolean;
