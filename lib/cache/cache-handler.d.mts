// Types of cache-handler.mjs for the TypeScript that imports it (tests, lib/cache).
/** Next's cached values (APP_PAGE, APP_ROUTE, FETCH, ...): opaque here but for their kind. */
export type CachedValue = { kind: string; [field: string]: unknown };
type Segment = 'probation' | 'protected' | 'negative' | 'query';
type Entry = { value: CachedValue; lastModified: number; tags: string[]; cacheControl?: unknown; bytes: number; segment: Segment; expiresAt: number };
export const MAX_BYTES: number;
export const MAX_ENTRIES: number;
export const NEGATIVE_SHARE: number;
export const QUERY_SHARE: number;
export const PROTECTED_SHARE: number;
export const ENTRY_OVERHEAD_BYTES: number;
export const SWEEP_INTERVAL_MS: number;
export const STALE_KEEP_MS: number;
export function getStore(): {
  entries: Map<string, Entry>;
  segments: Record<Segment, Map<string, true>>;
  segmentBytes: Record<Segment, number>;
  revalidatedAt: Map<string, number>;
  bytes: number;
  maxBytes: number;
  maxEntries: number;
  now: () => number;
  generation: number;
  sweptAt: number;
};
export function expireTags(tags: readonly string[]): void;
export function clearCache(): void;
export default class CacheHandler {
  get(key: string, ctx?: Record<string, unknown>): Promise<{ value: CachedValue; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: CachedValue | null, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
