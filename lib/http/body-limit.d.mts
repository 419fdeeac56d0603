// Types of body-limit.mjs for the TypeScript that imports it.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_REQUEST_BODY_BYTES: number;
export const LINGER_MS: number;
export function limitRequestBody(req: IncomingMessage, res: ServerResponse, maxBytes?: number): boolean;
