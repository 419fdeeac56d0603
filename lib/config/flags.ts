import { getEnv } from '../env';
import type { Env } from '../env';

/**
 * Feature flags in the app's own vocabulary.
 *
 * Flags are read on the server (`getFlags()`) and handed to client components as props:
 * client code may import the `Flags` type, but must never call `getFlags()` or `getEnv()`
 * itself, because `process.env` holds no FLAG_* values in the browser and every flag
 * would silently fall back to its default there. This module stays free of
 * `server-only` precisely so the type and `flagsFromEnv` can be shared.
 */
export interface Flags {
  readonly citywideRateCalendar: boolean;
  readonly allInPricing: boolean;
  readonly tabsSearchHero: boolean;
  readonly disablePastDateHandling: boolean;
  readonly disableOrderViewer: boolean;
  readonly disableReactMyAccount: boolean;
  /** Limited-time ('ltc') events calendar in the sub-navigation. */
  readonly ltcCalendar: boolean;
  readonly quantityCap12: boolean;
  readonly uniquePurchaseQuantityFix: boolean;
  readonly disablePreferredProduct: boolean;
  /** Keep the seat list mounted (hidden) once seats are selected. */
  readonly keepSeatListMounted: boolean;
}

type FlagEnvKey = Extract<keyof Env, `FLAG_${string}`>;

/** Exhaustive both ways: a flag added to Env or to Flags without the other fails to compile. */
export const FLAG_ENV_KEYS = {
  citywideRateCalendar: 'FLAG_CITYWIDE_RATE_CALENDAR',
  allInPricing: 'FLAG_ALL_IN_PRICING',
  tabsSearchHero: 'FLAG_TABS_SEARCH_HERO',
  disablePastDateHandling: 'FLAG_DISABLE_PAST_DATE_HANDLING',
  disableOrderViewer: 'FLAG_DISABLE_ORDER_VIEWER',
  disableReactMyAccount: 'FLAG_DISABLE_REACT_MY_ACCOUNT',
  ltcCalendar: 'FLAG_LTC_CALENDAR',
  quantityCap12: 'FLAG_QUANTITY_CAP_12',
  uniquePurchaseQuantityFix: 'FLAG_UNIQUE_PURCHASE_QUANTITY_FIX',
  disablePreferredProduct: 'FLAG_DISABLE_PREFERRED_PRODUCT',
  keepSeatListMounted: 'FLAG_KEEP_SEAT_LIST_MOUNTED',
} as const satisfies Record<keyof Flags, FlagEnvKey>;

type MissingFromFlags = Exclude<FlagEnvKey, (typeof FLAG_ENV_KEYS)[keyof Flags]>;
// Fails to compile when lib/env.ts gains a FLAG_* variable that Flags does not expose.
const everyEnvFlagMapped: MissingFromFlags extends never ? true : never = true;
void everyEnvFlagMapped;

export const FLAG_NAMES = Object.keys(FLAG_ENV_KEYS) as readonly (keyof Flags)[];

export function flagsFromEnv(env: Pick<Env, FlagEnvKey>): Flags {
  return {
    citywideRateCalendar: env.FLAG_CITYWIDE_RATE_CALENDAR,
    allInPricing: env.FLAG_ALL_IN_PRICING,
    tabsSearchHero: env.FLAG_TABS_SEARCH_HERO,
    disablePastDateHandling: env.FLAG_DISABLE_PAST_DATE_HANDLING,
    disableOrderViewer: env.FLAG_DISABLE_ORDER_VIEWER,
    disableReactMyAccount: env.FLAG_DISABLE_REACT_MY_ACCOUNT,
    ltcCalendar: env.FLAG_LTC_CALENDAR,
    quantityCap12: env.FLAG_QUANTITY_CAP_12,
    uniquePurchaseQuantityFix: env.FLAG_UNIQUE_PURCHASE_QUANTITY_FIX,
    disablePreferredProduct: env.FLAG_DISABLE_PREFERRED_PRODUCT,
    keepSeatListMounted: env.FLAG_KEEP_SEAT_LIST_MOUNTED,
  };
}

/** Server only (see the note on Flags). */
export function getFlags(): Flags {
  return flagsFromEnv(getEnv());
}
