import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { performances, products, seats, skus } from './catalog';
import { carts } from './visitors';

/** Promotion codes (migration 0008): a percentage or a fixed amount, optionally for one product. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** 1-100 for 'percent'; cents for 'fixed'. */
    amount: integer('amount').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check('promo_codes_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check('promo_codes_amount', sql`${t.amount} > 0 and (${t.kind} <> 'percent' or ${t.amount} <= 100)`),
    check('promo_codes_uses', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    code: text('code').primaryKey(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_cards_code_upper', sql`${t.code} = upper(${t.code})`),
    check('gift_cards_balance', sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`),
  ],
);

export const GIFT_CARD_PURCHASE_STATUSES = ['pending', 'completed'] as const;

/**
 * Gift cards sold on /giftcard/ (migration 0013). The row is claimed by the form's submission
 * key before the card is charged, so a double submit buys one card; a declined or failed payment
 * deletes it again, and a completed purchase names the gift card it created. No card data.
 */
export const giftCardPurchases = pgTable(
  'gift_card_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionKey: uuid('submission_key').notNull(),
    status: text('status', { enum: GIFT_CARD_PURCHASE_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    giftCardCode: text('gift_card_code').references(() => giftCards.code),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentReference: text('payment_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The two mails of a completed purchase (migration 0019), each sent once through the job
     * queue (features/giftcards/mail-queue.ts): the code to the recipient, the receipt to the
     * buyer. A sender claims a mail (`…_claimed_at`, a lease) before sending and marks it sent after.
     */
    recipientMailSentAt: timestamp('recipient_mail_sent_at', { withTimezone: true }),
    recipientMailClaimedAt: timestamp('recipient_mail_claimed_at', { withTimezone: true }),
    receiptMailSentAt: timestamp('receipt_mail_sent_at', { withTimezone: true }),
    receiptMailClaimedAt: timestamp('receipt_mail_claimed_at', { withTimezone: true }),
  },
  (t) => [
    unique('gift_card_purchases_submission_key').on(t.submissionKey),
    unique('gift_card_purchases_gift_card').on(t.giftCardCode),
    index('gift_card_purchases_buyer').on(t.buyerEmail),
    index('gift_card_purchases_mails_pending')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed' and (${t.recipientMailSentAt} is null or ${t.receiptMailSentAt} is null)`),
    check('gift_card_purchases_status', sql`${t.status} in ('pending', 'completed')`),
    check('gift_card_purchases_amount', sql`${t.amountCents} between 2500 and 50000 and ${t.amountCents} % 100 = 0`),
    check('gift_card_purchases_completed', sql`${t.status} <> 'completed' or (${t.giftCardCode} is not null and ${t.completedAt} is not null)`),
  ],
);

/**
 * Where an order's money stands (migration 0018): 'authorized' while the balance is authorised
 * but not yet captured (the order was just written, or its capture failed and the
 * reconciliation job will capture it), 'captured' once collected (a gift card covering
 * everything is collected when the order is written), 'voided' when the capture was refused and
 * the authorisation voided, 'refunded' when a captured payment was given back. A voided or
 * refunded order is not a valid purchase: its tickets are shown as not valid.
 */
export const ORDER_PAYMENT_STATUSES = ['authorized', 'captured', 'voided', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The confirmation number, 'VG-' and digits. */
    number: text('number').notNull(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    submissionKey: uuid('submission_key').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    promoCode: text('promo_code'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    feesCents: integer('fees_cents').notNull(),
    taxesCents: integer('taxes_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    giftCardCents: integer('gift_card_cents').notNull(),
    chargedCents: integer('charged_cents').notNull(),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    /** In Pacific time. */
    orderDate: date('order_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** ORDER_PAYMENT_STATUSES (migration 0018). */
    paymentStatus: text('payment_status', { enum: ORDER_PAYMENT_STATUSES }).notNull().default('authorized'),
    /** The confirmation mail went out (migration 0018): the mail job sends it once. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** A mail job is sending it since then (a lease: a sender that died is replaced after a while). */
    confirmationClaimedAt: timestamp('confirmation_claimed_at', { withTimezone: true }),
  },
  (t) => [
    unique('orders_number').on(t.number),
    check('orders_payment_status', sql`${t.paymentStatus} in ('authorized', 'captured', 'voided', 'refunded')`),
    // The reconciliation job's two questions: orders not captured yet, mails not sent yet.
    index('orders_payment_open').on(t.createdAt).where(sql`${t.paymentStatus} = 'authorized'`),
    index('orders_confirmation_pending').on(t.createdAt).where(sql`${t.confirmationSentAt} is null`),
    unique('orders_submission_key').on(t.submissionKey),
    index('orders_email').on(sql`lower(${t.email})`),
    index('orders_user').on(t.userId),
    index('orders_created').on(t.createdAt),
    check(
      'orders_amounts',
      sql`${t.discountCents} >= 0 and ${t.giftCardCents} >= 0 and ${t.chargedCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.feesCents} + ${t.taxesCents} and ${t.chargedCents} + ${t.giftCardCents} = ${t.totalCents}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    skuName: text('sku_name').notNull(),
    performanceId: integer('performance_id').references(() => performances.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    unitFeeCents: integer('unit_fee_cents').notNull(),
    unitTaxCents: integer('unit_tax_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** A hotel stay (migration 0016): its dates, guests, the hotel's confirmation number, nightly rates and cancellation window. */
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    guests: integer('guests'),
    stayConfirmation: text('stay_confirmation'),
    stayNights: jsonb('stay_nights').$type<{ night: string; rateCents: number }[]>(),
    cancellationHours: integer('cancellation_hours'),
    /** The sku's fulfillment message when the order was placed (null: the default ticket information). */
    fulfillmentMessage: text('fulfillment_message'),
  },
  (t) => [
    index('order_items_order').on(t.orderId),
    unique('order_items_stay_confirmation').on(t.stayConfirmation),
    check('order_items_stay', sql`(${t.checkIn} is null) = (${t.stayConfirmation} is null) and (${t.checkIn} is null or (${t.checkOut} > ${t.checkIn} and ${t.guests} > 0 and ${t.stayNights} is not null))`),
    index('order_items_product_created').on(t.productId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    /** Unguessable: the ticket page and its QR code are reached by this id alone. */
    id: text('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    seatId: integer('seat_id').references(() => seats.id, { onDelete: 'set null' }),
    section: text('section'),
    rowName: text('row_name'),
    seatName: text('seat_name'),
    admission: integer('admission').notNull(),
  },
  (t) => [index('tickets_item').on(t.orderItemId)],
);

/**
 * pending (opened, or a PayPal payment waiting for the buyer) -> authorized -> captured, or
 * declined / failed, or voided (the authorisation given back: the order could not be written, or
 * the reconciliation job found no order), or refunded (captured without an order, or its capture
 * given back). 'refunded' since migration 0018.
 */
export const PAYMENT_STATUSES = ['pending', 'authorized', 'declined', 'failed', 'captured', 'voided', 'refunded'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    submissionKey: uuid('submission_key').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference'),
    token: text('token'),
    details: jsonb('details').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_submission_key').on(t.submissionKey),
    unique('payments_token').on(t.token),
    index('payments_cart').on(t.cartId),
    check('payments_status', sql`${t.status} in ('pending', 'authorized', 'declined', 'failed', 'captured', 'voided', 'refunded')`),
    // The reconciliation job's and the pruning's question: payments without an order, by age.
    index('payments_without_order').on(t.updatedAt).where(sql`${t.orderId} is null`),
  ],
);

export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => giftCards.code),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ name: 'gift_card_redemptions_pk', columns: [t.orderId, t.code] }),
    check('gift_card_redemptions_amount', sql`${t.amountCents} > 0`),
  ],
);
