import 'server-only';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getProductSummary } from '@/features/catalog/queries';
import { shiftPastWindow, urlSearchWindow } from '@/lib/config/search-rules';
import { pacificToday } from '@/lib/dates';
import { routes } from '@/lib/routes';
import { MAX_STAY_NIGHTS, stayNights } from './rules';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The room selection page (`hotelSkuSelection`) for the segments after `/iv2/`: the hotel and the
 * stay, or a 404 (a malformed url, an unknown id, a product that is no hotel, a stay with no night
 * or more than 14, a check-out beyond MaxDaysInFuture, a check-in time on another day than the
 * check-in), a 308 to the hotel's
 * canonical name, or spec 4's redirect of a past check-in to the hotel's details from today for
 * the same number of nights. Everything here is the same for every visitor (the page is cached);
 * prices and rooms left load fresh in the page's island.
 */
export async function loadRoomSelectionPage(segments: readonly string[], now: Date = new Date()) {
  const params = routes.hotelSkuSelection.parseSegments(['iv2', ...segments.map(decodeSegment)]);
  if (params === null) notFound();
  const { productID, productName, dateTime, startDate, endDate } = params;
  const nights = stayNights(startDate, endDate).length;
  if (nights < 1 || nights > MAX_STAY_NIGHTS || !dateTime.startsWith(`${startDate}T`)) notFound();
  // A stay no hotel search can ask for (beyond MaxDaysInFuture) is no page (issue 25 item 4).
  if (urlSearchWindow('HOTEL', startDate, endDate, pacificToday(now)).dates === null) notFound();
  const hotel = await getProductSummary(productID);
  if (hotel === null || hotel.type !== 'HOTEL') notFound();
  const slug = hotel.href.split('/')[4] ?? productName;
  const shifted = shiftPastWindow(startDate, endDate, pacificToday(now));
  if (shifted !== null) redirect(routes.hotelProductDetails.build({ productID, productName: slug, ...shifted }));
  if (slug !== productName) permanentRedirect(routes.hotelSkuSelection.build({ ...params, productName: slug }));
  return {
    hotel,
    checkIn: startDate,
    checkOut: endDate,
    /** Back to the hotel's details for these dates (the room list there, and other dates). */
    detailsHref: routes.hotelProductDetails.build({ productID, productName: slug, startDate, endDate }),
    cartHref: routes.cart.build({}),
  };
}
