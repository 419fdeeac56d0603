import type { products, skus } from '@/lib/db/schema';

type ProductRow = typeof products.$inferInsert;
type SkuRow = typeof skus.$inferInsert;

/**
 * A complete product row for tests that need a handful of products rather than the whole
 * demo city: only what a test is about has to be spelled out. Without an id the database's
 * identity column picks one.
 */
export function productRow(row: Pick<ProductRow, 'type' | 'name' | 'slug'> & Partial<ProductRow>): ProductRow {
  return {
    // Unique either way: by id, or by type and slug (products_type_slug is unique too).
    url: row.id === undefined ? `/test/${row.type.toLowerCase()}/${row.slug}` : `/test/${row.id}/${row.slug}`,
    shortDescription: `${row.name}, in short.`,
    description: `${row.name}, at length.`,
    address: '3570 S Las Vegas Blvd',
    city: 'Las Vegas',
    postalCode: '89109',
    area: 'Center Strip',
    onStrip: true,
    latitude: 36.11,
    longitude: -115.17,
    providerName: 'Test Provider',
    rating: 4.5,
    reviewCount: 10,
    sellable: true,
    popularity: 1,
    ...row,
  };
}

/** A complete sku row; prices default to a plausible ticket. Without an id the database picks one. */
export function skuRow(row: Pick<SkuRow, 'productId'> & Partial<SkuRow>): SkuRow {
  return {
    name: 'General Admission',
    equivalencyKey: 'GA',
    ticketType: 'GENERAL_ADMISSION',
    supportsSeatSelection: false,
    priceCents: 5000,
    basePriceCents: 6000,
    feeCents: 500,
    taxCents: 300,
    maxQuantity: 10,
    sortOrder: 1,
    ...row,
  };
}
