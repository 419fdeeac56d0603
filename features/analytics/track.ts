import { ANALYTICS_HANDLER_TIMEOUT_MS } from '@/lib/config/constants';
import type { ProductType } from '@/lib/config/product-types';
import type { AnalyticsEvent, AnalyticsOptions, AnalyticsProduct, DataLayerMessage, Ga4Item, ListedProduct } from './types';

/**
 * The one way the storefront reports analytics: GA4-shaped messages on window.dataLayer,
 * which a tag manager (when one is installed) forwards. Client-only; on the server every
 * call is a no-op.
 */

/** Spec 7: how long a navigation waits for the analytics handler. */
export const HANDLER_TIMEOUT_MS = ANALYTICS_HANDLER_TIMEOUT_MS;

export const CURRENCY = 'USD';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const HS_TYPES: ReadonlySet<ProductType> = new Set(['SHOW', 'HOTEL']);

/**
 * The product-type name analytics reports; show and hotel get 'hs-' in showtel mode (spec 7), which
 * an event of a hotel+show package asks for itself. This store sells no packages (FLAG_SHOWTEL was
 * removed with the mode the layout set from it), so no caller asks today.
 */
export function analyticsTypeName(type: ProductType, options: AnalyticsOptions = {}): string {
  return options.showtel === true && HS_TYPES.has(type) ? `hs-${type}` : type;
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
    quantity: product.quantity ?? 1,
  };
  if (product.priceCents !== null) item.price = dollars(product.priceCents);
  if (product.variant) item.item_variant = product.variant;
  if (extra.listName !== undefined) item.item_list_name = extra.listName;
  if (extra.index !== undefined) item.index = extra.index;
  return item;
}

function cartValue(products: readonly AnalyticsProduct[]): number {
  return dollars(products.reduce((sum, p) => sum + (p.priceCents ?? 0) * (p.quantity ?? 1), 0));
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
            items: event.products.map((p, position) =>
              toGa4Item(p, options, { listName: event.listName, index: p.index ?? position }),
            ),
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
    case 'search':
      return [{ event: 'search', search_term: event.searchTerm, result_count: event.resultCount }];
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

/** A card's product as lists report it: `priceCents` is the price the card shows (its from-price by default). */
export function cardProduct(
  product: { id: number; name: string; type: ProductType; fromPriceCents: number | null },
  priceCents: number | null = product.fromPriceCents,
): AnalyticsProduct {
  return { id: product.id, name: product.name, type: product.type, priceCents };
}

/** A card counts as seen once at least half of it is in view. */
export const IMPRESSION_VISIBLE_RATIO = 0.5;

/** How a list's cards are found: each card (or entry, or slide) carries its product's id. */
export const CARD_SELECTOR = '[data-product-id]';

export interface ListTracker {
  /** The list's products changed (more loaded, a refetch); cards already reported stay reported. */
  setProducts(products: readonly AnalyticsProduct[]): void;
  stop(): void;
}

/** Whether a click is the plain same-tab navigation that may wait for the handler. */
function opensHere(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = link.getAttribute('target');
  return (target === null || target === '' || target === '_self') && !link.hasAttribute('download');
}

/**
 * Reports a card list: impressions (`view_item_list`) as cards come into view, each product
 * once, batched per list per animation frame, and clicks on a card's links (`select_item`, with
 * the list's name and the product's position). A same-tab link waits for the handler (up to
 * 500 ms, as trackThen) before it navigates; other clicks (new tab, modifier keys) report and go.
 * Cards are the elements under `root` matching CARD_SELECTOR; cards added later (a slider
 * rearranging its slides, more results loaded) are watched as well.
 */
export function trackList(root: Element, listName: string, initialProducts: readonly AnalyticsProduct[]): ListTracker {
  let products = initialProducts;
  let indexById = new Map<string, number>();
  const setProducts = (next: readonly AnalyticsProduct[]) => {
    products = next;
    indexById = new Map(next.map((p, index) => [String(p.id), index]));
  };
  setProducts(initialProducts);

  const productAt = (card: Element): ListedProduct | null => {
    const index = indexById.get(card.getAttribute('data-product-id') ?? '');
    const product = index === undefined ? undefined : products[index];
    return product === undefined || index === undefined ? null : { ...product, index };
  };

  // Product ids, so a product shown twice (a looping slider) or re-indexed is reported once.
  const seen = new Set<string>();
  let pending: ListedProduct[] = [];
  let frame: number | null = null;
  const flush = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
    if (pending.length === 0) return;
    const batch = pending.sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    pending = [];
    track({ event: 'view_item_list', listName, products: batch });
  };

  const impressions =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting || entry.intersectionRatio < IMPRESSION_VISIBLE_RATIO) continue;
              const product = productAt(entry.target);
              if (product === null) continue;
              impressions?.unobserve(entry.target);
              const id = String(product.id);
              if (seen.has(id)) continue;
              seen.add(id);
              pending.push(product);
            }
            if (pending.length > 0 && frame === null) frame = requestAnimationFrame(flush);
          },
          { threshold: IMPRESSION_VISIBLE_RATIO },
        );
  const watch = (node: Element) => {
    if (!impressions) return;
    if (node.matches(CARD_SELECTOR)) impressions.observe(node);
    node.querySelectorAll(CARD_SELECTOR).forEach((card) => impressions.observe(card));
  };
  root.querySelectorAll(CARD_SELECTOR).forEach((card) => impressions?.observe(card));
  const added = impressions
    ? new MutationObserver((records) => {
        for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && watch(node));
      })
    : null;
  added?.observe(root, { childList: true, subtree: true });

  const onClick = (event: Event) => {
    if (!(event instanceof MouseEvent) || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    const card = event.target.closest(CARD_SELECTOR);
    if (!(link instanceof HTMLAnchorElement) || !card || !root.contains(card) || !root.contains(link)) return;
    const product = productAt(card);
    if (product === null) return;
    // A card clicked in the frame it came into view is reported seen before it is selected.
    flush();
    const selection: AnalyticsEvent = { event: 'select_item', listName, product, index: product.index };
    if (!opensHere(event, link)) {
      track(selection);
      return;
    }
    event.preventDefault();
    const href = link.href;
    trackThen(selection, () => window.location.assign(href));
  };
  root.addEventListener('click', onClick);

  return {
    setProducts,
    stop() {
      flush();
      impressions?.disconnect();
      added?.disconnect();
      root.removeEventListener('click', onClick);
    },
  };
}
