import { z } from 'zod';

/**
 * Ads of the content service (issue 12 item 10). A slot names an ad id; the ad is the entry at
 * `/ads/{adId}/` with its image, link and size. Editors give optional start and end dates
 * (yyyy-MM-dd, Pacific days, both inclusive): outside them the slot shows nothing. No imports of
 * entry-schema here (it imports this module); the few primitives are restated.
 */

/** Slot widths in pixels: medium rectangle, leaderboard, skyscraper. */
export const AD_SIZES = [300, 728, 160] as const;
export type AdSize = (typeof AD_SIZES)[number];

const AD_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
const text = z.string().trim().min(1).max(2_000);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a yyyy-MM-dd date');
const href = z
  .string()
  .trim()
  .min(1)
  .max(2_000)
  .refine((v) => /^\/(?![/\\])/.test(v) || /^https?:\/\/[^\s]+$/.test(v), 'must be a site path (/...) or an http(s) url');

export const adIdSchema = z.string().regex(AD_ID_PATTERN, 'must be lower-case letters, digits and dashes (at most 80)');

export const adSchema = z
  .strictObject({
    id: adIdSchema,
    image: z.strictObject({
      publicPath: href,
      /** The image's alternative text. */
      title: text,
      width: z.number().int().positive().max(2_000),
      height: z.number().int().positive().max(2_000),
    }),
    href,
    size: z.literal(AD_SIZES),
    headline: text.optional(),
    text: z.string().trim().max(500).optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
  })
  .refine((ad) => !ad.startDate || !ad.endDate || ad.endDate >= ad.startDate, { message: 'endDate must not be before startDate', path: ['endDate'] });

export type Ad = z.infer<typeof adSchema>;

/** The url of the ad entry of `adId`. */
export function adEntryUrl(adId: string): string {
  return `/ads/${adId}/`;
}

/** The ad id of an ad entry url, or null when the url is not one. */
export function adIdOfUrl(url: string): string | null {
  const match = /^\/ads\/([^/]+)\/$/.exec(url);
  return match?.[1] && AD_ID_PATTERN.test(match[1]) ? match[1] : null;
}

/** Today in Pacific time as yyyy-MM-dd (ads run by the days of the city they advertise). */
export function pacificDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether an ad runs on the Pacific day of `now`. */
export function isAdLive(ad: Pick<Ad, 'startDate' | 'endDate'>, now: Date): boolean {
  const day = pacificDay(now);
  return (!ad.startDate || ad.startDate <= day) && (!ad.endDate || day <= ad.endDate);
}

/** What a slot draws: the image at the slot's width, its height scaled to keep the shape. */
export interface AdView {
  readonly id: string;
  readonly href: string;
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly headline?: string;
  readonly text?: string;
}

export function toAdView(ad: Ad): AdView {
  const width = ad.size;
  const height = Math.max(1, Math.round((ad.image.height * width) / ad.image.width));
  return {
    id: ad.id,
    href: ad.href,
    src: ad.image.publicPath,
    alt: ad.image.title,
    width,
    height,
    ...(ad.headline ? { headline: ad.headline } : {}),
    ...(ad.text ? { text: ad.text } : {}),
  };
}

/**
 * The ad a slot shows, from what the content service answered for its url: the ad when the entry
 * is an ad of that id and runs today; else null (missing, another kind of entry, or expired), and
 * the slot draws nothing.
 */
export function adForSlot(adId: string, entry: { type: string; data: unknown } | null, now: Date): Ad | null {
  if (entry?.type !== 'ad') return null;
  const parsed = adSchema.safeParse(entry.data);
  if (!parsed.success || parsed.data.id !== adId) return null;
  return isAdLive(parsed.data, now) ? parsed.data : null;
}

/** Ads in slides of `perSlide` (the last may be shorter); at most `maxSlides` slides. */
export function adSlides<T>(ads: readonly T[], perSlide: number, maxSlides: number): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < ads.length && slides.length < maxSlides; i += perSlide) slides.push(ads.slice(i, i + perSlide));
  return slides;
}
