import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getProductSummaries } from '@/features/catalog/queries';
import { getDb } from '@/lib/db/database';
import { cartItems } from '@/lib/db/schema';
import { cartItemPrices, cartTotals, compareCartItems } from './pricing';
import type { CartItemStatus, CartItemView, CartSeat, CartView } from './types';

/** The cookie that carries the visitor's cart id (storefront spec 3). */
export const CART_COOKIE = 'CART_UUID';

const cartIdSchema = z.uuid();

/**
 * Total quantity of everything in the cart the cookie points at. A missing cookie, a
 * malformed id (hand-edited or from an older site version) or a cart that no longer
 * exists all mean "nothing in the cart": the header count is never an error.
 */
export async function getCartItemCount(cartId: string | null | undefined): Promise<number> {
  const parsed = cartIdSchema.safeParse(cartId);
  if (!parsed.success) return 0;
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, parsed.data));
  return row?.count ?? 0;
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
  /** Seats or places this cart holds for the item now, lapsed or not. */
  held: number;
  /** How many of them are still within their hold. */
  live: number;
  held_until: Date | string | null;
  seconds_left: number | string | null;
}

interface SeatRow {
  performance_id: number;
  sku_id: number;
  seat_id: number;
  section: string;
  row_name: string;
  seat_name: string;
}

function statusOf(row: ItemRow): CartItemStatus {
  if (row.performance_id === null || !row.on_sale) return 'unavailable';
  // Every place of the item must still be this cart's and within its hold: a lapsed seat may
  // already be someone else's, and a lapsed general-admission hold is given back on the next hold.
  return Number(row.live) >= row.quantity && Number(row.held) >= row.quantity ? 'held' : 'expired';
}

/**
 * The cart the CART_UUID cookie names, ready for the cart page: each item with its product,
 * performance, ticket type, seats (or quantity), hold state and prices, and the cart's totals.
 * Prices are the item's snapshot (what the visitor was shown when holding it); the state of
 * each hold is judged by the database's clock. A missing or malformed id or an unknown
 * cart is an empty cart.
 */
export async function getCartView(cartId: string | null | undefined): Promise<CartView> {
  const parsed = cartIdSchema.safeParse(cartId);
  if (!parsed.success) return EMPTY_CART;
  const id = parsed.data;
  const db = await getDb();
  const items = (
    (await db.execute(sql`
      select ci.id, ci.product_id, p.name as product_name, ci.sku_id, k.name as sku_name, k.supports_seat_selection,
             ci.quantity,
             -- The price snapshot taken when the item was held; items from before it existed use today's price.
             coalesce(ci.unit_price_cents, k.price_cents) as price_cents, coalesce(ci.unit_fee_cents, k.fee_cents) as fee_cents,
             coalesce(ci.unit_tax_cents, k.tax_cents) as tax_cents,
             ci.performance_id, perf.starts_at, perf.cancelled, (not perf.cancelled and perf.starts_at > now()) as on_sale,
             coalesce(sc.held, 0) + coalesce(gh.held, 0) as held,
             coalesce(sc.live, 0) + coalesce(gh.live, 0) as live,
             least(sc.held_until, gh.held_until) as held_until,
             greatest(0, floor(extract(epoch from (least(sc.held_until, gh.held_until) - now()))))::int as seconds_left
        from cart_items ci
        join products p on p.id = ci.product_id
        join skus k on k.id = ci.sku_id
        left join performances perf on perf.id = ci.performance_id
        left join lateral (
          select count(*)::int as held, (count(*) filter (where c.held_until > now()))::int as live, min(c.held_until) as held_until
            from seat_claims c
           where c.cart_id = ci.cart_id and c.performance_id = ci.performance_id and c.sku_id = ci.sku_id and c.status = 'held'
        ) sc on true
        left join lateral (
          select coalesce(sum(g.quantity), 0)::int as held,
                 coalesce(sum(g.quantity) filter (where g.held_until > now()), 0)::int as live,
                 min(g.held_until) as held_until
            from ga_holds g
           where g.cart_id = ci.cart_id and g.performance_id = ci.performance_id and g.sku_id = ci.sku_id
        ) gh on true
       where ci.cart_id = ${id}`)) as unknown as { rows: ItemRow[] }
  ).rows;
  if (items.length === 0) return { ...EMPTY_CART, cartId: id };

  const seatRows = (
    (await db.execute(sql`
      select c.performance_id, c.sku_id, c.seat_id, vs.name as section, s.row_name, s.seat_name
        from seat_claims c
        join seats s on s.id = c.seat_id
        join venue_sections vs on vs.id = s.section_id
       where c.cart_id = ${id} and c.status = 'held'
       order by vs.sort_order, s.row_name, s.seat_number`)) as unknown as { rows: SeatRow[] }
  ).rows;
  const seatsOf = new Map<string, CartSeat[]>();
  for (const s of seatRows) {
    const key = `${s.performance_id}:${s.sku_id}`;
    const list = seatsOf.get(key) ?? [];
    list.push({ seatId: Number(s.seat_id), section: s.section, row: s.row_name, seat: s.seat_name });
    seatsOf.set(key, list);
  }

  const productIds = [...new Set(items.map((i) => Number(i.product_id)))];
  const hrefs = new Map((await getProductSummaries(productIds)).map((p) => [p.id, p.href]));

  const views: CartItemView[] = items.map((row) => {
    const status = statusOf(row);
    const quantity = Number(row.quantity);
    const heldUntil = row.held_until === null ? null : new Date(row.held_until);
    return {
      id: row.id,
      product: { id: Number(row.product_id), name: row.product_name, href: hrefs.get(Number(row.product_id)) ?? null },
      performance:
        row.performance_id === null || row.starts_at === null
          ? null
          : { id: Number(row.performance_id), startsAt: new Date(row.starts_at), cancelled: Boolean(row.cancelled) },
      sku: { id: Number(row.sku_id), name: row.sku_name, seated: row.supports_seat_selection },
      quantity,
      seats: row.performance_id === null ? [] : (seatsOf.get(`${row.performance_id}:${row.sku_id}`) ?? []),
      status,
      heldUntil: status === 'held' ? heldUntil : null,
      secondsLeft: status === 'held' ? Number(row.seconds_left ?? 0) : 0,
      prices: cartItemPrices(quantity, { priceCents: Number(row.price_cents), feeCents: Number(row.fee_cents), taxCents: Number(row.tax_cents) }),
    };
  });
  views.sort(compareCartItems);
  return { cartId: id, items: views, totals: cartTotals(views.map((v) => v.prices)), blocked: views.some((v) => v.status !== 'held') };
}

/** What removing an item has to give back: its performance, ticket type and the seats this cart holds for it. */
export interface CartItemRef {
  readonly id: string;
  readonly performanceId: number | null;
  readonly skuId: number;
  readonly seated: boolean;
  /** Tickets the item stands for (the seats or places it held when last in step). */
  readonly quantity: number;
  readonly seatIds: readonly number[];
}

/** One item of the cart, or null when the cart has no such item (another cart's item included). */
export async function getCartItemRef(cartId: string | null | undefined, itemId: string): Promise<CartItemRef | null> {
  const cart = cartIdSchema.safeParse(cartId);
  const item = cartIdSchema.safeParse(itemId);
  if (!cart.success || !item.success) return null;
  const db = await getDb();
  const [row] = (
    (await db.execute(sql`
      select ci.id, ci.performance_id, ci.sku_id, ci.quantity, k.supports_seat_selection,
             coalesce((select array_agg(c.seat_id order by c.seat_id) from seat_claims c
                        where c.cart_id = ci.cart_id and c.performance_id = ci.performance_id and c.sku_id = ci.sku_id and c.status = 'held'), '{}') as seat_ids
        from cart_items ci join skus k on k.id = ci.sku_id
       where ci.cart_id = ${cart.data} and ci.id = ${item.data}`)) as unknown as {
      rows: { id: string; performance_id: number | null; sku_id: number; quantity: number; supports_seat_selection: boolean; seat_ids: number[] | string }[];
    }
  ).rows;
  if (!row) return null;
  const seatIds = Array.isArray(row.seat_ids) ? row.seat_ids.map(Number) : row.seat_ids.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return {
    id: row.id,
    performanceId: row.performance_id === null ? null : Number(row.performance_id),
    skuId: Number(row.sku_id),
    seated: row.supports_seat_selection,
    quantity: Number(row.quantity),
    seatIds,
  };
}
