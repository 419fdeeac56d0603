// The Content-Security-Policy of our pages, with a script-src that cached pages can carry
// (issue 25 item 6). Plain ESM: scripts/server.mjs loads it without a build.
//
// Why hashes (and not nonces or 'strict-dynamic'): a page is rendered once and then served from
// Next's cache and the front cache to everyone, so a per-request nonce cannot be in it (Next puts a
// nonce only into pages it renders per request, which would turn every cached page dynamic).
// 'strict-dynamic' needs a nonce or hash on the scripts that start the rest anyway, and it
// switches off 'self' and host lists, so every <script src> of Next's chunks would need a hash
// too (Next's experimental SRI gives them `integrity`, but not its inline flight scripts, which
// carry the page's data: vercel/next.js#95353). So the page policy is
//   script-src 'self' 'sha256-<each inline script of this page>'
// 'self' admits Next's chunk files (only ours: no other host), the hashes admit exactly the inline
// scripts this page was rendered with. The hashes are computed when the page passes through the
// server (applyResponsePolicy below): the front cache stores the header with the page, so a cached
// answer carries them at no cost per request.
//
// Not every inline script of a page is hashed: an HTML injection (markup from an editor or a
// visitor that escaped React's escaping) would otherwise get its <script> hashed and allowed like
// ours. Only these are: our own scripts, by their exact text (lib/security/inline-scripts.mjs);
// Next's flight data, `self.__next_f.push([...])`, whose argument must parse as JSON (data only,
// no code); and Turbopack's chunk list, `(globalThis["TURBOPACK"] || ...).push({...})`, whose
// argument must parse as JSON too. Anything else is left out and the browser refuses it; the
// server logs it once, so a Next upgrade that adds a new kind of inline script is noticed (the
// e2e suite fails on any CSP violation: tests/e2e/fixtures.ts).
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { APP_INLINE_SCRIPTS } from './inline-scripts.mjs';

const APP_SCRIPTS = new Set(APP_INLINE_SCRIPTS);
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = 'self.__next_f.push(';
const TURBOPACK_PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

/** Where a form may send the browser: our own routes, and the payment and login providers' pages. */
export const FORM_ACTION_SOURCES = Object.freeze([
  "'self'",
  'https://www.paypal.com',
  'https://www.sandbox.paypal.com',
  'https://checkout.stripe.com',
  'https://www.facebook.com',
]);

/** Script types a browser runs (no type, or a JavaScript one); JSON-LD and other data blocks are not. */
const RUNNABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** The argument of `prefix(...)` parses as JSON: the script only hands data over. @param {string} text @param {string} prefix */
function pushesJsonOnly(text, prefix) {
  const end = text.endsWith(');') ? 2 : text.endsWith(')') ? 1 : 0;
  if (!text.startsWith(prefix) || end === 0) return false;
  try {
    const value = JSON.parse(text.slice(prefix.length, -end));
    return value !== null && typeof value === 'object';
  } catch {
    return false;
  }
}

/**
 * The inline script is one the policy allows: ours by its exact text, or Next's data scripts.
 * @param {string} text the script element's text, as in the HTML
 */
export function isKnownInlineScript(text) {
  if (APP_SCRIPTS.has(text) || text === FLIGHT_BOOTSTRAP) return true;
  return pushesJsonOnly(text, FLIGHT_PUSH) || pushesJsonOnly(text, TURBOPACK_PUSH);
}

/** The CSP source of a script text: 'sha256-<base64 of its UTF-8 bytes>'. @param {string} text */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/**
 * The hashes of the page's allowed inline scripts (each once, in page order), and the start of
 * each inline script that is not allowed.
 * @param {string} html
 * @returns {{ hashes: string[], refused: string[] }}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  /** @type {string[]} */
  const refused = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    if (!RUNNABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    if (text === '') continue;
    if (isKnownInlineScript(text)) hashes.add(scriptHash(text));
    else refused.push(text.slice(0, 80));
  }
  return { hashes: [...hashes], refused };
}

/**
 * The policy of an HTML page whose inline scripts have these hashes.
 * @param {{ scriptHashes?: readonly string[], siteUrl?: string }} [options]
 */
export function pageContentSecurityPolicy({ scriptHashes = [], siteUrl = '' } = {}) {
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    // React writes style attributes (style={{...}}); a style cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Editors may name https images and players (promotion pages); data: for inline SVG icons.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    `form-action ${FORM_ACTION_SOURCES.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  if (siteUrl.startsWith('https://')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The policy of every other response (JSON, files, images): nothing may load or run in it if a
 * browser ever shows it as a document (an SVG opened on its own), and nothing may frame it.
 */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** @param {Buffer} body @param {unknown} encoding */
function decoded(body, encoding) {
  const name = String(encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return body;
  if (name === 'gzip' || name === 'x-gzip') return gunzipSync(body);
  if (name === 'deflate') return inflateSync(body);
  if (name === 'br') return brotliDecompressSync(body);
  throw new Error(`unknown content-encoding ${name}`);
}

/** A header's value among writeHead's arguments (an object, or Node's flat array). @param {unknown[]} args @param {string} name */
function headerIn(args, name) {
  const headers = args.find((arg) => arg !== null && typeof arg === 'object');
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/** What Next sends with its own not-found answers: no cache outside the server keeps an error. */
export const ERROR_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * An error answer (4xx, 5xx) that would let a shared cache keep it (a 404 of a cached page carries
 * its page's `s-maxage=…, stale-while-revalidate=…`) gets ERROR_CACHE_CONTROL instead: a path
 * that is missing now may exist after the next catalog change. The front cache keeps its own
 * copy of a 404 for at most a minute, whatever the header says.
 * @param {import('node:http').ServerResponse} res @param {number} status @param {unknown[]} headArgs
 */
function keepErrorsOutOfSharedCaches(res, status, headArgs) {
  if (status < 400) return;
  const inArgs = headerIn(headArgs, 'cache-control');
  const value = String(inArgs ?? res.getHeader('cache-control') ?? '');
  if (!/(?:^|[\s,])(?:public|s-maxage|max-age=[1-9]|stale-while-revalidate)/i.test(value)) return;
  res.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
  const headers = headArgs.find((arg) => arg !== null && typeof arg === 'object');
  if (inArgs === undefined || !headers) return;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === 'cache-control') headers[i + 1] = ERROR_CACHE_CONTROL;
  } else {
    for (const key of Object.keys(headers)) if (key.toLowerCase() === 'cache-control') /** @type {Record<string, unknown>} */ (headers)[key] = ERROR_CACHE_CONTROL;
  }
}

const loggedRefusals = new Set();

/**
 * Gives an HTML response the page policy with the hashes of its inline scripts: holds the HTML
 * back until it is complete (the header must precede the body), hashes the scripts it allows and
 * sends header and body. Any other response passes through as it is written. Error answers of
 * either kind lose a Cache-Control that lets shared caches keep them. Install it on a response
 * before Next writes to it (scripts/server.mjs does, under the front cache's recorder, which so
 * stores the headers with the page).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ siteUrl?: string, warn?: (message: string) => void }} [options]
 */
export function applyResponsePolicy(req, res, { siteUrl = process.env.SITE_URL ?? '', warn = (message) => console.warn(message) } = {}) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** @type {'undecided' | 'pass' | 'hold'} */
  let mode = 'undecided';
  /** @type {unknown[]} */
  let headArgs = [];
  /** @type {Buffer[]} */
  const chunks = [];

  const decide = (/** @type {unknown[]} */ args) => {
    const type = headerIn(args, 'content-type') ?? res.getHeader('content-type');
    mode = /^\s*text\/html\b/i.test(String(type ?? '')) ? 'hold' : 'pass';
  };
  const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'))
        : Buffer.from(/** @type {Uint8Array} */ (chunk)),
    );
  };

  res.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (mode === 'undecided') decide(rest);
      if (mode === 'pass') {
        keepErrorsOutOfSharedCaches(res, status, rest);
        return /** @type {any} */ (original.writeHead).call(this, status, ...rest);
      }
      res.statusCode = status;
      headArgs = rest;
      return this;
    }
  );
  res.flushHeaders = function () {
    if (mode === 'undecided') decide([]);
    if (mode === 'pass') original.flushHeaders.call(this);
  };
  res.write = /** @type {any} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      if (mode === 'undecided') decide([]);
      if (mode === 'pass') return /** @type {any} */ (original.write).call(this, chunk, ...rest);
      keep(chunk, rest[0]);
      const callback = rest.find((arg) => typeof arg === 'function');
      if (callback) process.nextTick(/** @type {() => void} */ (callback));
      return true;
    }
  );
  res.end = /** @type {any} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      if (mode === 'undecided') decide([]);
      if (mode === 'pass') return /** @type {any} */ (original.end).call(this, chunk, ...rest);
      keep(chunk, rest[0]);
      const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
      const body = Buffer.concat(chunks);
      /** @type {string[]} */
      let hashes = [];
      try {
        const html = decoded(body, headerIn(headArgs, 'content-encoding') ?? res.getHeader('content-encoding')).toString('utf8');
        const found = inlineScriptHashes(html);
        hashes = found.hashes;
        for (const start of found.refused) {
          if (loggedRefusals.size >= 100 || loggedRefusals.has(start)) continue;
          loggedRefusals.add(start);
          warn(`[csp] an inline script that is not ours or Next's is left out of script-src (${req.url ?? ''}): ${JSON.stringify(start)}`);
        }
      } catch (error) {
        // Without hashes the page's inline scripts do not run: broken, never open.
        warn(`[csp] could not read the page to hash its scripts (${req.url ?? ''}): ${error instanceof Error ? error.message : String(error)}`);
      }
      res.setHeader('Content-Security-Policy', pageContentSecurityPolicy({ scriptHashes: hashes, siteUrl }));
      if (headerIn(headArgs, 'content-length') === undefined && !res.hasHeader('content-length') && headerIn(headArgs, 'transfer-encoding') === undefined) {
        res.setHeader('Content-Length', String(body.length));
      }
      keepErrorsOutOfSharedCaches(res, res.statusCode, headArgs);
      /** @type {any} */ (original.writeHead).call(this, res.statusCode, ...headArgs);
      return /** @type {any} */ (original.end).call(this, body, ...(callback ? [callback] : []));
    }
  );
}
