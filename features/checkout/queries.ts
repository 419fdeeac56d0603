import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getCartCheckoutState, getCartView } from '@/features/cart/queries';
import { getDb } from '@/lib/db/database';
import { rows, type Runner } from '@/lib/db/rows';
import { orderTotals, type PricedItem, type PromoRule } from './pricing';
import type { OrderPaymentStatus } from '@/lib/db/schema';
import type { CheckoutView, OrderItemView, OrderStayView, OrderView, TicketView } from './types';


const uuid = z.uuid();

interface PromoRow {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  product_id: number | null;
  min_subtotal_cents: number;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  max_uses: number | null;
  uses: number;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/** A promo code's rule, or null for an unknown code. Codes are upper case. */
export async function findPromo(code: string, runner?: Runner): Promise<PromoRule | null> {
  const [row] = await rows<PromoRow>(runner ?? (await getDb()), sql`select * from promo_codes where code = ${code.toUpperCase()}`);
  if (!row) return null;
  return {
    code: row.code,
    kind: row.kind,
    amount: Number(row.amount),
    productId: row.product_id === null ? null : Number(row.product_id),
    minSubtotalCents: Number(row.min_subtotal_cents),
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    uses: Number(row.uses),
  };
}

/** A gift card's balance in cents, or null for an unknown number. */
export async function findGiftCardBalance(code: string, runner?: Runner): Promise<number | null> {
  const [row] = await rows<{ balance_cents: number }>(runner ?? (await getDb()), sql`select balance_cents from gift_cards where code = ${code.toUpperCase()}`);
  return row ? Number(row.balance_cents) : null;
}

/** The cart's items as the pricing rules take them (the snapshot prices). */
export function pricedItems(view: CheckoutView['cart']): PricedItem[] {
  return view.items.map((item) => ({
    id: item.id,
    productId: item.product.id,
    quantity: item.quantity,
    unitPriceCents: item.prices.unitPriceCents,
    unitFeeCents: item.prices.unitFeeCents,
    unitTaxCents: item.prices.unitTaxCents,
  }));
}

/** The billing page's view: cart, guest and server-computed totals (no promo or gift card yet). */
export async function getCheckoutView(cartId: string | null | undefined): Promise<CheckoutView> {
  const [cart, saved] = await Promise.all([getCartView(cartId), getCartCheckoutState(cartId)]);
  return { cart, guest: saved?.guest ?? null, booked: saved?.booked ?? false, totals: orderTotals(pricedItems(cart), null) };
}

interface OrderRow {
  id: string;
  number: string;
  email: string;
  first_name: string;
  last_name: string;
  user_id: string | null;
  order_date: string | Date;
  created_at: string | Date;
  promo_code: string | null;
  subtotal_cents: number;
  discount_cents: number;
  fees_cents: number;
  taxes_cents: number;
  total_cents: number;
  gift_card_cents: number;
  charged_cents: number;
  payment_provider: string | null;
  payment_status: OrderPaymentStatus;
}

interface ItemRow {
  id: number;
  product_id: number;
  product_name: string;
  product_type: string;
  sku_id: number;
  sku_name: string;
  starts_at: string | Date | null;
  quantity: number;
  unit_price_cents: number;
  unit_fee_cents: number;
  unit_tax_cents: number;
  discount_cents: number;
  total_cents: number;
  check_in: string | Date | null;
  check_out: string | Date | null;
  guests: number | null;
  stay_confirmation: string | null;
  stay_nights: { night: string; rateCents: number }[] | string | null;
  cancellation_hours: number | null;
  fulfillment_message: string | null;
}

/** A stay line of an order, or null for tickets. */
function stayOf(i: Pick<ItemRow, 'stay_confirmation' | 'check_in' | 'check_out' | 'stay_nights' | 'guests' | 'cancellation_hours'>): OrderStayView | null {
  if (i.stay_confirmation === null || i.check_in === null || i.check_out === null) return null;
  const nightly = typeof i.stay_nights === 'string' ? (JSON.parse(i.stay_nights) as { night: string; rateCents: number }[]) : (i.stay_nights ?? []);
  return {
    confirmationNumber: i.stay_confirmation,
    checkIn: dateText(i.check_in),
    checkOut: dateText(i.check_out),
    guests: Number(i.guests ?? 0),
    nightly,
    cancellationHours: Number(i.cancellation_hours ?? 0),
  };
}

interface TicketRow {
  id: string;
  order_item_id: number;
  admission: number;
  section: string | null;
  row_name: string | null;
  seat_name: string | null;
}

const dateText = (v: string | Date) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/** An order with its items and tickets, by id (uuid) or confirmation number; null when there is none. */
export async function getOrder(idOrNumber: string): Promise<OrderView | null> {
  const db = await getDb();
  const byId = uuid.safeParse(idOrNumber).success;
  const [order] = await rows<OrderRow>(db, byId ? sql`select * from orders where id = ${idOrNumber}` : sql`select * from orders where number = ${idOrNumber}`);
  if (!order) return null;
  const items = await rows<ItemRow>(
    db,
    sql`select i.*, p.type as product_type from order_items i join products p on p.id = i.product_id where i.order_id = ${order.id} order by i.id`,
  );
  const tickets = await rows<TicketRow>(
    db,
    sql`select t.id, t.order_item_id, t.admission, t.section, t.row_name, t.seat_name
          from tickets t join order_items i on i.id = t.order_item_id
         where i.order_id = ${order.id} order by t.order_item_id, t.admission`,
  );
  const ticketsOf = new Map<number, TicketView[]>();
  for (const t of tickets) {
    const list = ticketsOf.get(Number(t.order_item_id)) ?? [];
    list.push({
      id: t.id,
      admission: Number(t.admission),
      seat: t.section !== null && t.row_name !== null && t.seat_name !== null ? { section: t.section, row: t.row_name, seat: t.seat_name } : null,
    });
    ticketsOf.set(Number(t.order_item_id), list);
  }
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    firstName: order.first_name,
    lastName: order.last_name,
    userId: order.user_id,
    orderDate: dateText(order.order_date),
    createdAt: new Date(order.created_at),
    promoCode: order.promo_code,
    subtotalCents: Number(order.subtotal_cents),
    discountCents: Number(order.discount_cents),
    feesCents: Number(order.fees_cents),
    taxesCents: Number(order.taxes_cents),
    totalCents: Number(order.total_cents),
    giftCardCents: Number(order.gift_card_cents),
    chargedCents: Number(order.charged_cents),
    paymentProvider: order.payment_provider,
    paymentStatus: order.payment_status,
    items: items.map(
      (i): OrderItemView => ({
        id: Number(i.id),
        productId: Number(i.product_id),
        productName: i.product_name,
        productType: i.product_type,
        skuId: Number(i.sku_id),
        skuName: i.sku_name,
        startsAt: i.starts_at === null ? null : new Date(i.starts_at),
        quantity: Number(i.quantity),
        unitPriceCents: Number(i.unit_price_cents),
        feesCents: Number(i.unit_fee_cents) * Number(i.quantity),
        taxesCents: Number(i.unit_tax_cents) * Number(i.quantity),
        discountCents: Number(i.discount_cents),
        totalCents: Number(i.total_cents),
        tickets: ticketsOf.get(Number(i.id)) ?? [],
        stay: stayOf(i),
        fulfillmentMessage: i.fulfillment_message,
      }),
    ),
  };
}

/** The order a checkout submission made, if it made one. */
export async function findOrderIdBySubmission(submissionKey: string, runner?: Runner): Promise<{ id: string; number: string } | null> {
  const [row] = await rows<{ id: string; number: string }>(runner ?? (await getDb()), sql`select id, number from orders where submission_key = ${submissionKey}`);
  return row ?? null;
}

/** One ticket with what its page shows: the event, the seat and the order's number and name. */
export interface TicketPageView {
  readonly id: string;
  readonly admission: number;
  readonly quantity: number;
  readonly seat: TicketView['seat'];
  readonly productName: string;
  readonly skuName: string;
  readonly startsAt: Date | null;
  readonly orderNumber: string;
  readonly holderName: string;
  /** The order's payment status: a ticket of a voided or refunded order is not valid (ticketIsValid). */
  readonly paymentStatus: OrderPaymentStatus;
}

export async function getTicket(ticketId: string): Promise<TicketPageView | null> {
  const [row] = await rows<{
    id: string;
    admission: number;
    quantity: number;
    section: string | null;
    row_name: string | null;
    seat_name: string | null;
    product_name: string;
    sku_name: string;
    starts_at: string | Date | null;
    number: string;
    first_name: string;
    last_name: string;
    payment_status: OrderPaymentStatus;
  }>(
    await getDb(),
    sql`select t.id, t.admission, i.quantity, t.section, t.row_name, t.seat_name, i.product_name, i.sku_name, i.starts_at,
               o.number, o.first_name, o.last_name, o.payment_status
          from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id
         where t.id = ${ticketId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    admission: Number(row.admission),
    quantity: Number(row.quantity),
    seat: row.section !== null && row.row_name !== null && row.seat_name !== null ? { section: row.section, row: row.row_name, seat: row.seat_name } : null,
    productName: row.product_name,
    skuName: row.sku_name,
    startsAt: row.starts_at === null ? null : new Date(row.starts_at),
    orderNumber: row.number,
    holderName: `${row.first_name} ${row.last_name}`,
    paymentStatus: row.payment_status,
  };
}

/** The order with this confirmation number and e-mail (case-insensitive), or null. */
export async function findOrderByLookup(email: string, confirmationNumber: string): Promise<{ id: string; number: string } | null> {
  const [row] = await rows<{ id: string; number: string }>(
    await getDb(),
    sql`select id, number from orders where number = ${confirmationNumber.toUpperCase()} and lower(email) = ${email.trim().toLowerCase()}`,
  );
  return row ?? null;
}

export interface OrderSummary {
  readonly id: string;
  readonly number: string;
  readonly orderDate: string;
  readonly totalCents: number;
  readonly paymentStatus: OrderPaymentStatus;
  readonly items: readonly {
    readonly id: number;
    readonly productName: string;
    readonly skuName: string;
    readonly startsAt: Date | null;
    readonly quantity: number;
    /** A hotel stay's dates, nights and confirmation number; null for tickets. */
    readonly stay: OrderStayView | null;
  }[];
}

/** A member's own orders, newest first: those placed while signed in, and those placed with their verified e-mail. */
export async function listMemberOrders(member: { userId: string; email: string; emailVerified: boolean }, limit = 50): Promise<OrderSummary[]> {
  const db = await getDb();
  const orders = await rows<{ id: string; number: string; order_date: string | Date; total_cents: number; payment_status: OrderPaymentStatus }>(
    db,
    sql`select id, number, order_date, total_cents, payment_status from orders
         where user_id = ${member.userId} or (${member.emailVerified} and lower(email) = ${member.email.toLowerCase()})
         order by created_at desc limit ${limit}`,
  );
  if (orders.length === 0) return [];
  const items = await rows<
    Pick<ItemRow, 'id' | 'product_name' | 'sku_name' | 'starts_at' | 'quantity' | 'stay_confirmation' | 'check_in' | 'check_out' | 'stay_nights' | 'guests' | 'cancellation_hours'> & {
      order_id: string;
    }
  >(
    db,
    sql`select id, order_id, product_name, sku_name, starts_at, quantity, stay_confirmation, check_in, check_out, stay_nights, guests, cancellation_hours
          from order_items where order_id in (${sql.join(
      orders.map((o) => sql`${o.id}`),
      sql`, `,
    )}) order by id`,
  );
  return orders.map((o) => ({
    id: o.id,
    number: o.number,
    orderDate: dateText(o.order_date),
    totalCents: Number(o.total_cents),
    paymentStatus: o.payment_status,
    items: items
      .filter((i) => i.order_id === o.id)
      .map((i) => ({
        id: Number(i.id),
        productName: i.product_name,
        skuName: i.sku_name,
        startsAt: i.starts_at === null ? null : new Date(i.starts_at),
        quantity: Number(i.quantity),
        stay: stayOf(i),
      })),
  }));
}

/** A PayPal payment waiting for the buyer's approval, by its return token; null when there is none. */
export async function findPendingPaypalPayment(token: string): Promise<{ amountCents: number; email: string } | null> {
  const [row] = await rows<{ amount_cents: number; details: { email?: string } | string }>(
    await getDb(),
    sql`select amount_cents, details from payments where token = ${token} and status = 'pending'`,
  );
  if (!row) return null;
  const details = typeof row.details === 'string' ? (JSON.parse(row.details) as { email?: string }) : row.details;
  return { amountCents: Number(row.amount_cents), email: details.email ?? '' };
}
