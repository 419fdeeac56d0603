import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Client as PgClient } from 'pg';
import type { Runner } from '@/lib/db/rows';
import { expireTags } from './cache-handler.mjs';

/**
 * Cache invalidation that reaches every server on the database, not only the process that
 * made the change. Next's revalidateTag expires tags in its own process; a catalog change
 * written by another instance, or by a script (`npm run db:seed -- --reset`), must reach the
 * others too. On PostgreSQL the change is announced with NOTIFY on one channel and every
 * server LISTENs (see listenForInvalidations); an embedded PGlite folder belongs to one
 * process, so there the only cache to expire is this process's own.
 */
export const INVALIDATION_CHANNEL = 'vegas_cache_invalidation';

// NOTIFY payloads must stay under 8000 bytes; tags are short, so batches stay well below.
const TAGS_PER_NOTIFICATION = 100;

const payloadSchema = z.array(z.string().min(1).max(256)).max(TAGS_PER_NOTIFICATION);

/** Parses a notification payload; anything malformed is ignored (returns no tags). */
export function parseInvalidationPayload(payload: string | undefined): string[] {
  if (!payload) return [];
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * Expires the tags here at once and announces them to every other server on the same
 * database (the announcement is part of the caller's transaction when `db` is one, so it
 * is delivered only if the change commits).
 */
export async function publishInvalidation(db: Runner, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  expireTags(unique);
  for (let i = 0; i < unique.length; i += TAGS_PER_NOTIFICATION) {
    const batch = JSON.stringify(unique.slice(i, i + TAGS_PER_NOTIFICATION));
    await db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${batch})`);
  }
}

type Listener = { close(): Promise<void> };

/**
 * Keeps a dedicated PostgreSQL connection listening for invalidations and expires their
 * tags in this process's cache. Reconnects after a lost connection; while disconnected a
 * change can be missed, so on reconnect the whole cache of this process is expired.
 */
export function listenForInvalidations(
  url: string,
  options: { log?: (line: string) => void; onTags?: (tags: string[]) => void; retryMs?: number } = {},
): Listener {
  const log = options.log ?? ((line: string) => console.info(`[cache] ${line}`));
  const onTags = options.onTags ?? expireTags;
  const retryMs = options.retryMs ?? 2_000;
  let closed = false;
  let client: PgClient | undefined;
  let timer: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  const connect = async () => {
    if (closed) return;
    const { Client } = await import('pg');
    const next = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    const retry = () => {
      if (closed || client !== next) return;
      client = undefined;
      next.removeAllListeners();
      void next.end().catch(() => undefined);
      timer = setTimeout(() => void connect(), retryMs);
    };
    client = next;
    next.on('error', (error) => {
      log(`invalidation listener lost its connection (${error.message}); retrying`);
      retry();
    });
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel !== INVALIDATION_CHANNEL) return;
      const tags = parseInvalidationPayload(message.payload);
      if (tags.length > 0) onTags(tags);
    });
    try {
      await next.connect();
      await next.query(`listen ${INVALIDATION_CHANNEL}`);
      // Whatever was announced while we were away is unknown: start this cache afresh.
      if (connectedBefore) onTags([ALL_PAGES_TAG]);
      connectedBefore = true;
    } catch (error) {
      log(`invalidation listener cannot connect (${(error as Error).message}); retrying`);
      retry();
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}

/** Next's implicit tag of the root layout: every page carries it. */
export const ALL_PAGES_TAG = '_N_T_/layout';
