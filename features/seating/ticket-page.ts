import 'server-only';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getProductSummary } from '@/features/catalog/queries';
import { getFlags } from '@/lib/config/flags';
import { linePagePathFor } from '@/lib/config/product-types';
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
 * product of another type), a 308 to the canonical name, or the spec 4 redirect of a past
 * performance to search results from today.
 */
export async function loadTicketPage(segments: readonly string[]) {
  // Next hands dynamic segments over still percent-encoded: the time's ':' arrives as %3A.
  const request = ticketRequest(segments.map(decodeSegment));
  if (request === null) notFound();
  const product = await getProductSummary(request.productID);
  if (product === null || product.type !== request.type) notFound();
  const canonicalSlug = product.href.split('/')[4];
  if (canonicalSlug !== undefined && canonicalSlug !== request.productName) permanentRedirect(request.build({ productName: canonicalSlug }));
  const performance = await findPerformanceAt(product.id, request.dateTime);
  if (performance === null) notFound();
  const now = new Date();
  if (performance.startsAt.getTime() < now.getTime() + ONE_MINUTE_MS && !getFlags().disablePastDateHandling) {
    const target = request.pastDateRedirect(pacificToday(now));
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
