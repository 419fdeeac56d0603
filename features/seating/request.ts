import type { Flags } from '@/lib/config/flags';
import type { ProductType } from '@/lib/config/product-types';
import { addCalendarDays, differenceInCalendarDays } from '@/lib/dates';
import { parseRouteSegments, routes, SEARCH_RESULTS_ROUTE, takesPreferredProduct, type Route, type RouteName } from '@/lib/routes';

/** The routes that sell tickets of a performance, and the product type each sells (storefront 2.2). */
const TICKET_ROUTES = {
  showSeatSelection: 'SHOW',
  showSkuSelection: 'SHOW',
  tourSkuSelection: 'TOUR',
  attractionSkuSelection: 'ATTRACTION',
  clubSkuSelection: 'CLUB',
  restaurantSkuSelection: 'RESTAURANT',
} as const satisfies Partial<Record<RouteName, ProductType>>;

type TicketRouteName = keyof typeof TICKET_ROUTES;

type TicketParams = { productID: number; productName: string; dateTime: string; startDate?: string; endDate?: string };

/** What a seat or quantity url asks for. */
export interface TicketRequest {
  readonly routeName: TicketRouteName;
  readonly type: (typeof TICKET_ROUTES)[TicketRouteName];
  readonly productID: number;
  readonly productName: string;
  /** The performance, `yyyy-MM-ddTHH:mm` Pacific. */
  readonly dateTime: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** The seat page (no nav bar, 'SELECT SEATS') rather than quantity selection. */
  readonly seatPage: boolean;
  /** The same url with the canonical name segment (and the canonical search dates). */
  build(change: { productName: string; startDate?: string; endDate?: string }): string;
  /**
   * Spec 4: where a performance in the past (or this minute) sends the visitor: the type's search
   * results from today for the same number of days, this product first where the type allows.
   */
  pastDateRedirect(today: string, flags: Pick<Flags, 'disablePreferredProduct'>): string | null;
}

/** Parses the segments after `/iv2/` of a seat or quantity url; null when no ticket route accepts them. */
export function ticketRequest(segments: readonly string[]): TicketRequest | null {
  const parsed = parseRouteSegments(['iv2', ...segments]);
  if (parsed === null || !Object.hasOwn(TICKET_ROUTES, parsed.name)) return null;
  const routeName = parsed.name as TicketRouteName;
  const type = TICKET_ROUTES[routeName];
  const params = parsed.params as TicketParams;
  const route = routes[routeName] as unknown as Route<string, TicketParams>;
  return {
    routeName,
    type,
    productID: params.productID,
    productName: params.productName,
    dateTime: params.dateTime,
    startDate: params.startDate ?? null,
    endDate: params.endDate ?? null,
    seatPage: routeName === 'showSeatSelection',
    build: (change) => route.build({ ...params, ...change }),
    pastDateRedirect(today, flags) {
      const searchRoute = SEARCH_RESULTS_ROUTE[type];
      if (searchRoute === undefined) return null;
      const start = params.startDate ?? params.dateTime.slice(0, 10);
      const span = Math.max(0, differenceInCalendarDays(params.endDate ?? start, start));
      const search = routes[searchRoute] as unknown as Route<string, Record<string, unknown>>;
      return search.build({
        startDate: today,
        endDate: addCalendarDays(today, span),
        ...(type === 'SHOW' && takesPreferredProduct(type, flags) ? { preferredProductId: params.productID } : {}),
      });
    },
  };
}
