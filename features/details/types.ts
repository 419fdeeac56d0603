import type { ProductImage, ProductSummary } from '@/features/catalog/types';

/** A product feature line of the catalog ('Duration', '2 hours'). */
export interface ProductFeature {
  readonly name: string;
  readonly description: string;
}

/** Everything the details page shows that does not move with dates (storefront 2.8, 3 Product). */
export interface ProductDetails {
  readonly summary: ProductSummary;
  /** The canonical `productName` segment of the product's urls. */
  readonly slug: string;
  readonly shortDescription: string;
  readonly description: string;
  readonly locatedWithin: string | null;
  readonly area: string;
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly localPhone: string | null;
  readonly providerName: string;
  readonly sellable: boolean;
  readonly durationMinutes: number | null;
  /** Hotels: guest score out of 10. */
  readonly guestScore: number | null;
  readonly features: readonly ProductFeature[];
  readonly categories: readonly { readonly id: number; readonly name: string }[];
  /** Gallery images (GALLERY800X533), in order; the first is the primary one. */
  readonly gallery: readonly ProductImage[];
}
