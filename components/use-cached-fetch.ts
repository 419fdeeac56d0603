'use client';

import { useEffect, useState } from 'react';

type Entry = { at: number; request: Promise<unknown>; value?: { data: unknown } };
const entries = new Map<string, Entry>();

/**
 * A fetch shared by every island of the page under one key and reused while fresh: for islands
 * that need one small answer, without TanStack Query in the page's first-load JavaScript
 * (issue 27). A failure is tried once more, then forgotten, so the next mount asks again.
 */
function load<T>(key: string, fetcher: () => Promise<T>, freshMs: number): Entry {
  const known = entries.get(key);
  if (known && Date.now() - known.at < freshMs) return known;
  const entry: Entry = { at: Date.now(), request: fetcher().catch(() => fetcher()) };
  entry.request.then(
    (data) => {
      entry.value = { data };
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  entries.set(key, entry);
  return entry;
}

/** For tests: forget every answer. */
export function forgetCachedFetches(): void {
  entries.clear();
}

/**
 * The answer of `fetcher` under `key` (null: nothing is asked), undefined while it loads or
 * after it failed. An answer already known and fresh shows at once.
 */
export function useCachedFetch<T>(key: string | null, fetcher: () => Promise<T>, freshMs = Infinity): { data: T | undefined; isError: boolean } {
  const [shown, setShown] = useState<{ key: string | null; data?: T; failed?: boolean }>(() => {
    const known = key === null ? undefined : entries.get(key);
    return known?.value && Date.now() - known.at < freshMs ? { key, data: known.value.data as T } : { key: null };
  });
  useEffect(() => {
    if (key === null) return;
    const known = entries.get(key);
    if (known?.value && Date.now() - known.at < freshMs) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a known answer for a new key shows at once
      setShown((before) => (before.key === key ? before : { key, data: known.value!.data as T }));
      return;
    }
    let current = true;
    load(key, fetcher, freshMs).request.then(
      (data) => {
        if (current) setShown({ key, data: data as T });
      },
      () => {
        if (current) setShown({ key, failed: true });
      },
    );
    return () => {
      current = false;
    };
    // The key names the request: a new fetcher for the same key asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, freshMs]);
  const mine = key !== null && shown.key === key;
  return { data: mine ? shown.data : undefined, isError: mine && shown.failed === true };
}
