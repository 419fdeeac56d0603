import type { ProductType } from '@/lib/config/product-types';

export type ProductImage = {
  path: string;
  title: string;
  width: number;
  height: number;
};

/** A category of the catalog by its group code and slug (unique together in `categories`). */
export type CategoryRef = { readonly group: string; readonly slug: string };

/**
 * Narrows a type's lists by category: only the products filed under `in`, none of those filed
 * under `notIn` (shopping category pages; strip clubs, which are bars in a category of their own).
 */
export type CategoryFilter = { readonly in?: CategoryRef; readonly notIn?: CategoryRef };

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

/** A slide of the hotel landing page's hero slider: the hotel and its HERO658X251 image. */
export type FeaturedHotel = { hotel: ProductSummary; heroImage: ProductImage | null };

/** Prices of one offer in cents (a search window's cheapest): what the all-in card needs beyond from-prices. */
export interface CardOffer {
  readonly priceCents: number;
  readonly basePriceCents: number;
  /** Price plus fees, before tax. */
  readonly totalBeforeTaxCents: number;
  /** Price plus fees and tax. */
  readonly totalCents: number;
}

/** What a card shows beyond the product: a search window's offer and state, and the all-in pricing flag. */
export interface CardContext {
  /** Replaces the product's from-prices (a search window's cheapest offer); null: no price in the window. */
  readonly offer?: CardOffer | null;
  /** The type's unavailable label when nothing is on sale in the window ('No Performance', …). */
  readonly unavailableLabel?: string | null;
  /** Urgency line, e.g. 'Only 4 rooms left!'. */
  readonly urgency?: string | null;
  /** The all-in pricing flag: totals with taxes and fees, guest rating out of 5, title fitted to 44 px. */
  readonly allInPricing?: boolean;
}


/** A product's own page as a sitemap lists it. */
export type ProductPage = {
  readonly id: number;
  readonly type: ProductType;
  /** The canonical path, the same as ProductSummary.href. */
  readonly href: string;
  /** The product's content-managed landing page (storefront 2.2 static routes), or undefined. */
  readonly landingHref?: string;
  /** ISO instant of the product's last change. */
  readonly lastModified: string;
};

/** Per product type: how many products, and the ISO instant of the newest change among them. */
export type ProductPageStats = { readonly type: ProductType; readonly count: number; readonly lastModified: string | null };
