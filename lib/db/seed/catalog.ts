import type { categories, productImages, products, roomTypes } from '../schema';
import { CATEGORY_GROUPS } from './data/categories';
import { VENUES } from './data/shows';
import type { ProductType } from './data/types';
import type { SkuRow } from './pricing';
import { buildVenue, type VenuePlan } from './venues';
import { productLandingPath, slugify } from '../../routes';
import { URL_BASES } from '../../config/product-types';
import { copySuffix, FIRST_PRODUCT_ID, FIRST_SKU_ID, productUrl, roman, SeedContext } from './families/kit';
import { SEED_FAMILIES } from './families';

// The plan always names its ids (see FIRST_PRODUCT_ID), though the tables could pick them.
export type ProductRow = Omit<typeof products.$inferInsert, 'id' | 'venueId' | 'createdAt' | 'updatedAt'> & { id: number };
export type ImageRow = Omit<typeof productImages.$inferInsert, 'id'>;
export type CategoryRow = typeof categories.$inferInsert & { id: number };

/** Performance start times (HH:mm, Pacific) per weekday, index 0 = Sunday. */
export type WeeklyTimes = string[][];

export type RoomTypeRow = typeof roomTypes.$inferInsert;

/** Nightly inventory of one room-type sku; rates vary by date around rateCents. */
export type RoomInventory = {
  skuId: number;
  rateCents: number;
  rackFactor: number;
  weekendFactor: number;
  roomsTotal: number;
  /** The member-deal rate as a share of the night's rate, or null when the hotel offers none. */
  memberFactor: number | null;
  /** The insider rate as a share of the night's rate (the sku's insider price over its price), or null. */
  insiderFactor: number | null;
  /** The room type's details (room_types). */
  roomType: RoomTypeRow;
};

export type ProductPlan = {
  product: ProductRow;
  venueKey: string | null;
  categoryIds: number[];
  images: ImageRow[];
  skus: SkuRow[];
  weekly: WeeklyTimes | null;
  rooms: RoomInventory[];
};

export type CatalogPlan = {
  categories: CategoryRow[];
  venues: VenuePlan[];
  products: ProductPlan[];
};

export { FIRST_PRODUCT_ID, FIRST_SKU_ID, productUrl, roman };

/** Popularity rank within each type: 1 is the most popular, by review volume weighted by rating. */
function rankPopularity(plans: ProductPlan[]) {
  const byType = new Map<ProductType, ProductPlan[]>();
  for (const p of plans) byType.set(p.product.type, [...(byType.get(p.product.type) ?? []), p]);
  for (const list of byType.values()) {
    const score = (p: ProductPlan) => p.product.reviewCount * (p.product.rating ?? 0) ** 2;
    [...list]
      .sort((a, b) => score(b) - score(a) || a.product.id - b.product.id)
      .forEach((p, i) => {
        p.product.popularity = i + 1;
      });
  }
}

function categoryRows(): CategoryRow[] {
  return CATEGORY_GROUPS.flatMap((group) =>
    group.categories.map((c, i) => ({
      id: c.id,
      groupCode: group.groupCode,
      productType: group.productType,
      name: c.name,
      slug: c.slug ?? slugify(c.name),
      sortOrder: i + 1,
    })),
  );
}

/**
 * The whole catalog (everything except date-dependent rows), identical on every run for a scale:
 * the venues, then each family of lib/db/seed/families in order, every step over every copy.
 */
export function buildCatalog(scale: number): CatalogPlan {
  if (!Number.isInteger(scale) || scale < 1 || scale > 50) throw new RangeError(`scale must be an integer from 1 to 50, got ${scale}`);
  const ctx = new SeedContext();
  const eachCopy = (fn: (copy: number) => void) => {
    for (let copy = 0; copy < scale; copy += 1) fn(copy);
  };
  eachCopy((copy) => {
    for (const seed of VENUES) ctx.venues.push(buildVenue(seed, copy, copySuffix(copy).trim()));
  });
  for (const family of Object.values(SEED_FAMILIES)) for (const step of family.steps) eachCopy((copy) => step(ctx, copy));
  rankPopularity(ctx.plans);
  const categoryList = categoryRows();
  assignLandingUrls(ctx.plans, categoryList);
  return { categories: categoryList, venues: ctx.venues, products: ctx.plans };
}

/** The category group a type's landing url names (storefront 2.2: shows/{category}/…, tours/{category}/…). */
const LANDING_CATEGORY_GROUP: Partial<Record<ProductType, string>> = { SHOW: 'SHOWCATEGORIES', TOUR: 'TOURAREAS' };

/**
 * Every product's landing url (productLandingPath), the one the catalog answers a static route by.
 * Shows and tours are placed under their category of lowest sort order; a url a product earlier in
 * the plan already has is left to it (migration 0020 backfills older databases by the same rule).
 */
function assignLandingUrls(plans: ProductPlan[], categoryList: CategoryRow[]) {
  const byId = new Map(categoryList.map((c) => [c.id, c]));
  const taken = new Set<string>();
  for (const { product, categoryIds } of plans) {
    const group = LANDING_CATEGORY_GROUP[product.type];
    const category = categoryIds
      .map((id) => byId.get(id))
      .filter((c): c is CategoryRow => c !== undefined && c.groupCode === group)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)[0];
    const landing = productLandingPath(product.type, {
      name: product.slug,
      category: category?.slug,
      stripClub: product.url.startsWith(`/iv2/${URL_BASES.stripClubs}/`),
    });
    product.landingUrl = landing === null || taken.has(landing) ? null : landing;
    if (landing !== null) taken.add(landing);
  }
}
