import * as z from 'zod/mini';

/**
 * The default promo (storefront 3 persistence: "also a default promo ... cookie"): a campaign
 * link carries `?promo=CODE` on any page; the browser keeps the code in this cookie, and billing
 * starts with it applied when it is valid for the cart then (the server checks it, as it checks
 * a typed code). A code the cart already has from the cart page wins.
 */
export const DEFAULT_PROMO_COOKIE = 'defaultPromo';
/** The query parameter of a campaign link. */
export const DEFAULT_PROMO_PARAM = 'promo';

/** A promo code as billing accepts one (schema.ts): letters, digits and hyphens, at most 40, kept upper case. */
const promoCodeSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/)),
  z.transform((v) => v.toUpperCase()),
);

/** The code a cookie or a url holds, or null when it is absent or no promo code at all. */
export function parseDefaultPromo(value: string | null | undefined): string | null {
  if (value == null) return null;
  const parsed = z.safeParse(promoCodeSchema, value);
  return parsed.success ? parsed.data : null;
}

/** The campaign code of a url's query string, or null. */
export function defaultPromoFromSearch(search: string): string | null {
  return parseDefaultPromo(new URLSearchParams(search).get(DEFAULT_PROMO_PARAM));
}
