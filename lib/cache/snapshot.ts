import { createHash } from 'node:crypto';

/**
 * Shared snapshots: one computation per key at a time, reused by every request while it is at
 * most `maxAgeMs` old (issue 27 item 2). Two thousand visitors polling one performance's seat map
 * every second cost one database read per second on this instance, not two thousand.
 *
 * - Age is counted from when the computation started, so a snapshot never shows the database
 *   older than `maxAgeMs` before the moment it is served.
 * - Single flight: requests that find no fresh snapshot wait for the computation already running
 *   for their key, if any, rather than starting their own.
 * - A failed computation is not kept: its waiters get the error, the next request tries again.
 * - `version` is a hash of what `versionOf` gives, so an unchanged snapshot keeps its version (the
 *   ETag of the answers built from it) across recomputations, and clients revalidating get 304s.
 * - Bounded: at most `maxEntries` keys, the one read least recently goes first.
 *
 * In-process only: each instance keeps its own; it never decides anything a write depends on.
 */
export interface Snapshot<V> {
  readonly value: V;
  /** A short hash of the value's serialised form: equal values, equal versions. */
  readonly version: string;
  /** When the computation that produced it started (ms, the clock of `now`). */
  readonly takenAt: number;
}

export interface SnapshotOptions<K, V> {
  /** Reads the value afresh (the database). */
  readonly load: (key: K) => Promise<V>;
  /** What identifies the value's content (serialised once per computation). */
  readonly versionOf: (value: V) => string | Uint8Array;
  readonly maxAgeMs?: number;
  readonly maxEntries?: number;
  readonly now?: () => number;
}

export interface Snapshots<K, V> {
  get(key: K): Promise<Snapshot<V>>;
  /** Forgets every snapshot (tests; a computation in flight still answers its waiters). */
  clear(): void;
  /** How many computations ran (started), for tests and diagnostics. */
  readonly loads: () => number;
  readonly size: () => number;
}

export const DEFAULT_SNAPSHOT_MAX_AGE_MS = 1000;
export const DEFAULT_SNAPSHOT_MAX_ENTRIES = 2000;

/** A short, url- and header-safe content hash (ETags, versioned urls). */
export function contentVersion(content: string | Uint8Array): string {
  return createHash('sha1').update(content).digest('base64url').slice(0, 16);
}

export function createSnapshots<K, V>(options: SnapshotOptions<K, V>): Snapshots<K, V> {
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_SNAPSHOT_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_SNAPSHOT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const kept = new Map<K, Snapshot<V>>();
  const running = new Map<K, Promise<Snapshot<V>>>();
  let loads = 0;

  function keep(key: K, snapshot: Snapshot<V>): void {
    kept.delete(key);
    kept.set(key, snapshot);
    while (kept.size > maxEntries) {
      const oldest = kept.keys().next();
      if (oldest.done) break;
      kept.delete(oldest.value);
    }
  }

  function compute(key: K): Promise<Snapshot<V>> {
    const takenAt = now();
    loads += 1;
    const flight: Promise<Snapshot<V>> = options.load(key).then((value) => {
      const snapshot: Snapshot<V> = { value, version: contentVersion(options.versionOf(value)), takenAt };
      // A computation that started before a newer one finished must not replace it.
      const current = kept.get(key);
      if (current === undefined || current.takenAt <= takenAt) keep(key, snapshot);
      return snapshot;
    });
    const settled = () => {
      if (running.get(key) === flight) running.delete(key);
    };
    flight.then(settled, settled);
    running.set(key, flight);
    return flight;
  }

  return {
    get(key) {
      const snapshot = kept.get(key);
      if (snapshot !== undefined && now() - snapshot.takenAt < maxAgeMs) {
        // Read again: most recently used.
        kept.delete(key);
        kept.set(key, snapshot);
        return Promise.resolve(snapshot);
      }
      return running.get(key) ?? compute(key);
    },
    clear() {
      kept.clear();
    },
    loads: () => loads,
    size: () => kept.size,
  };
}

/** Whether an If-None-Match header names this (strong or weak) entity tag. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}
