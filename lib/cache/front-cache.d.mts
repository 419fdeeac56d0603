// Types of front-cache.mjs for the TypeScript that imports it (tests).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const DEFAULT_MAX_BYTES: number;
export const MAX_ENTRY_BYTES: number;
export const NOT_FOUND_TTL_MS: number;
export const KEY_HEADERS: readonly string[];
export function requestKey(req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): string | null;
export function keepFor(status: number, headers: Record<string, unknown>): number;
export function createFrontCache(options?: { maxBytes?: number; now?: () => number; generation?: () => number }): {
  serve(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;
  stats(): { hits: number; stored: number; passed: number; purges: number; entries: number; bytes: number };
};
