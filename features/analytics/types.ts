import type { ProductType } from '@/lib/config/product-types';
import type { pageTypeFor } from '@/lib/routes';

export type PageType = ReturnType<typeof pageTypeFor>;

/** A product as the app knows it; the module turns it into a GA4 item. */
export type AnalyticsProduct = {
  id: number | string;
  name: string;
  type: ProductType;
  /** Unit price in cents; null when nothing is on sale (an unavailable card). */
  priceCents: number | null;
  quantity?: number;
  /** Sku or ticket type, when one was chosen. */
  variant?: string;
};

/** A product at its place in a card list. */
export type ListedProduct = AnalyticsProduct & { readonly index?: number };

/** The events the storefront reports (spec 7: pageview, impression, click, add-to-cart, transaction). */
export type AnalyticsEvent =
  | { event: 'page_view'; pageType: PageType; pagePath: string; pageTitle: string; pageLocation?: string }
  /**
   * Impressions: the cards of one list that came into view. `index` is a product's position in
   * the whole list (a batch is often a part of it); without it, its position in `products`.
   */
  | { event: 'view_item_list'; listName: string; products: readonly ListedProduct[] }
  | { event: 'view_item'; product: AnalyticsProduct }
  | { event: 'select_item'; listName: string; product: AnalyticsProduct; index?: number }
  | { event: 'add_to_cart'; products: readonly AnalyticsProduct[] }
  /**
   * A performance's ticket types finished loading (ticket-buying 4: 'analytics fires when it
   * ends'): one per completed sku fetch, each ticket type an item of the product.
   */
  | { event: 'sku_load'; performanceId: number; startsAt: string; products: readonly AnalyticsProduct[] }
  /** A full-text search: what was searched for and how many results it found. */
  | { event: 'search'; searchTerm: string; resultCount: number }
  /** A control a visitor used (spec 2.8: 'Open Change Search' / 'Close Change Search'). */
  | { event: 'ui_interaction'; category: string; action: string; label?: string }
  | {
      event: 'purchase';
      transactionId: string;
      /** Order total in cents, tax included. */
      totalCents: number;
      taxCents: number;
      coupon: string | null;
      /** Order date, yyyy-MM-dd in Pacific time. */
      date: string;
      products: readonly AnalyticsProduct[];
    };

/** GA4 e-commerce item. */
export type Ga4Item = {
  item_id: string;
  item_name: string;
  item_category: string;
  price?: number;
  quantity: number;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
};

export type DataLayerMessage = Record<string, unknown>;

export type AnalyticsOptions = {
  /** Hotel+show ("showtel") mode: show and hotel names carry an 'hs-' prefix. */
  showtel?: boolean;
};
