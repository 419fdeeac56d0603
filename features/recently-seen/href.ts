import type { ProductType } from '@/lib/config/product-types';
import { MAX_ROOM_QTY, MIN_ROOM_QTY } from '@/lib/config/constants';
import { parseRoute, PRODUCT_DETAILS_ROUTE, productDetailsPath, routes } from '@/lib/routes';
import type { RecentEntry } from './schema';

/**
 * The link of a recently seen entry (spec 2.13: its product details route): the details page on
 * the dates the visitor searched, with their room count for a hotel, while those dates are still
 * bookable. A start before `today` (Pacific) would only redirect, so such an entry, an undated
 * one and a product without a details route (air+hotel) keep the plain link.
 */
export function recentlySeenHref(href: string, type: ProductType, entry: RecentEntry, today: string): string {
  if (entry.startDate === null || entry.endDate === null || entry.startDate < today) return href;
  const parsed = parseRoute(href);
  if (parsed === null) return href;
  const dates = { startDate: entry.startDate, endDate: entry.endDate };
  if (parsed.name === 'hotelProductDetails') {
    const rooms = entry.quantity > MIN_ROOM_QTY && entry.quantity <= MAX_ROOM_QTY ? { roomQty: entry.quantity } : {};
    return routes.hotelProductDetails.build({ ...parsed.params, ...dates, ...rooms });
  }
  if (parsed.name === 'stripClubProductDetails') return routes.stripClubProductDetails.build({ ...parsed.params, ...dates });
  if (parsed.name !== PRODUCT_DETAILS_ROUTE[type] || !('productName' in parsed.params)) return href;
  return productDetailsPath(type, { productID: parsed.params.productID, productName: parsed.params.productName, ...dates }) ?? href;
}
