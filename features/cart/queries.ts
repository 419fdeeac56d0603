import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getProductSummaries } from '@/features/catalog/queries';
import { findCartStayHolds, stayNights, type StayHoldState } from '@/features/hotels/queries';
import { findCartHolds, type CartHoldState } from '@/features/seating/queries';
import { getDb } from '@/lib/db/database';
import { rows, type Runner } from '@/lib/db/rows';
import { cartItems, carts, skus } from '@/lib/db/schema';
import type { SkuPrices } from '@/lib/insider-pricing';
import { cartItemPrices, cartTotals, compareCartItems } from './pricing';
import type { CartCheckoutState, CartItemStatus, CartItemView, CartView } from './types';

/** The cookie that carries the visitor's cart id (storefront spec 3). */
export const CART_COOKIE = 'CART_UUID';

const cartIdSchema = z.uuid();

/**
 * Total quantity of everything in the cart the cookie points at. A missing cookie, a
 * malformed id (hand-edited or from an older site version) or a cart that no longer
 * exists all mean "nothing in the cart": the header count is never an error.
 */
export async function getCartItemCount(cartId: string | null | undefined): Promise<number> {
  return sumCartQuantity(cartId, 'all');
}

/** The quantities of the cart's items (all, or performance items only); 0 for a malformed or unknown cart. */
async function sumCartQuantity(cartId: string | null | undefined, kinds: 'all' | 'performance'): Promise<number> {
  const parsed = cartIdSchema.safeParse(cartId);
  if (!parsed.success) return 0;
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(kinds === 'all' ? eq(cartItems.cartId, parsed.data) : and(eq(cartItems.cartId, parsed.data), eq(cartItems.itemKind, 'performance')));
  return row?.count ?? 0;
}

/** Tickets in the cart: its performance items' quantities (a stay's rooms are not tickets). */
export async function getCartTicketCount(cartId: string | null | undefined): Promise<number> {
  return sumCartQuantity(cartId, 'performance');
}

const EMPTY_CART: CartView = { cartId: null, items: [], totals: { subtotalCents: 0, feesCents: 0, taxesCents: 0, totalCents: 0 }, blocked: false };

interface ItemRow {
  id: string;
  product_id: number;
  product_name: string;
  sku_id: number;
  sku_name: string;
  supports_seat_selection: boolean;
  quantity: number;
  price_cents: number;
  fee_cents: number;
  tax_cents: number;
  performance_id: number | null;
  starts_at: Date | string | null;
  cancelled: boolean | null;
  on_sale: boolean | null;
  item_kind: 'performance' | 'stay';
  check_in: string | null;
  check_out: string | null;
  guests: number | null;
  nightly_cents: number[] | string | null;
  beds: string | null;
  cancellation_hours: number | null;
  stay_on_sale: boolean | null;
  fulfillment_message: string | null;
}

function stayKey(skuId: number, checkIn: string, checkOut: string): string {
  return `${skuId}:${checkIn}:${checkOut}`;
}

/** A stay is held while every night of it is this cart's and live, for all of its rooms; past check-in it is unavailable. */
function stayStatusOf(row: ItemRow, hold: StayHoldState | undefined): CartItemStatus {
  if (!row.stay_on_sale) return 'unavailable';
  return (hold?.live ?? 0) >= Number(row.quantity) ? 'held' : 'expired';
}

function nightlyOf(value: number[] | string | null): number[] {
  if (value === null) return [];
  // node-postgres parses int[]; PGlite may answer the '{1,2}' text form.
  return Array.isArray(value) ? value.map(Number) : value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

function holdKey(performanceId: number | null, skuId: number): string {
  return `${performanceId}:${skuId}`;
}

function statusOf(row: ItemRow, hold: CartHoldState | undefined): CartItemStatus {
  if (row.performance_id === null || !row.on_sale) return 'unavailable';
  // Every place of the item must still be this cart's and within its hold: a lapsed seat may
  // already be someone else's, and a lapsed general-admission hold is given back on the next hold.
  const held = hold?.held ?? 0;
  const live = hold?.live ?? 0;
  return live >= row.quantity && held >= row.quantity ? 'held' : 'expired';
}

/**
 * The cart the CART_UUID cookie names, ready for the cart page: each item with its product,
 * performance, ticket type, seats (or quantity), hold state and prices, and the cart's totals.
 * Prices are the item's snapshot (what the visitor was shown when holding it); the state of
 * each hold is judged by the database's clock (seating's findCartHolds). A missing or malformed
 * id or an unknown cart is an empty cart.
 */
export async function getCartView(cartId: string | null | undefined): Promise<CartView> {
  const parsed = cartIdSchema.safeParse(cartId);
  if (!parsed.success) return EMPTY_CART;
  const id = parsed.data;
  const db = await getDb();
  const items = await rows<ItemRow>(
    db,
    sql`select ci.id, ci.product_id, p.name as product_name, ci.sku_id, k.name as sku_name, k.supports_seat_selection,
               ci.quantity,
               -- The price snapshot taken when the item was held; items from before it existed use today's price.
               coalesce(ci.unit_price_cents, k.price_cents) as price_cents, coalesce(ci.unit_fee_cents, k.fee_cents) as fee_cents,
               coalesce(ci.unit_tax_cents, k.tax_cents) as tax_cents,
               ci.performance_id, perf.starts_at, perf.cancelled, (not perf.cancelled and perf.starts_at > now()) as on_sale,
               ci.item_kind, to_char(ci.check_in, 'YYYY-MM-DD') as check_in, to_char(ci.check_out, 'YYYY-MM-DD') as check_out, ci.guests,
               ci.nightly_cents, rt.beds, rt.cancellation_hours,
               (ci.check_in >= (now() at time zone 'America/Los_Angeles')::date) as stay_on_sale,
               k.fulfillment_message
          from cart_items ci
          join products p on p.id = ci.product_id
          join skus k on k.id = ci.sku_id
          left join performances perf on perf.id = ci.performance_id
          left join room_types rt on rt.sku_id = ci.sku_id and ci.item_kind = 'stay'
         where ci.cart_id = ${id}`,
  );
  if (items.length === 0) return { ...EMPTY_CART, cartId: id };
  const holds = new Map((await findCartHolds(id)).map((h) => [holdKey(h.performanceId, h.skuId), h]));
  const stayHolds = items.some((i) => i.item_kind === 'stay')
    ? new Map((await findCartStayHolds(db, id)).map((h) => [stayKey(h.skuId, h.checkIn, h.checkOut), h]))
    : new Map<string, StayHoldState>();

  const productIds = [...new Set(items.map((i) => Number(i.product_id)))];
  const hrefs = new Map((await getProductSummaries(productIds)).map((p) => [p.id, p.href]));

  const views: CartItemView[] = items.map((row) => {
    if (row.item_kind === 'stay' && row.check_in !== null && row.check_out !== null) return stayView(row, row.check_in, row.check_out, stayHolds, hrefs);
    const hold = row.performance_id === null ? undefined : holds.get(holdKey(Number(row.performance_id), Number(row.sku_id)));
    const status = statusOf(row, hold);
    const quantity = Number(row.quantity);
    return {
      id: row.id,
      product: { id: Number(row.product_id), name: row.product_name, href: hrefs.get(Number(row.product_id)) ?? null },
      performance:
        row.performance_id === null || row.starts_at === null
          ? null
          : { id: Number(row.performance_id), startsAt: new Date(row.starts_at), cancelled: Boolean(row.cancelled) },
      sku: { id: Number(row.sku_id), name: row.sku_name, seated: row.supports_seat_selection },
      quantity,
      seats: hold?.seats ?? [],
      status,
      heldUntil: status === 'held' ? (hold?.heldUntil ?? null) : null,
      secondsLeft: status === 'held' ? (hold?.secondsLeft ?? 0) : 0,
      prices: cartItemPrices(quantity, { priceCents: Number(row.price_cents), feeCents: Number(row.fee_cents), taxCents: Number(row.tax_cents) }),
      fulfillmentMessage: row.fulfillment_message,
    };
  });
  views.sort(compareCartItems);
  return { cartId: id, items: views, totals: cartTotals(views.map((v) => v.prices)), blocked: views.some((v) => v.status !== 'held') };
}

function stayView(row: ItemRow, checkIn: string, checkOut: string, holds: Map<string, StayHoldState>, hrefs: Map<number, string | null>): CartItemView {
  const hold = holds.get(stayKey(Number(row.sku_id), checkIn, checkOut));
  const status = stayStatusOf(row, hold);
  const quantity = Number(row.quantity);
  const nights = stayNights(checkIn, checkOut);
  const rates = nightlyOf(row.nightly_cents);
  return {
    id: row.id,
    product: { id: Number(row.product_id), name: row.product_name, href: hrefs.get(Number(row.product_id)) ?? null },
    performance: null,
    sku: { id: Number(row.sku_id), name: row.sku_name, seated: false },
    quantity,
    seats: [],
    status,
    heldUntil: status === 'held' ? (hold?.heldUntil ?? null) : null,
    secondsLeft: status === 'held' ? (hold?.secondsLeft ?? 0) : 0,
    prices: cartItemPrices(quantity, { priceCents: Number(row.price_cents), feeCents: Number(row.fee_cents), taxCents: Number(row.tax_cents) }),
    stay: {
      hotelName: row.product_name,
      roomTypeName: row.sku_name,
      beds: row.beds ?? '',
      checkIn,
      checkOut,
      nights: nights.length,
      guests: Number(row.guests ?? 0),
      nightly: nights.map((night, i) => ({ night, rateCents: rates[i] ?? 0 })),
      cancellationHours: Number(row.cancellation_hours ?? 0),
    },
  };
}

/** What removing or renewing an item works on: its performance, ticket type and the seats this cart holds for it. */
export interface CartItemRef {
  readonly id: string;
  readonly performanceId: number | null;
  readonly skuId: number;
  readonly seated: boolean;
  /** Tickets the item stands for (the seats or places it held when last in step). */
  readonly quantity: number;
  readonly seatIds: readonly number[];
  /** The stay of a hotel item (its quantity is the rooms), or null. */
  readonly stay: { readonly checkIn: string; readonly checkOut: string; readonly guests: number } | null;
}

/** One item of the cart, or null when the cart has no such item (another cart's item included). */
export async function getCartItemRef(cartId: string | null | undefined, itemId: string, runner?: Runner): Promise<CartItemRef | null> {
  const cart = cartIdSchema.safeParse(cartId);
  const item = cartIdSchema.safeParse(itemId);
  if (!cart.success || !item.success) return null;
  const db = runner ?? (await getDb());
  const [row] = await db
    .select({
      id: cartItems.id,
      performanceId: cartItems.performanceId,
      skuId: cartItems.skuId,
      quantity: cartItems.quantity,
      seated: skus.supportsSeatSelection,
      itemKind: cartItems.itemKind,
      checkIn: cartItems.checkIn,
      checkOut: cartItems.checkOut,
      guests: cartItems.guests,
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .where(and(eq(cartItems.cartId, cart.data), eq(cartItems.id, item.data)));
  if (!row) return null;
  const hold =
    row.performanceId === null ? undefined : (await findCartHolds(cart.data)).find((h) => h.performanceId === row.performanceId && h.skuId === row.skuId);
  const { itemKind, checkIn, checkOut, guests, ...ref } = row;
  const stay = itemKind === 'stay' && checkIn !== null && checkOut !== null ? { checkIn, checkOut, guests: Number(guests ?? 0) } : null;
  return { ...ref, stay, seatIds: (hold?.seats ?? []).map((s) => s.seatId).sort((a, b) => a - b) };
}

/** A ticket type's stored prices, for the price the visitor pays (lib/insider-pricing decides it). */
export async function findSkuPrices(runner: Runner, skuId: number): Promise<SkuPrices | null> {
  const [sku] = await runner
    .select({
      priceCents: skus.priceCents,
      feeCents: skus.feeCents,
      taxCents: skus.taxCents,
      insiderPriceCents: skus.insiderPriceCents,
      passwordProtected: skus.insiderPasswordProtected,
    })
    .from(skus)
    .where(eq(skus.id, skuId));
  return sku ?? null;
}

/** The guest details, saved promo code and booked state of a cart, or null when there is no such cart. */
export async function getCartCheckoutState(cartId: string | null | undefined): Promise<CartCheckoutState | null> {
  const parsed = cartIdSchema.safeParse(cartId);
  if (!parsed.success) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      firstName: carts.guestFirstName,
      lastName: carts.guestLastName,
      email: carts.guestEmail,
      phone: carts.guestPhone,
      promoCode: carts.promoCode,
      bookedOrderId: carts.bookedOrderId,
    })
    .from(carts)
    .where(eq(carts.id, parsed.data));
  if (!row) return null;
  const { firstName, lastName, email, phone } = row;
  const guest = firstName && lastName && email && phone ? { firstName, lastName, email, phone } : null;
  return { guest, promoCode: row.promoCode, booked: row.bookedOrderId !== null };
}
