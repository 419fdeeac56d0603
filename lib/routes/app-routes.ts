import { z } from 'zod';
import { APP_ROOT_SEGMENT, defineRoute, readQuery, SegmentCursor } from './define-route';
import { canonicalOrderId, idSchema, orderIdSchema, paypalTokenSchema, resetTokenSchema, returnToSchema, uuidSchema } from './params';

const noParams = z.object({});

/** A route whose path is fixed: `/iv2/{...path}`. */
function fixedAppRoute<N extends string>(name: N, path: readonly string[]) {
  const segments = [APP_ROOT_SEGMENT, ...path];
  return defineRoute({
    name,
    schema: noParams,
    toUrl: () => ({ segments }),
    match: (actual) => (new SegmentCursor(actual).literals(segments) && actual.length === segments.length ? {} : null),
  });
}

/** Reads `/iv2/{...path}/{value}` and returns the value. */
function trailingValue(prefix: readonly string[], segments: readonly string[]): string | null {
  const cursor = new SegmentCursor(segments);
  if (!cursor.literals([APP_ROOT_SEGMENT, ...prefix])) return null;
  const value = cursor.take();
  return value !== undefined && cursor.done ? value : null;
}

// ---------------------------------------------------------------------------
// Cart and checkout. Route names follow the spec: `guestInfo` is /iv2/checkout and
// `checkout` (billing and payment) is /iv2/billing.
// ---------------------------------------------------------------------------

export const cart = fixedAppRoute('cart', ['cart']);
export const guestInfo = fixedAppRoute('guestInfo', ['checkout']);
export const checkout = fixedAppRoute('checkout', ['billing']);
export const confirmation = defineRoute({
  name: 'confirmation',
  schema: z.object({ orderId: orderIdSchema }),
  toUrl: (params) => ({ segments: [APP_ROOT_SEGMENT, 'confirmation', canonicalOrderId(params.orderId)] }),
  match: (segments) => {
    const orderId = trailingValue(['confirmation'], segments);
    return orderId === null ? null : { orderId };
  },
});

export const PAYPAL_STATUSES = ['approved', 'cancelled'] as const;
export type PaypalStatus = (typeof PAYPAL_STATUSES)[number];

export const paypal = defineRoute({
  name: 'paypal',
  schema: z.object({ status: z.enum(PAYPAL_STATUSES), token: paypalTokenSchema }),
  toUrl: (params) => ({ segments: [APP_ROOT_SEGMENT, 'paypal', params.status], query: { token: params.token } }),
  match: (segments, query) => {
    const cursor = new SegmentCursor(segments);
    if (!cursor.literals([APP_ROOT_SEGMENT, 'paypal'])) return null;
    const status = cursor.take();
    return status !== undefined && cursor.done ? { status, ...readQuery(query, ['token']) } : null;
  },
});

export const abandonedCart = defineRoute({
  name: 'abandonedCart',
  schema: z.object({ cartId: uuidSchema }),
  toUrl: (params) => ({ segments: [APP_ROOT_SEGMENT, 'abandoned-cart', params.cartId.toLowerCase()] }),
  match: (segments) => {
    const cartId = trailingValue(['abandoned-cart'], segments);
    return cartId === null ? null : { cartId };
  },
});

// ---------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------

function accountRoute<N extends string>(name: N, segment: string) {
  return defineRoute({
    name,
    schema: z.object({ returnTo: returnToSchema.optional() }),
    toUrl: (params) => ({ segments: [APP_ROOT_SEGMENT, segment], query: { returnTo: params.returnTo } }),
    match: (segments, query) => {
      const cursor = new SegmentCursor(segments);
      return cursor.literals([APP_ROOT_SEGMENT, segment]) && cursor.done ? readQuery(query, ['returnTo']) : null;
    },
  });
}

/** `returnTo` (a same-site path) lets checkout send a visitor back after signing in. */
export const login = accountRoute('login', 'login');
export const register = accountRoute('register', 'register');
export const forgotPassword = fixedAppRoute('forgotPassword', ['forgot-password']);
export const resetPassword = defineRoute({
  name: 'resetPassword',
  schema: z.object({ token: resetTokenSchema }),
  toUrl: (params) => ({ segments: [APP_ROOT_SEGMENT, 'reset-password', params.token] }),
  match: (segments) => {
    const token = trailingValue(['reset-password'], segments);
    return token === null ? null : { token };
  },
});

// ---------------------------------------------------------------------------
// Order lookup (skipped when the disableOrderViewer flag is on; the page decides)
// ---------------------------------------------------------------------------

export const orders = fixedAppRoute('orders', ['orders']);
export const ordersSearch = fixedAppRoute('ordersSearch', ['orders', 'search']);
export const ordersSearchVerify = fixedAppRoute('ordersSearchVerify', ['orders', 'search', 'verify']);

export const orderItem = defineRoute({
  name: 'orderItem',
  schema: z.object({ orderId: orderIdSchema, itemId: idSchema }),
  toUrl: (params) => ({ segments: [APP_ROOT_SEGMENT, 'orders', canonicalOrderId(params.orderId), 'items', String(params.itemId)] }),
  match: (segments) => {
    const cursor = new SegmentCursor(segments);
    if (!cursor.literals([APP_ROOT_SEGMENT, 'orders'])) return null;
    const orderId = cursor.take();
    if (orderId === undefined || !cursor.literal('items')) return null;
    const itemId = cursor.take();
    return itemId !== undefined && cursor.done ? { orderId, itemId } : null;
  },
});

/** Tickets of a whole order, or of one of its items. */
export const ticketViewer = defineRoute({
  name: 'ticketViewer',
  schema: z.object({ orderId: orderIdSchema, itemId: idSchema.optional() }),
  toUrl: (params) => ({
    segments: [
      APP_ROOT_SEGMENT,
      'tickets',
      canonicalOrderId(params.orderId),
      ...(params.itemId === undefined ? [] : [String(params.itemId)]),
    ],
  }),
  match: (segments) => {
    const cursor = new SegmentCursor(segments);
    if (!cursor.literals([APP_ROOT_SEGMENT, 'tickets'])) return null;
    const orderId = cursor.take();
    if (orderId === undefined) return null;
    const itemId = cursor.take();
    return cursor.done ? { orderId, ...(itemId === undefined ? {} : { itemId }) } : null;
  },
});
