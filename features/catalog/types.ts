import type { ProductType } from '@/lib/config/product-types';

export type ProductImage = {
  path: string;
  title: string;
  width: number;
  height: number;
};

/** What a product card, a recently-seen entry or a merchandising slot shows. */
export type ProductSummary = {
  id: number;
  type: ProductType;
  name: string;
  /** The product's own page (built by lib/routes). */
  href: string;
  image: ProductImage | null;
  /** "Located within" resort, else the area name. */
  location: string;
  rating: number;
  reviewCount: number;
  starRating: number | null;
  minAge: number | null;
  /** Lowest public price per unit in cents over the coming dates, before fees and tax; null when nothing is on sale. */
  fromPriceCents: number | null;
  /** The box-office price belonging to fromPriceCents, for the crossed-out price. */
  fromBasePriceCents: number | null;
  promotionName: string | null;
};
