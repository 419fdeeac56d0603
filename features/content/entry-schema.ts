import { z } from 'zod';
import { PRODUCT_TYPES } from '@/lib/config/product-types';
import type { ContentEntryType } from '@/lib/db/schema/content';
import { adEntryUrl, adIdSchema, adSchema } from './ad-schema';
import { promotionFields } from './promotion-schema';

/**
 * The content service's entries in the field names of storefront section 3 (and 2.10 for page
 * layouts and widget types). One schema checks every write (GraphQL mutation, import script)
 * and every read, so what a page renders always has this shape. Objects are strict: a mistyped
 * field name in an edit is refused rather than silently dropped. Server-only (classic zod): the
 * browser never parses entries.
 */

const text = z.string().trim().min(1).max(2_000);
const longText = z.string().max(100_000);
/** A site path (`/shows/`) or an absolute http(s) url. */
const href = z
  .string()
  .trim()
  .min(1)
  .max(2_000)
  .refine((v) => /^\/(?![/\\])/.test(v) || v === '/' || /^https?:\/\/[^\s]+$/.test(v), 'must be a site path (/...) or an http(s) url');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a yyyy-MM-dd date');

export const productTypeSchema = z.enum(PRODUCT_TYPES);

/** Content urls are paths; stored and looked up with a leading and a trailing slash, no query. */
export const MAX_ENTRY_URL_CHARS = 200;

export function normalizeEntryUrl(raw: string): string | null {
  const path = raw.trim().split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  if (withSlash.length > MAX_ENTRY_URL_CHARS || !/^\/([^/?#\s]+\/)*$/.test(withSlash)) return null;
  return withSlash;
}

export const entryUrlSchema = z
  .string()
  .max(MAX_ENTRY_URL_CHARS * 2)
  .transform((raw, context) => {
    const url = normalizeEntryUrl(raw);
    if (url === null) {
      context.addIssue({ code: 'custom', message: `must be a site path such as /shows/magic/ (at most ${MAX_ENTRY_URL_CHARS} characters, no empty segments)` });
      return z.NEVER;
    }
    return url;
  });

// ---- shared pieces ------------------------------------------------------------------------------

/** seoMeta of a page; priority and updateFrequency are the sitemap fields of product entries. */
export const seoMetaSchema = z.strictObject({
  description: text.optional(),
  robots: z.string().regex(/^[a-z, -]+$/i, 'must be robots directives such as "noindex, follow"').optional(),
  pageTitle: text.optional(),
  priority: z.number().min(0).max(1).optional(),
  updateFrequency: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).optional(),
});

export const imageSchema = z.strictObject({ publicPath: href, title: text.optional() });

/** Limited-time calendar entry: title, link, startDate, endDate. */
export const limitedTimeCalendarEntrySchema = z
  .strictObject({ title: text, link: href, startDate: isoDate, endDate: isoDate })
  .refine((e) => e.endDate >= e.startDate, { message: 'endDate must not be before startDate', path: ['endDate'] });

/** Info card: productId is "name;url;id". */
export const infoCardSchema = z.strictObject({
  _id: text,
  title: text,
  description: longText.optional(),
  href: href.optional(),
  image: z.strictObject({ publicPath: href }).optional(),
  productId: z
    .string()
    .regex(/^[^;]+;[^;]+;\d+$/, 'must be "name;url;id"')
    .optional(),
});

export const SIDE_COLUMN_DISPLAY_TYPES = ['MERCH_LIST', 'INFO_CARD', 'AD', 'LINKS'] as const;

export const linkFarmSchema = z.strictObject({
  heading: text.optional(),
  closingLink: z.strictObject({ text, url: href }).optional(),
  columns: z
    .array(
      z.strictObject({
        links: z.array(
          z.strictObject({
            href,
            text,
            preText: z.string().max(500).optional(),
            postText: z.string().max(500).optional(),
            product: z.string().max(500).optional(),
          }),
        ),
      }),
    )
    .max(12),
  infoCard: infoCardSchema.optional(),
  sideColumnMerchList: z
    .strictObject({
      merchList: text,
      promotion: z.boolean().default(false),
      location: z.boolean().default(false),
      userRating: z.boolean().default(false),
      description: z.boolean().default(false),
      currentPeopleLooking: z.boolean().default(false),
      demandMessaging: z.boolean().default(false),
      fromPrice: z.boolean().default(false),
    })
    .optional(),
  adId: text.optional(),
  selectDisplayType: z.enum(SIDE_COLUMN_DISPLAY_TYPES).optional(),
});

export const headerBlockSchema = z.strictObject({
  heading: text,
  bannerImages: z.array(imageSchema).default([]),
  ads: z.array(z.strictObject({ adId: text })).default([]),
  body: longText.optional(),
  videoLink: href.optional(),
  /** Slide timing overrides; defaults are the spec's (7 s first, then 5 s, 500 ms slide). */
  customSliderSettings: z
    .strictObject({
      firstDelayMs: z.number().int().min(0).max(60_000).optional(),
      delayMs: z.number().int().min(0).max(60_000).optional(),
      speedMs: z.number().int().min(0).max(10_000).optional(),
    })
    .optional(),
});

export const promoBlockSchema = z.strictObject({
  image: imageSchema.optional(),
  promoType: text,
  href,
  heading: text,
  description: longText.optional(),
  buttonText: text.optional(),
});

export const tipSchema = z.strictObject({ _id: text, text, blurb: longText.optional() });

// ---- widgets of landing pages (storefront 2.10) -------------------------------------------------

const merchListWidget = { heading: text.optional(), merchList: text };

export const widgetSchema = z.discriminatedUnion('widgetType', [
  headerBlockSchema.extend({ widgetType: z.literal('headerBlock') }),
  headerBlockSchema.extend({ widgetType: z.literal('headerBlockWAds') }),
  z.strictObject({ widgetType: z.literal('featuredList'), ...merchListWidget }),
  z.strictObject({ widgetType: z.literal('adBlock'), adId: text }),
  z.strictObject({
    widgetType: z.literal('promotionalSearch'),
    heading: text.optional(),
    /** Restaurant filter codes; optional, 'Any' by default (storefront 5). */
    filters: z.array(text).default([]),
  }),
  linkFarmSchema.extend({ widgetType: z.literal('linkFarm') }),
  linkFarmSchema.extend({ widgetType: z.literal('dynamicLinkFarm') }),
  z.strictObject({ widgetType: z.literal('markdownBlock'), heading: text.optional(), body: longText }),
  z.strictObject({ widgetType: z.literal('markdownList'), heading: text.optional(), items: z.array(longText) }),
  promoBlockSchema.extend({ widgetType: z.literal('promoBlock') }),
  z.strictObject({ widgetType: z.literal('standardSearch'), productType: productTypeSchema.optional() }),
  z.strictObject({ widgetType: z.literal('merchCardList'), ...merchListWidget }),
  z.strictObject({ widgetType: z.literal('formSelector'), heading: text.optional(), forms: z.array(z.strictObject({ title: text, link: href })) }),
  z.strictObject({ widgetType: z.literal('tips'), heading: text.optional(), tips: z.array(tipSchema) }),
  // Product landing page widgets (storefront 2.10): an ad slot with an optional heading; a text box.
  z.strictObject({ widgetType: z.literal('adBox'), heading: text.optional(), adId: adIdSchema }),
  // The gift card page's shop (buy a card, check a balance): client islands of features/giftcards.
  z.strictObject({ widgetType: z.literal('giftCardShop') }),
  // The group page's request form (5+ hotel rooms): a client island of features/group-travel.
  z.strictObject({ widgetType: z.literal('groupRequestForm') }),
  z.strictObject({ widgetType: z.literal('textBox'), heading: text, body: longText, link: z.strictObject({ text, href }).optional() }),
  z.strictObject({
    widgetType: z.literal('FAQ'),
    title: text.default('Frequently Asked Questions'),
    entries: z.array(z.strictObject({ question: text, answer: longText })).default([]),
  }),
]);
export type Widget = z.infer<typeof widgetSchema>;
export const WIDGET_TYPES = widgetSchema.options.map((o) => o.shape.widgetType.value);

// ---- content page entry -------------------------------------------------------------------------

export const LAYOUT_TYPES = [
  'LINK_FARM',
  'LINK_FARM_CONDITIONAL',
  'PROMOTION',
  'CATEGORY_SEARCH',
  'PRODUCT',
  'PRODUCT_LANDING_PAGE',
  'TWO_COLUMN_PRODUCT_LANDING_PAGE',
] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

const navigationLinkSchema = z.strictObject({ title: text, link: href });

/** The sub-navigation's ad slots (storefront 2.10: three, each of the 300 size). */
export const SUB_NAV_AD_SLOTS = 3;
export const SUB_NAV_AD_SIZE = 300;

export const subNavigationSchema = z.strictObject({
  name: text,
  navigation: z.array(
    z.strictObject({
      title: text,
      dropdownLinks: z.array(navigationLinkSchema).default([]),
      searchWidgets: z.array(z.strictObject({ productType: productTypeSchema })).default([]),
    }),
  ),
  limitedTimeCalendar: z.array(limitedTimeCalendarEntrySchema).optional(),
  /** Up to three 300-size ad slots, above the groups when adsOnTop, else below them. */
  ads: z.array(z.strictObject({ adId: adIdSchema })).max(SUB_NAV_AD_SLOTS).optional(),
  adsOnTop: z.boolean().default(false),
  /** The visitor's recently seen products, above the groups. */
  recentlySeen: z.boolean().default(false),
});

const circleItemSchema = z.strictObject({ title: text, text: longText.optional(), href: href.optional() });

/** Content page fields (storefront 3). */
export const pageContentSchema = z.strictObject({
  pageHeader: text.optional(),
  pageIntro: longText.optional(),
  banner: imageSchema.optional(),
  bodyBanner: imageSchema.optional(),
  circleDivider: z.strictObject({ left: circleItemSchema, center: circleItemSchema, right: circleItemSchema }).optional(),
  defaultSearchProduct: productTypeSchema.optional(),
  activeMerchList: text.optional(),
  productLandingWidgets: z.array(widgetSchema).optional(),
  searchHero: z.strictObject({ productType: productTypeSchema, heading: text, intro: longText.optional() }).optional(),
  adReelMerchList: text.optional(),
  /** 'Today's Top Deals' of a product landing page: its ads, three to a slide, at most three slides. */
  adReel: z.array(z.strictObject({ adId: adIdSchema })).max(9).optional(),
  widgets: z.array(widgetSchema).default([]),
  layoutType: z.literal('TWO_COLUMN').optional(),
  subNavigation: subNavigationSchema.optional(),
  // PROMOTION pages: splash, summary, video, terms and the synced tab sets (./promotion-schema.ts).
  ...promotionFields,
});

/** Content page entry (fetched by url): name, layoutId, content, dateBased, type, seoMeta. */
export const pageEntrySchema = z.strictObject({
  name: text,
  layoutId: text,
  type: z.enum(LAYOUT_TYPES),
  /** CATEGORY_SEARCH pages search by dates when set. */
  dateBased: z.boolean().default(false),
  seoMeta: seoMetaSchema.default({}),
  content: pageContentSchema,
});

// ---- product entry ------------------------------------------------------------------------------

export const productEntrySchema = z.strictObject({
  id: z.number().int().positive(),
  name: text,
  displayTitle: text.optional(),
  productType: productTypeSchema,
  localPhoneNumber: z.string().max(40).optional(),
  freePhoneNumber: z.string().max(40).optional(),
  features: z.array(z.strictObject({ name: text, description: longText })).default([]),
  featuredLargePhoto: z.strictObject({ url: href }).optional(),
  slideshowPhotos: z
    .array(z.strictObject({ url: href, height: z.number().int().positive(), width: z.number().int().positive() }))
    .default([]),
  summary: longText.optional(),
  description: longText.optional(),
  streetAddress: z.string().max(500).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  mobileDescription: longText.optional(),
  slideShowUrl: href.optional(),
  seoMeta: seoMetaSchema.default({}),
});

// ---- header entry -------------------------------------------------------------------------------

/** The main nav of the header entry (`/header/`), read as content.links.navigation. */
export const headerNavigationItemSchema = z.strictObject({
  title: text,
  link: href,
  dropdownLinks: z.array(navigationLinkSchema).default([]),
});

export const headerEntrySchema = z.strictObject({
  content: z.strictObject({
    links: z.strictObject({ navigation: z.array(headerNavigationItemSchema).min(1).max(20) }),
  }),
});

export const HEADER_ENTRY_URL = '/header/';

// ---- the stored entry: envelope plus body -------------------------------------------------------

export const contentEntrySchema = z
  .discriminatedUnion('type', [
    z.strictObject({ url: entryUrlSchema, type: z.literal('page'), data: pageEntrySchema }),
    z.strictObject({ url: entryUrlSchema, type: z.literal('product'), data: productEntrySchema }),
    z.strictObject({ url: entryUrlSchema, type: z.literal('header'), data: headerEntrySchema }),
    z.strictObject({ url: entryUrlSchema, type: z.literal('infoCard'), data: infoCardSchema }),
    z.strictObject({ url: entryUrlSchema, type: z.literal('linkFarm'), data: linkFarmSchema }),
    z.strictObject({ url: entryUrlSchema, type: z.literal('headerBlock'), data: headerBlockSchema }),
    z.strictObject({ url: entryUrlSchema, type: z.literal('promoBlock'), data: promoBlockSchema }),
    z.strictObject({ url: entryUrlSchema, type: z.literal('tip'), data: tipSchema }),
    z.strictObject({ url: entryUrlSchema, type: z.literal('limitedTimeCalendarEntry'), data: limitedTimeCalendarEntrySchema }),
    z.strictObject({ url: entryUrlSchema, type: z.literal('ad'), data: adSchema }),
  ])
  .superRefine((entry, context) => {
    // The header is read at one url; any other url holding a header would never be shown.
    if ((entry.type === 'header') !== (entry.url === HEADER_ENTRY_URL)) {
      context.addIssue({ code: 'custom', path: ['url'], message: `the header entry lives at ${HEADER_ENTRY_URL}, and only the header entry` });
    }
    // A slot finds its ad by id at one url, so an ad stored elsewhere would never be shown.
    if (entry.type === 'ad' && entry.url !== adEntryUrl(entry.data.id)) {
      context.addIssue({ code: 'custom', path: ['url'], message: `the ad ${entry.data.id} lives at ${adEntryUrl(entry.data.id)}` });
    }
  });

export type ContentEntry = z.infer<typeof contentEntrySchema>;
export type ContentEntryInput = z.input<typeof contentEntrySchema>;
export type PageEntry = z.infer<typeof pageEntrySchema>;
export type ProductEntry = z.infer<typeof productEntrySchema>;
export type HeaderEntry = z.infer<typeof headerEntrySchema>;

// Keeps the database's list of types and the schema's in step (a compile error otherwise).
type SchemaTypes = ContentEntry['type'];
const _sameTypes: [SchemaTypes, ContentEntryType] extends [ContentEntryType, SchemaTypes] ? true : never = true;
void _sameTypes;

/** Readable problems of an invalid entry, one line each ("data.content.widgets.0.widgetType: ..."). */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(entry)'}: ${issue.message}`);
}
