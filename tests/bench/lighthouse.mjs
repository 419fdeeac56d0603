// Lighthouse (the lighthouse package, Node API) on each page kind, on loopback: desktop preset
// (lighthouse/core/config/desktop-config.js: desktop screen, desktop user agent, simulated throttling
// of a dense 4G desktop link with no CPU slowdown), performance category only, Debian's Chromium
// launched the project's one way (tests/chromium.mjs) through Playwright with a DevTools port that
// Lighthouse connects to. Each run is a fresh tab; Lighthouse clears the origin's cache, cookies and
// storage before loading (and after). A per-visitor kind (cart, billing) sends its visitor's cookie on every request.
// The figure reported per kind is the median of the runs: score, total blocking time, LCP (each
// its own median; the runs are in results.json).
import { createRequire } from 'node:module';
import net from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { median } from './web-vitals.mjs';

const require = createRequire(import.meta.url);
export const LIGHTHOUSE_VERSION = require('lighthouse/package.json').version;
export const LIGHTHOUSE_PRESET = 'desktop (lighthouse/core/config/desktop-config.js), performance category only';
const MAX_WAIT_FOR_LOAD_MS = 45_000; // Lighthouse's default; a busy two-core machine needs it

/** A free loopback port for Chromium's DevTools endpoint. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The figures of one Lighthouse result (lhr): score 0-100, metrics in ms, the document's status. */
export function lighthouseFigures(lhr) {
  const metric = (id) => {
    const value = lhr.audits?.[id]?.numericValue;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  const score = lhr.categories?.performance?.score;
  // network-requests lists the main document first (the navigation's own request).
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  const documentRequest = requests.find((r) => r.resourceType === 'Document') ?? null;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    tbtMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    speedIndexMs: metric('speed-index'),
    cls: metric('cumulative-layout-shift'),
    status: documentRequest?.statusCode ?? null,
    finalUrl: lhr.finalDisplayedUrl ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: (lhr.runWarnings ?? []).map((w) => String(w).slice(0, 200)),
  };
}

/**
 * Lighthouse on each kind (`{ id, path, status, cookie? }`), `runs` times; returns
 * `{ version, browserVersion, results: { [id]: { score, tbtMs, lcpMs, fcpMs, cls, url, runs } } }`.
 */
export async function measureLighthouse({ base, kinds, runs, log = () => {} }) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1'],
    headless: true,
  });
  try {
    const results = {};
    for (const kind of kinds) {
      const url = `${base}${kind.path}`;
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        let sample;
        try {
          const flags = {
            port,
            hostname: '127.0.0.1',
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
            disableFullPageScreenshot: true,
            // Each run a first visit: Lighthouse's default clears caches and service workers only,
            // not cookies or storage, and its runs share one browser profile; a cookie one page set
            // (the cart count, a campaign's promo) would reach the next kind's visitor.
            clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies', 'local_storage', 'indexeddb', 'websql'],
            // Lighthouse refuses a document that answers an error status (ERRORED_DOCUMENT_REQUEST)
            // unless told to score it anyway: the not-found kind is meant to answer 404.
            ...(kind.status >= 400 ? { ignoreStatusCode: true } : {}),
            ...(kind.cookie ? { extraHeaders: { Cookie: kind.cookie } } : {}),
          };
          const result = await lighthouse(url, flags, desktopConfig);
          sample = result ? lighthouseFigures(result.lhr) : { runtimeError: 'lighthouse returned no result' };
        } catch (error) {
          sample = { runtimeError: String(error?.message ?? error).slice(0, 300) };
        }
        log(
          `  ${kind.id} Lighthouse run ${i + 1}/${runs}: ${sample.runtimeError ? `error ${sample.runtimeError}` : `score ${sample.score}, TBT ${fmt(sample.tbtMs)} ms, LCP ${fmt(sample.lcpMs)} ms, status ${sample.status}`}`,
        );
        samples.push(sample);
      }
      const ok = samples.filter((s) => !s.runtimeError);
      results[kind.id] = {
        url,
        score: median(ok.map((s) => s.score)),
        tbtMs: median(ok.map((s) => s.tbtMs)),
        lcpMs: median(ok.map((s) => s.lcpMs)),
        fcpMs: median(ok.map((s) => s.fcpMs)),
        cls: median(ok.map((s) => s.cls)),
        runs: samples,
      };
    }
    return { version: LIGHTHOUSE_VERSION, browserVersion: browser.version(), results };
  } finally {
    await browser.close();
  }
}

const fmt = (x) => (typeof x === 'number' ? x.toFixed(0) : '-');
