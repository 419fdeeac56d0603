import 'server-only';
import { CART_COOKIE } from '@/features/cart/queries';
import { cookieHeader, readCookie } from '@/lib/http/cookies';
import { jsonResponse } from '@/lib/http/responses';
import { routes } from '@/lib/routes';
import { grantOrder, ORDER_ACCESS_COOKIE, ORDER_ACCESS_MAX_AGE_SECONDS } from './order-access';
import type { CheckoutFailureCode, PlaceOrderResult } from './types';

const STATUS: Record<CheckoutFailureCode, number> = {
  EMPTY: 409,
  UNAVAILABLE: 409,
  ALREADY_BOOKED: 409,
  HOLD_LOST: 409,
  CART_CHANGED: 409,
  IN_PROGRESS: 409,
  DECLINED: 402,
  PAYMENT_FAILED: 402,
  PROMO: 400,
  GIFT_CARD: 400,
  CARD: 400,
  CANCELLED: 409,
  EXPIRED: 410,
  UNKNOWN: 404,
};

/** What the billing page and the PayPal return read from a checkout answer. */
export type CheckoutAnswer =
  | { ok: true; orderNumber: string; redirect: string }
  | { ok: true; redirect: string }
  | { ok: false; code: string; error: string; fieldErrors?: Record<string, string[]> };

/**
 * The HTTP answer to placing an order: on success the confirmation page to go to, the cart
 * cookie deleted (the storefront spec: CART_UUID is deleted when blank) and this browser
 * granted the order; on failure the code and message, with the field it is about.
 */
export async function checkoutResponse(request: Request, result: PlaceOrderResult): Promise<Response> {
  if (!result.ok) {
    const body: CheckoutAnswer = { ok: false, code: result.code, error: result.message, ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : {}) };
    return jsonResponse(body, { status: STATUS[result.code] });
  }
  if (!('order' in result)) return jsonResponse({ ok: true, redirect: result.redirect } satisfies CheckoutAnswer);
  const response = jsonResponse({
    ok: true,
    orderNumber: result.order.number,
    redirect: routes.confirmation.build({ orderId: result.order.number }),
  } satisfies CheckoutAnswer);
  response.headers.append('Set-Cookie', cookieHeader(request, CART_COOKIE, '', { maxAgeSeconds: 0 }));
  const granted = await grantOrder(readCookie(request, ORDER_ACCESS_COOKIE), result.order.id);
  response.headers.append('Set-Cookie', cookieHeader(request, ORDER_ACCESS_COOKIE, granted, { maxAgeSeconds: ORDER_ACCESS_MAX_AGE_SECONDS }));
  return response;
}
