import 'server-only';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getProductSummary } from '@/features/catalog/queries';
import { getFlags } from '@/lib/config/flags';
import { linePagePathFor } from '@/lib/config/product-types';
import { urlSearchWindow } from '@/lib/config/search-rules';
import { pacificToday } from '@/lib/dates';
import { productDetailsPath, routes } from '@/lib/routes';
import { findPerformanceAt } from './queries';
import { ticketRequest } from './request';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** How far ahead "this minute" reaches: a performance starting within it can no longer be sold. */
const ONE_MINUTE_MS = 60_000;

/**
 * Everything a seat or quantity page needs, or a 404 (malformed url, unknown product or time,
 * product of another type, search dates no search can ask for), a 308 to the canonical name and
 * search dates, or the spec 4 redirect of a past performance to search results from today.
 */
export async function loadTicketPage(segments: readonly string[]) {
  // Next hands dynamic segments over still percent-encoded: the time's ':' arrives as %3A.
  const request = ticketRequest(segments.map(decodeSegment));
  if (request === null) notFound();
  const product = await getProductSummary(request.productID);
  if (product === null || product.type !== request.type) notFound();
  const canonicalSlug = product.href.split('/')[4] ?? request.productName;
  // The search dates travel along for "back": an end before the start is written as the site
  // writes it (one 308 with the name); a window no search can ask for is no page (issue 25 item 4).
  const window = request.startDate !== null && request.endDate !== null ? urlSearchWindow(request.type, request.startDate, request.endDate, pacificToday(new Date())) : null;
  if (window !== null && window.dates === null) notFound();
  const canonicalDates = window?.dates ?? null;
  const datesMoved = canonicalDates !== null && (canonicalDates.startDate !== request.startDate || canonicalDates.endDate !== request.endDate);
  if (canonicalSlug !== request.productName || datesMoved) permanentRedirect(request.build({ productName: canonicalSlug, ...(datesMoved ? canonicalDates : {}) }));
  const performance = await findPerformanceAt(product.id, request.dateTime);
  if (performance === null) notFound();
  const now = new Date();
  const flags = getFlags();
  if (performance.startsAt.getTime() < now.getTime() + ONE_MINUTE_MS && !flags.disablePastDateHandling) {
    const target = request.pastDateRedirect(pacificToday(now), flags);
    if (target !== null) redirect(target);
  }
  const dates = request.startDate !== null && request.endDate !== null ? { startDate: request.startDate, endDate: request.endDate } : {};
  const changeHref = productDetailsPath(product.type, { productID: product.id, productName: request.productName, ...dates }) ?? product.href;
  return {
    request,
    product,
    performance,
    lineHref: linePagePathFor(product.type),
    changeHref,
    cartHref: routes.cart.build({}),
    billingHref: routes.checkout.build({}),
    selfHref: request.build({ productName: request.productName }),
  };
}
