#!/usr/bin/env node
// The production server: Next's request handler behind the front cache (lib/cache/front-cache.mjs),
// in place of `next start`. `npm start`, the end-to-end servers and the bench all run this file,
// so what is measured and tested is what visitors get.
//
//   node scripts/server.mjs [-p PORT] [-H HOSTNAME]     (defaults: $PORT or 3000, every interface)
//   FRONT_CACHE=0 node scripts/server.mjs ...           (Next alone, for comparisons)
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

// APP_MODE=production refuses to start, with one message naming every missing or unsafe setting,
// before Next is loaded (no build needed to learn what is wrong) and before anything listens.
const { productionStartError } = await import('../lib/config/production-check.mjs');
const refusal = productionStartError(process.env);
if (refusal) {
  console.error(refusal);
  process.exit(78); // EX_CONFIG
}
// Set before Next loads, as `next start` does.
process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  strict: true,
});
const portText = values.port ?? process.env.PORT ?? '3000';
if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) {
  console.error(`not a port: ${portText}`);
  process.exit(2);
}
const port = Number(portText);
const hostname = values.hostname;

const { default: nextModule } = await import('next');
const createNext = /** @type {any} */ (nextModule).default ?? nextModule;
const { createFrontCache } = await import('../lib/cache/front-cache.mjs');
const { securityHeaders } = await import('../lib/security/response-headers.mjs');
const { applyResponsePolicy } = await import('../lib/security/script-policy.mjs');
const { notFoundTargetForMalformed } = await import('../lib/http/malformed-url.mjs');
const { limitRequestBody } = await import('../lib/http/body-limit.mjs');
const { SHARED_QUERY_HEADER, namesSharedResults, sharedQueryOf } = await import('../lib/cache/shared-queries.mjs');
const SECURITY_HEADERS = securityHeaders();

const app = createNext({ dev: false, dir: root, hostname: hostname ?? 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const front = process.env.FRONT_CACHE === '0' ? null : createFrontCache();
// Installed by instrumentation.ts once Next has loaded (features/content/known-paths.ts).
const CONTENT_PATH_GATE = Symbol.for('vegas.content-path-gate');
/** @param {string | undefined} url @returns {string | null | Promise<string | null>} */
function contentPathGate(url) {
  const gate = /** @type {Record<symbol, unknown>} */ (globalThis)[CONTENT_PATH_GATE];
  return typeof gate === 'function' && url !== undefined ? gate(url) : null;
}

const server = http.createServer((req, res) => {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  // Bodies over 64 kB: 413 at once when declared, cut as they stream when chunked.
  if (!limitRequestBody(req, res)) return;
  // A path with broken percent-encoding is not found (Next would answer some with a bare 500).
  req.url = notFoundTargetForMalformed(req.url) ?? req.url;
  // A content-route path nothing is at (/hotels/no-such-name) is the not-found page, decided
  // before the front cache and Next key anything on it (features/content/known-paths.ts).
  const gated = contentPathGate(req.url);
  if (gated instanceof Promise) {
    gated.then(
      (target) => serve(req, res, target),
      () => serve(req, res, null),
    );
  } else serve(req, res, gated);
});

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | null} target
 */
function serve(req, res, target) {
  if (target !== null) req.url = target;
  // A question asked the same way by everyone (site search, air+hotel results) goes, by its
  // normalised key, to the cached twin of its page (lib/cache/shared-queries.mjs). The key comes
  // from here only: a client's own header is dropped, and the twins are not found by name.
  delete req.headers[SHARED_QUERY_HEADER];
  if (namesSharedResults(req.url)) req.url = '/_not-found';
  const shared = sharedQueryOf(req);
  if (shared !== null) req.headers[SHARED_QUERY_HEADER] = shared.key;
  const answer = () => {
    // Pages get their Content-Security-Policy with the hashes of their inline scripts. Installed
    // here, under the front cache's recorder, so a cached page keeps the header it was sent with.
    applyResponsePolicy(req, res);
    return Promise.resolve(handle(req, res)).catch((/** @type {unknown} */ error) => {
      console.error('[server] request failed:', error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
      }
      res.end('Internal Server Error');
    });
  };
  if (front) front.serve(req, res, answer);
  else answer();
}
(await import('../lib/http/forwarded-ip.mjs')).stampClientAddress(server); // x-vegas-client-ip: the socket's peer, past AUTH_TRUSTED_PROXIES only

server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port} (front cache ${front ? 'on' : 'off'})`);
});
server.on('error', (error) => {
  console.error(`[server] ${error.message}`);
  process.exit(1);
});

let closing = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Stop accepting, let requests in flight finish (at most 5 s), then leave.
    setTimeout(() => process.exit(0), 5_000).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
