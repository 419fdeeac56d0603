// Types of front-cache.mjs for the TypeScript that imports it (tests).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const DEFAULT_MAX_BYTES: number;
export const DEFAULT_MAX_ENTRIES: number;
export const MAX_ENTRY_BYTES: number;
export const NOT_FOUND_TTL_MS: number;
export const MAX_KEY_PATH_LENGTH: number;
export const MAX_KEY_HEADERS_LENGTH: number;
export const NOT_FOUND_SHARE: number;
export const QUERY_SHARE: number;
export const PROTECTED_SHARE: number;
export const SWEEP_INTERVAL_MS: number;
export const ENTRY_OVERHEAD_BYTES: number;
export const KEY_HEADERS: readonly string[];
export type QueryRule = { regex: RegExp; conditions: { key: string; value?: RegExp; missing: boolean }[] };
type KeyedRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export function queryRulesOf(manifest: { caseSensitive?: boolean; redirects?: unknown[]; headers?: unknown[]; rewrites?: unknown }): QueryRule[];
export function loadQueryRules(dir?: string): QueryRule[] | null;
export function queryKeyOf(pathname: string, search: string, rules: QueryRule[]): string;
export function negotiatedEncoding(header: string | string[] | undefined): 'gzip' | 'deflate' | 'identity';
export function createRequestKey(options?: { siteUrl?: string; queryRules?: QueryRule[] | null }): (req: KeyedRequest) => { key: string; encoding: string; shared: boolean } | null;
export function requestKey(req: KeyedRequest): string | null;
export function keepFor(status: number, headers: Record<string, unknown>): number;
export function entryBytes(key: string, headers: Record<string, unknown>, body: Buffer): number;
export function createFrontCache(options?: {
  maxBytes?: number;
  maxEntries?: number;
  now?: () => number;
  generation?: () => number;
  siteUrl?: string;
  queryRules?: QueryRule[] | null;
}): {
  serve(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;
  stats(): {
    hits: number;
    live: number;
    stored: number;
    passed: number;
    purges: number;
    evicted: number;
    swept: number;
    refused: number;
    entries: number;
    bytes: number;
    protected: number;
    probation: number;
    notFound: number;
    notFoundBytes: number;
    query: number;
    queryBytes: number;
    maxBytes: number;
    maxEntries: number;
  };
  holds(req: KeyedRequest): boolean;
};
