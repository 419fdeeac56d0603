// Types of cache-handler.mjs for the TypeScript that imports it (tests, lib/cache).
/** Next's cached values (APP_PAGE, APP_ROUTE, FETCH, ...): opaque here but for their kind. */
export type CachedValue = { kind: string; [field: string]: unknown };
type Entry = { value: CachedValue; lastModified: number; tags: string[]; cacheControl?: unknown; bytes: number };
export function getStore(): {
  entries: Map<string, Entry>;
  revalidatedAt: Map<string, number>;
  bytes: number;
  maxBytes: number;
  now: () => number;
  generation: number;
};
export function expireTags(tags: readonly string[]): void;
export function clearCache(): void;
export default class CacheHandler {
  get(key: string, ctx?: Record<string, unknown>): Promise<{ value: CachedValue; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: CachedValue | null, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
