// Types of live-answers.mjs for the TypeScript that imports it (features/seating/live.ts, tests).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_ENTRIES: number;
export interface LiveAnswer {
  readonly body: Uint8Array;
  readonly gzipBody?: Uint8Array;
  readonly etag: string;
  readonly cacheControl: string;
  readonly contentType: string;
  /** Date.now() clock: sent before this only. */
  readonly expiresAt: number;
  readonly cookies: 'any' | 'no-held-cart' | 'anonymous';
  readonly carts?: ReadonlySet<string>;
}
export function publishLiveAnswer(url: string, answer: LiveAnswer): void;
export function forgetLiveAnswers(): void;
export function serveLiveAnswer(req: IncomingMessage, res: ServerResponse, now?: number): boolean;
