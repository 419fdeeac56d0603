import { z } from 'zod';
import type { RouteDeclaration } from './define-route';
import { idSchema, orderIdSchema, paypalTokenSchema, resetTokenSchema, returnToSchema, stripeSessionIdSchema, ticketIdSchema, uuidSchema } from './params';

export const PAYPAL_STATUSES = ['approved', 'cancelled'] as const;
export type PaypalStatus = (typeof PAYPAL_STATUSES)[number];

/** `returnTo` (a same-site path) lets checkout send a visitor back after signing in. */
const returnTo = { returnTo: returnToSchema.optional() };

export const appRouteDeclarations = {
  // Cart and checkout. Route names follow the spec: `guestInfo` is /iv2/checkout and
  // `checkout` (billing and payment) is /iv2/billing. The steps hide the shopping chrome;
  // guest info keeps the recently-seen link.
  cart: {
    path: '/iv2/cart',
    pageType: 'cart',
    hides: ['navBar', 'productSearch', 'recentlySeenLink', 'cartLink'],
  },
  guestInfo: {
    path: '/iv2/checkout',
    pageType: 'cart-guest-info',
    hides: ['navBar', 'productSearch', 'cartLink'],
  },
  checkout: {
    path: '/iv2/billing',
    pageType: 'cart-payment-info',
    hides: ['navBar', 'productSearch', 'recentlySeenLink', 'cartLink'],
  },
  confirmation: {
    path: '/iv2/confirmation/:orderId',
    params: { orderId: orderIdSchema },
    pageType: 'order-complete',
    hides: ['navBar', 'productSearch', 'recentlySeenLink', 'cartLink'],
  },
  paypal: {
    path: '/iv2/paypal/:status',
    params: { status: z.enum(PAYPAL_STATUSES) },
    query: { token: paypalTokenSchema },
    pageType: 'other',
  },
  /**
   * Back from Stripe's hosted card page: `approved?session_id=cs_…` (Stripe fills the id in),
   * `cancelled` (no id: nothing was paid, the page lapses at Stripe by itself).
   */
  cardReturn: {
    path: '/iv2/card/:status',
    params: { status: z.enum(PAYPAL_STATUSES) },
    query: { session_id: stripeSessionIdSchema.optional() },
    pageType: 'other',
  },
  /** Back from Stripe's hosted card page after buying a gift card (as cardReturn). */
  giftCardReturn: {
    path: '/iv2/giftcard/:status',
    params: { status: z.enum(PAYPAL_STATUSES) },
    query: { session_id: stripeSessionIdSchema.optional() },
    pageType: 'other',
  },
  abandonedCart: {
    path: '/iv2/abandoned-cart/:cartId',
    params: { cartId: uuidSchema },
    pageType: 'other',
  },

  // Accounts
  login: { path: '/iv2/login', query: returnTo, pageType: 'other' },
  register: { path: '/iv2/register', query: returnTo, pageType: 'other' },
  forgotPassword: { path: '/iv2/forgot-password', pageType: 'other' },
  resetPassword: {
    path: '/iv2/reset-password/:token',
    params: { token: resetTokenSchema },
    pageType: 'other',
  },

  /** Development-only list of the mail outbox (404 in production unless OUTBOX_PAGE=1). */
  devOutbox: { path: '/iv2/dev/outbox', pageType: 'other' },
  /** The local PayPal approval page that stands in for PayPal while no PayPal credentials are configured. */
  devPaypal: { path: '/iv2/dev/paypal', query: { token: paypalTokenSchema }, pageType: 'other' },

  // Order lookup (skipped when the disableOrderViewer flag is on; the page decides)
  orders: { path: '/iv2/orders', pageType: 'other' },
  ordersSearch: { path: '/iv2/orders/search', pageType: 'other' },
  ordersSearchVerify: { path: '/iv2/orders/search/verify', pageType: 'other' },
  orderItem: {
    path: '/iv2/orders/:orderId/items/:itemId',
    params: { orderId: orderIdSchema, itemId: idSchema },
    pageType: 'other',
  },
  /** One ticket with its scannable code, reached by the ticket's unguessable id (from the e-mail). */
  ticketViewer: {
    path: '/iv2/tickets/:ticketId',
    params: { ticketId: ticketIdSchema },
    pageType: 'other',
  },
} as const satisfies Record<string, RouteDeclaration>;
