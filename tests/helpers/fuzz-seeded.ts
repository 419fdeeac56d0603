import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getSitemapIndexXml } from '@/features/crawl/queries';
import { rows } from '@/lib/db/rows';
import { isZodSchema } from './fuzz';
import { addCalendarDays, pacificToday } from '@/lib/dates';
import { upcomingGeneralAdmission } from './performances';

/** Real values of the seeded demo city, so generated input also names things that exist. */
export interface SeededValues {
  readonly numbers: readonly number[];
  readonly strings: readonly string[];
  readonly products: readonly { readonly id: number; readonly slug: string; readonly url: string }[];
  /** Paths that exist: product pages, product images, sitemap files. */
  readonly paths: readonly string[];
  /** Facts that hold together, under the field names the schemas use: a hotel and its room type with a stay, a general-admission performance and its sku. */
  readonly records: readonly Readonly<Record<string, unknown>>[];
}

export async function seededValues(db: Db): Promise<SeededValues> {
  const products = await rows<{ id: number; slug: string; url: string }>(
    db,
    sql`select distinct on (type) id, slug, url from products where sellable order by type, id`,
  );
  const performances = await rows<{ id: number; sku_id: number; venue_id: number | null }>(
    db,
    sql`select p.id, s.id as sku_id, p.venue_id from performances p join skus s on s.product_id = p.product_id
        where p.starts_at > now() + interval '1 day' and not p.cancelled order by p.starts_at, p.id limit 6`,
  );
  const seats = await rows<{ id: number }>(db, sql`select id from seats order by id limit 4`);
  const rooms = await rows<{ sku_id: number }>(db, sql`select sku_id from room_types order by sku_id limit 2`);
  const promos = await rows<{ code: string }>(db, sql`select code from promo_codes order by code limit 3`);
  const images = await rows<{ path: string }>(db, sql`select path from product_images order by id limit 3`);
  const sitemapFiles = [...(await getSitemapIndexXml()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const [room] = await rows<{ product_id: number; sku_id: number }>(
    db,
    sql`select k.product_id, k.id as sku_id from skus k join room_types rt on rt.sku_id = k.id join products p on p.id = k.product_id
        where p.type = 'HOTEL' and p.sellable order by k.id limit 1`,
  );
  const today = pacificToday(new Date());
  const stay = { checkIn: addCalendarDays(today, 10), checkOut: addCalendarDays(today, 12) };
  const records: Record<string, unknown>[] = [];
  if (room) {
    const hotel = { productId: Number(room.product_id), skuId: Number(room.sku_id) };
    records.push({ ...hotel, ...stay, rooms: 1, guests: 2 }, { ...hotel, startDate: stay.checkIn, endDate: stay.checkOut, roomQty: 1, month: stay.checkIn.slice(0, 7) });
  }
  const ga = await upcomingGeneralAdmission(db, 3);
  records.push({ kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 2 });
  const dates = [0, 1, 3, 30, 400].map((days) => addCalendarDays(today, days));
  return {
    numbers: [
      ...products.map((p) => Number(p.id)),
      ...performances.flatMap((p) => [Number(p.id), Number(p.sku_id), ...(p.venue_id === null ? [] : [Number(p.venue_id)])]),
      ...seats.map((s) => Number(s.id)),
      ...rooms.map((r) => Number(r.sku_id)),
    ],
    strings: [...promos.map((p) => p.code), ...products.map((p) => p.slug), ...dates, ...dates.map((d) => d.slice(0, 7)), `${dates[1]}T19:30`],
    products: products.map((p) => ({ id: Number(p.id), slug: p.slug, url: p.url })),
    paths: [...products.map((p) => p.url), ...images.map((i) => i.path), ...sitemapFiles.slice(0, 4)],
    records,
  };
}

// ---------------------------------------------------------------------------
// The app's files
// ---------------------------------------------------------------------------

export const APP_DIR = path.resolve(import.meta.dirname, '../../app');

/** A dynamic segment of an app path: `[id]`, `[...rest]` (one or more), `[[...rest]]` (zero or more). */
export type DynamicSegment = { readonly name: string; readonly kind: 'one' | 'catchAll' | 'optionalCatchAll' };

export interface AppFile {
  /** Path from the app folder, e.g. `api/performances/[performanceId]/seats/route.ts`. */
  readonly file: string;
  readonly absolute: string;
  /** The url path's segments: literal text, or the dynamic segment. Route groups and slots are left out. */
  readonly segments: readonly (string | DynamicSegment)[];
}

function dynamicSegment(segment: string): DynamicSegment | null {
  const optional = /^\[\[\.\.\.([^\]]+)\]\]$/.exec(segment);
  if (optional) return { name: optional[1]!, kind: 'optionalCatchAll' };
  const catchAll = /^\[\.\.\.([^\]]+)\]$/.exec(segment);
  if (catchAll) return { name: catchAll[1]!, kind: 'catchAll' };
  const one = /^\[([^\]]+)\]$/.exec(segment);
  return one ? { name: one[1]!, kind: 'one' } : null;
}

/** Every file of the app folder named `base.ts` / `base.tsx` (route or page), found on disk, not listed by hand. */
export function appFiles(base: 'route' | 'page'): AppFile[] {
  const names = readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' });
  const pattern = new RegExp(`(^|/)${base}\\.(ts|tsx|js|mjs)$`);
  return names
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => pattern.test(name))
    .sort()
    .map((file) => ({
      file,
      absolute: path.join(APP_DIR, file),
      segments: file
        .split('/')
        .slice(0, -1)
        // Route groups `(shop)` and parallel slots `@modal` are not part of the url; private folders `_x` hold no routes.
        .filter((segment) => !/^\(.*\)$/.test(segment) && !segment.startsWith('@'))
        .map((segment) => dynamicSegment(segment) ?? segment),
    }));
}

export function isDynamic(segment: string | DynamicSegment): segment is DynamicSegment {
  return typeof segment !== 'string';
}

/** A url path for the file with the given param values (encoded; a value encodeURIComponent refuses is written as is). */
export function urlPathOf(file: AppFile, params: Readonly<Record<string, string | readonly string[] | undefined>>): string {
  const encode = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return value;
    }
  };
  const parts: string[] = [];
  for (const segment of file.segments) {
    if (!isDynamic(segment)) parts.push(segment);
    else {
      const value = params[segment.name];
      if (typeof value === 'string') parts.push(encode(value));
      else if (value !== undefined) parts.push(...value.map(encode));
    }
  }
  return `/${parts.join('/')}`;
}

// ---------------------------------------------------------------------------
// Paths the app itself writes
// ---------------------------------------------------------------------------

const SOURCE_DIRS = ['app', 'features', 'components', 'lib'];

/**
 * Every path literal in the app's source (`'/api/auth/sign-in/email'`, `"/iv2/cart"`), so the
 * generated requests also reach the paths the app calls, e.g. better-auth's endpoints under a
 * catch-all route.
 */
export function sourcePathLiterals(): string[] {
  const root = path.resolve(APP_DIR, '..');
  const found = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const name of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx|mjs)$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
      const text = readFileSync(path.join(root, dir, name), 'utf8');
      for (const match of text.matchAll(/['"`](\/[A-Za-z0-9_.~-]+(?:\/[A-Za-z0-9_.~-]+)*)['"`?]/g)) found.add(match[1]!);
    }
  }
  return [...found].sort();
}

/** The file's param values for a url path, or null when the path is not the file's. */
export function paramsFromPath(file: AppFile, urlPath: string): Record<string, string | string[] | undefined> | null {
  const parts = urlPath.split('?')[0]!.split('/').filter((p) => p !== '');
  const params: Record<string, string | string[] | undefined> = {};
  let i = 0;
  for (const segment of file.segments) {
    if (!isDynamic(segment)) {
      if (parts[i] !== segment) return null;
      i += 1;
    } else if (segment.kind === 'one') {
      if (parts[i] === undefined) return null;
      params[segment.name] = decodeOr(parts[i]!);
      i += 1;
    } else {
      const rest = parts.slice(i);
      if (rest.length === 0 && segment.kind === 'catchAll') return null;
      params[segment.name] = rest.length === 0 ? undefined : rest.map(decodeOr);
      i = parts.length;
    }
  }
  return i === parts.length ? params : null;
}

function decodeOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every zod schema exported by a features/*\/schema.ts module. */
export async function featureSchemas(): Promise<unknown[]> {
  const featuresDir = path.resolve(APP_DIR, '../features');
  const out: unknown[] = [];
  for (const entry of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    try {
      readFileSync(path.join(featuresDir, entry.name, 'schema.ts'));
    } catch {
      continue;
    }
    const imported = (await import(/* @vite-ignore */ `@/features/${entry.name}/schema`)) as Record<string, unknown>;
    out.push(...Object.values(imported).filter(isZodSchema));
  }
  return out;
}
