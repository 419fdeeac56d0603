export const NOT_FOUND_PAGE_PATH: '/_not-found';
export const NOT_FOUND_API_PATH: '/api/not-found';
/** The request url's path cannot be percent-decoded. */
export function hasMalformedPath(url: string | undefined): boolean;
/** The not-found page or API route a malformed path is answered by; null when well formed. */
export function notFoundTargetForMalformed(url: string | undefined): string | null;
