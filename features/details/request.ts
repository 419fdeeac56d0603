import { PRODUCT_TYPES, PRODUCT_TYPE_CONFIG, linePagePathFor, productTypeInfo, type ProductType } from '@/lib/config/product-types';
import type { Flags } from '@/lib/config/flags';
import { PRODUCT_DETAILS_ROUTE, SEARCH_RESULTS_ROUTE, parseRouteSegments, routes, takesPreferredProduct, type Route, type RouteName } from '@/lib/routes';

type DetailsParams = {
  productID: number;
  productName: string;
  startDate?: string | undefined;
  endDate?: string | undefined;
  roomQty?: number | undefined;
};

/** What a details url asks for, and the urls the page links to. */
export interface ProductDetailsRequest {
  /** The url base (`las-vegas-shows`). */
  readonly base: string;
  readonly productID: number;
  readonly productName: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly roomQty: number | null;
  /** Product types this url base shows (hotel pages also show air+hotel packages, which have no base). */
  readonly types: readonly ProductType[];
  readonly singular: string;
  readonly lineHref: string;
  /** The same url with another name segment (the slug redirect) or other dates (undefined drops them; the date and past-date redirects). */
  build(change: { productName: string; startDate?: string | undefined; endDate?: string | undefined }): string;
  /** The product's canonical page: no dates. */
  canonical(productName: string): string;
  /** Search results for this product and these dates, for products sold here; else null. */
  datesHref(product: { id: number; type: ProductType; sellable: boolean }, flags: Pick<Flags, 'disablePreferredProduct'>): string | null;
}

/**
 * Details route name -> the product type it shows (the declarations' `detailsFor`), plus the
 * bases without a type of their own: strip clubs are bars in a category (the page checks that
 * the product's own link uses this base).
 */
type DetailsRouteName = NonNullable<(typeof PRODUCT_DETAILS_ROUTE)[ProductType]> | 'stripClubProductDetails';

const TYPE_OF_ROUTE = new Map<DetailsRouteName, ProductType>([
  ...Object.entries(PRODUCT_DETAILS_ROUTE).flatMap(([type, name]) => (name === null ? [] : [[name, type as ProductType] as const])),
  ['stripClubProductDetails', 'BAR'],
]);

/**
 * Parses the segments after `/iv2/` of a details url (`{base}/{productID}/{productName}/dates[/…]`)
 * with the route module; null when no details route accepts them.
 */
export function productDetailsRequest(segments: readonly string[]): ProductDetailsRequest | null {
  const parsed = parseRouteSegments(['iv2', ...segments]);
  if (parsed === null) return null;
  const name = parsed.name;
  if (!isDetailsRoute(name)) return null;
  const type = TYPE_OF_ROUTE.get(name);
  if (type === undefined) return null;
  const route: Route<string, DetailsParams> = routes[name];
  const detailsBase = PRODUCT_TYPE_CONFIG[type].urlBaseKey;
  const params = parsed.params as DetailsParams;
  const singular = parsed.name === 'stripClubProductDetails' ? 'Strip Club' : productTypeInfo(type).singular;
  return {
    base: segments[0] ?? '',
    productID: params.productID,
    productName: params.productName,
    startDate: params.startDate ?? null,
    endDate: params.endDate ?? null,
    roomQty: params.roomQty ?? null,
    // A base also shows the types filed under it (hotel pages show air+hotel packages, which have no base).
    types: detailsBase === null ? [type] : PRODUCT_TYPES.filter((t) => t === type || (PRODUCT_TYPE_CONFIG[t].urlBaseKey === null && PRODUCT_TYPE_CONFIG[t].detailsUrlBaseKey === detailsBase)),
    singular,
    lineHref: parsed.name === 'stripClubProductDetails' ? routes.linePage.build({ line: 'stripClubs' }) : linePagePathFor(type),
    build: (change) => route.build({ ...params, ...change }),
    canonical: (productName) => route.build({ productID: params.productID, productName }),
    datesHref(product, flags) {
      const searchRoute = SEARCH_RESULTS_ROUTE[product.type];
      if (!product.sellable || searchRoute === undefined) return null;
      const search: Route<string, { startDate?: string | undefined; endDate?: string | undefined; preferredProductId?: number | 'any' | undefined }> = routes[searchRoute];
      return search.build({
        ...(params.startDate !== undefined && params.endDate !== undefined ? { startDate: params.startDate, endDate: params.endDate } : {}),
        // Shows and hotels can put one product first in their results (shows not while a flag disables it).
        ...(PRODUCT_TYPE_CONFIG[product.type].search?.pinsProduct && takesPreferredProduct(product.type, flags) ? { preferredProductId: product.id } : {}),
      });
    },
  };
}

function isDetailsRoute(name: RouteName): name is DetailsRouteName {
  const names: ReadonlyMap<RouteName, ProductType> = TYPE_OF_ROUTE;
  return names.has(name);
}
