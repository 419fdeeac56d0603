import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Lets Next's real `unstable_cache` run in vitest. Outside a Next server it finds no request
 * store and falls back to `globalThis.__incrementalCache`; this installs a small in-memory one
 * there, so tests see exactly which entries a read creates, under which tags, and can expire
 * tags the way `revalidateTag` would.
 *
 * Import this module before the code under test: Next picks its AsyncLocalStorage from
 * `globalThis` when its modules load (its server sets it at start), and this sets it here.
 */
const withAls = globalThis as typeof globalThis & { AsyncLocalStorage?: typeof AsyncLocalStorage };
withAls.AsyncLocalStorage ??= AsyncLocalStorage;

type StoredValue = { kind: string; data: { body?: string } };
type Entry = { key: string; tags: string[]; value: StoredValue };

export type TestDataCache = {
  /** The entries stored so far, in the order they were written. */
  entries(): Entry[];
  /** The stored result of each entry, parsed. */
  values(): unknown[];
  /** Drops every entry carrying one of the tags (what a tag revalidation does). */
  expireTags(tags: readonly string[]): void;
  clear(): void;
  uninstall(): void;
};

const GLOBAL_KEY = '__incrementalCache';

export function installTestDataCache(): TestDataCache {
  const store = new Map<string, Entry>();
  const holder = globalThis as Record<string, unknown>;
  const previous = holder[GLOBAL_KEY];
  holder[GLOBAL_KEY] = {
    isOnDemandRevalidate: false,
    async generateSimpleCacheKey(key: string) {
      return key;
    },
    async get(key: string) {
      const entry = store.get(key);
      return entry ? { value: entry.value, isStale: false, lastModified: Date.now() } : null;
    },
    async set(key: string, value: StoredValue | null, context: { tags?: string[] }) {
      if (value === null) store.delete(key);
      else store.set(key, { key, tags: [...(context.tags ?? [])], value });
    },
  };
  return {
    entries: () => [...store.values()],
    values: () => [...store.values()].map((e) => (e.value.data.body === undefined ? undefined : (JSON.parse(e.value.data.body) as unknown))),
    expireTags(tags) {
      for (const [key, entry] of store) if (entry.tags.some((t) => tags.includes(t))) store.delete(key);
    },
    clear: () => store.clear(),
    uninstall() {
      if (previous === undefined) delete holder[GLOBAL_KEY];
      else holder[GLOBAL_KEY] = previous;
    },
  };
}
