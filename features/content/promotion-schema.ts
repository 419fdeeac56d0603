import { z } from 'zod';

/**
 * The PROMOTION layout's own fields of a content page (storefront 2.10): an optional splash image,
 * summary and video, the terms of service as markdown, and the two tab sets kept in sync by
 * product type (search widgets, and merchandised results lists). Spread into the page content
 * schema (entry-schema.ts); kept here so the layout's fields read in one place. No import from
 * entry-schema.ts (it imports this file).
 */

/** The widget tabs a promotion page may show (storefront 2.10: show, hotel, attraction, tour, air+hotel). */
export const PROMOTION_TAB_TYPES = ['SHOW', 'HOTEL', 'ATTRACTION', 'TOUR', 'AIR_HOTEL'] as const;
export type PromotionTabType = (typeof PROMOTION_TAB_TYPES)[number];

const text = z.string().trim().min(1).max(2_000);
const sitePathOrHttps = z
  .string()
  .trim()
  .min(1)
  .max(2_000)
  .refine((v) => /^\/(?![/\\])/.test(v) || /^https?:\/\/[^\s]+$/.test(v), 'must be a site path (/...) or an http(s) url');
/** The `?mo=` code of a search results url (lib/routes merchListCodeSchema). */
const merchListCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a merchandising list code (letters, digits, _ and -)');
const tabType = z.enum(PROMOTION_TAB_TYPES);

const noRepeats = <T>(key: (item: T) => string) => (items: readonly T[]) => new Set(items.map(key)).size === items.length;

export const promotionVideoSchema = z.strictObject({
  /** Where the video plays (a site path or an http(s) url). */
  link: sitePathOrHttps,
  title: text,
  /** An https player url drawn in an iframe; without it the video is a link. */
  embedUrl: z
    .string()
    .trim()
    .max(2_000)
    .regex(/^https:\/\/[^\s]+$/, 'must be an https url')
    .optional(),
});

export const promotionResultTabSchema = z.strictObject({
  productType: tabType,
  /** The merchandising list the tab shows, also sent as `?mo=` by the widget of the same type. */
  merchList: merchListCode,
  /** The tab's own label; default: the product type's ('SHOWS', 'HOTELS', ...). */
  label: text.optional(),
});

export const promotionFields = {
  splashImage: z.strictObject({ publicPath: sitePathOrHttps, title: text.optional() }).optional(),
  summary: z.string().max(100_000).optional(),
  video: promotionVideoSchema.optional(),
  /** Terms of service of the promotion, markdown. */
  termsOfService: z.string().max(100_000).optional(),
  /** The search widget tabs, in order; the first is shown first. */
  promotionWidgets: z
    .array(tabType)
    .max(PROMOTION_TAB_TYPES.length)
    .refine(noRepeats((t: string) => t), 'each product type at most once')
    .optional(),
  /** The results tabs, in order; the first is shown first. */
  promotionResults: z
    .array(promotionResultTabSchema)
    .max(PROMOTION_TAB_TYPES.length)
    .refine(noRepeats((t: { productType: string }) => t.productType), 'each product type at most once')
    .optional(),
};

export type PromotionVideo = z.infer<typeof promotionVideoSchema>;
export type PromotionResultTab = z.infer<typeof promotionResultTabSchema>;
