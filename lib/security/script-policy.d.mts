import type { IncomingMessage, ServerResponse } from 'node:http';
/** Where a form may send the browser. */
export const FORM_ACTION_SOURCES: readonly string[];
/** The inline script is ours (exact text) or one of Next's data scripts (JSON argument only). */
export function isKnownInlineScript(text: string): boolean;
/** 'sha256-<base64>' of a script text. */
export function scriptHash(text: string): string;
/** The hashes of the page's allowed inline scripts, and the start of each one left out. */
export function inlineScriptHashes(html: string): { hashes: string[]; refused: string[] };
/** The Content-Security-Policy of an HTML page with these script hashes. */
export function pageContentSecurityPolicy(options?: { scriptHashes?: readonly string[]; siteUrl?: string }): string;
/** The Content-Security-Policy of every response that is not a page. */
export const RESOURCE_CONTENT_SECURITY_POLICY: string;
/** Cache-Control of an error answer that no shared cache may keep. */
export const ERROR_CACHE_CONTROL: string;
/** Gives an HTML response the page policy with its inline scripts' hashes (holds the HTML until complete); error answers lose shared-cache lifetimes. */
export function applyResponsePolicy(req: IncomingMessage, res: ServerResponse, options?: { siteUrl?: string; warn?: (message: string) => void }): void;
