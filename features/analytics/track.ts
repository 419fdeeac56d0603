import type { ProductType } from '@/lib/config/product-types';
import type { AnalyticsEvent, AnalyticsOptions, AnalyticsProduct, DataLayerMessage, Ga4Item } from './types';

/**
 * The one way the storefront reports analytics: GA4-shaped messages on window.dataLayer,
 * which a tag manager (when one is installed) forwards. Client-only; on the server every
 * call is a no-op.
 */

/** Spec 7: how long a navigation waits for the analytics handler. */
export const HANDLER_TIMEOUT_MS = 500;

export const CURRENCY = 'USD';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let defaults: Required<AnalyticsOptions> = { showtel: false };

/** Set once from the layout (server flags arrive as props); per-call options still win. */
export function configureAnalytics(options: AnalyticsOptions): void {
  defaults = { ...defaults, ...options };
}

const HS_TYPES: ReadonlySet<ProductType> = new Set(['SHOW', 'HOTEL']);

/** The product-type name analytics reports; show and hotel get 'hs-' in showtel mode. */
export function analyticsTypeName(type: ProductType, options: AnalyticsOptions = {}): string {
  const showtel = options.showtel ?? defaults.showtel;
  return showtel && HS_TYPES.has(type) ? `hs-${type}` : type;
}

const dollars = (cents: number) => Math.round(cents) / 100;

export function toGa4Item(
  product: AnalyticsProduct,
  options: AnalyticsOptions = {},
  extra: { listName?: string; index?: number } = {},
): Ga4Item {
  const item: Ga4Item = {
    item_id: String(product.id),
    item_name: product.name,
    item_category: analyticsTypeName(product.type, options),
    price: dollars(product.priceCents),
    quantity: product.quantity ?? 1,
  };
  if (product.variant) item.item_variant = product.variant;
  if (extra.listName !== undefined) item.item_list_name = extra.listName;
  if (extra.index !== undefined) item.index = extra.index;
  return item;
}

function cartValue(products: readonly AnalyticsProduct[]): number {
  return dollars(products.reduce((sum, p) => sum + p.priceCents * (p.quantity ?? 1), 0));
}

/** GA4 convention: clear the previous ecommerce object so its fields do not leak into the next event. */
const clearEcommerce = (): DataLayerMessage => ({ ecommerce: null });

/** The dataLayer messages of one event, in push order. Pure, so shapes are testable. */
export function toDataLayerMessages(event: AnalyticsEvent, options: AnalyticsOptions = {}): DataLayerMessage[] {
  switch (event.event) {
    case 'page_view': {
      const message: DataLayerMessage = {
        event: 'page_view',
        page_type: event.pageType,
        page_path: event.pagePath,
        page_title: event.pageTitle,
      };
      if (event.pageLocation !== undefined) message.page_location = event.pageLocation;
      return [message];
    }
    case 'view_item_list':
      return [
        clearEcommerce(),
        {
          event: 'view_item_list',
          ecommerce: {
            item_list_name: event.listName,
            items: event.products.map((p, index) => toGa4Item(p, options, { listName: event.listName, index })),
          },
        },
      ];
    case 'view_item':
      return [
        clearEcommerce(),
        {
          event: 'view_item',
          ecommerce: {
            currency: CURRENCY,
            value: cartValue([event.product]),
            items: [toGa4Item(event.product, options)],
          },
        },
      ];
    case 'select_item':
      return [
        clearEcommerce(),
        {
          event: 'select_item',
          ecommerce: {
            item_list_name: event.listName,
            items: [toGa4Item(event.product, options, { listName: event.listName, index: event.index })],
          },
        },
      ];
    case 'add_to_cart':
      return [
        clearEcommerce(),
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: CURRENCY,
            value: cartValue(event.products),
            items: event.products.map((p) => toGa4Item(p, options)),
          },
        },
      ];
    case 'sku_load':
      // A custom event rather than GA4's view_item: the details page already reports the
      // product's view, and every sku fetch (a time chosen, prices reloaded after an insider
      // unlock) would count it again. The items keep the GA4 shape, so reports can read them.
      return [
        clearEcommerce(),
        {
          event: 'sku_load',
          performance_id: event.performanceId,
          starts_at: event.startsAt,
          ecommerce: {
            currency: CURRENCY,
            items: event.products.map((p) => toGa4Item(p, options)),
          },
        },
      ];
    case 'ui_interaction': {
      const message: DataLayerMessage = { event: 'ui_interaction', interaction_category: event.category, interaction_action: event.action };
      if (event.label !== undefined) message.interaction_label = event.label;
      return [message];
    }
    case 'purchase':
      return [
        clearEcommerce(),
        {
          event: 'purchase',
          ecommerce: {
            transaction_id: event.transactionId,
            value: dollars(event.totalCents),
            tax: dollars(event.taxCents),
            coupon: event.coupon ?? '',
            currency: CURRENCY,
            date: event.date,
            items: event.products.map((p) => toGa4Item(p, options)),
          },
        },
      ];
  }
}

function dataLayer(): unknown[] | null {
  if (typeof window === 'undefined') return null;
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Reports an event. Never throws: analytics must not break a page. */
export function track(event: AnalyticsEvent, options: AnalyticsOptions = {}): void {
  const layer = dataLayer();
  if (!layer) return;
  try {
    layer.push(...toDataLayerMessages(event, options));
  } catch (error) {
    console.error('[analytics]', error);
  }
}

/**
 * Reports an event and then runs `callback` (typically a navigation) once the tag manager
 * has handled it, or after 500 ms when it has not (no tag manager, blocked, slow),
 * whichever comes first. The callback runs exactly once.
 */
export function trackThen(event: AnalyticsEvent, callback: () => void, options: AnalyticsOptions = {}): void {
  const layer = dataLayer();
  if (!layer) {
    callback();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    callback();
  };
  const timer = setTimeout(finish, HANDLER_TIMEOUT_MS);
  try {
    const messages = toDataLayerMessages(event, options);
    const last = messages.length - 1;
    layer.push(
      ...messages.map((message, i) =>
        i === last ? { ...message, eventCallback: () => finish(), eventTimeout: HANDLER_TIMEOUT_MS } : message,
      ),
    );
  } catch (error) {
    console.error('[analytics]', error);
    finish();
  }
}
