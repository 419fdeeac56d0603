// LCP, CLS and total blocking time of each page kind in Chromium (Playwright), on loopback.
//
// - LCP, CLS (and FCP) come from the web-vitals library (attribution IIFE build, injected before
//   any page script) with reportAllChanges, so the last value reported is the current one.
// - TBT is ours, Lighthouse-style: long tasks (PerformanceObserver 'longtask', buffered) from
//   navigation until the page is quiet (network idle, then no long task for QUIET_MS); each task
//   is clipped to start no earlier than FCP and counts (clipped duration - 50 ms) when positive.
// - Each run is a fresh browser context (empty cache, 1280x900, no CPU or network throttling);
//   the figure reported is the median of the runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const VIEWPORT = { width: 1280, height: 900 };
export const QUIET_MS = 5_000; // Lighthouse's TTI quiet window
const BLOCKING_THRESHOLD_MS = 50;
const MAX_OBSERVE_MS = 20_000; // a page that never goes quiet is measured up to here

const require = createRequire(import.meta.url);
const webVitalsDist = path.dirname(require.resolve('web-vitals/attribution')); // .../dist/*.umd.cjs
export const WEB_VITALS_IIFE = path.join(webVitalsDist, 'web-vitals.attribution.iife.js');
export const WEB_VITALS_VERSION = require(path.join(webVitalsDist, '..', 'package.json')).version;

// Runs in the page before its own scripts, right after the web-vitals IIFE (one init script: each
// init script has its own scope, so the IIFE's `var webVitals` is passed on explicitly).
function collector(webVitals) {
  const v = { lcp: null, lcpTarget: null, cls: null, clsTarget: null, fcp: null, longTasks: [] };
  Object.defineProperty(window, '__bench', { value: v });
  const { onLCP, onCLS, onFCP } = webVitals;
  onLCP((m) => {
    v.lcp = m.value;
    v.lcpTarget = m.attribution?.target ?? null;
  }, { reportAllChanges: true });
  onCLS((m) => {
    v.cls = m.value;
    v.clsTarget = m.attribution?.largestShiftTarget ?? null;
  }, { reportAllChanges: true });
  onFCP((m) => {
    v.fcp = m.value;
  }, { reportAllChanges: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) v.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    v.longTasks = null; // no Long Tasks API
  }
}

const initScript = `${readFileSync(WEB_VITALS_IIFE, 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, '')}
;(${collector.toString()})(webVitals);`;

/** Lighthouse-style TBT over the long tasks observed, clipped at FCP. */
export function totalBlockingTime(longTasks, fcp) {
  let tbt = 0;
  for (const t of longTasks) {
    const end = t.start + t.duration;
    if (end <= fcp) continue;
    const clipped = end - Math.max(t.start, fcp);
    if (clipped > BLOCKING_THRESHOLD_MS) tbt += clipped - BLOCKING_THRESHOLD_MS;
  }
  return tbt;
}

/** The same sum over what TBT leaves out: long tasks (or their parts) before FCP. */
export function blockingBeforeFcp(longTasks, fcp) {
  let sum = 0;
  for (const t of longTasks) {
    const clipped = Math.min(t.start + t.duration, fcp) - t.start;
    if (clipped > BLOCKING_THRESHOLD_MS) sum += clipped - BLOCKING_THRESHOLD_MS;
  }
  return sum;
}

export function median(values) {
  const xs = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

async function measureOnce(browser, url, expectedStatus, cookie) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    // A per-visitor page kind (the cart) is measured as its visitor sees it.
    if (cookie) await context.setExtraHTTPHeaders({ cookie });
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(String(e.message ?? e).slice(0, 200)));
    await page.addInitScript(initScript);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    const status = response?.status() ?? null;
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    // Quiet: no long task for QUIET_MS (or MAX_OBSERVE_MS since navigation, whichever first).
    for (;;) {
      const { now, lastEnd } = await page.evaluate(() => ({
        now: performance.now(),
        lastEnd: Math.max(0, ...(window.__bench.longTasks ?? []).map((t) => t.start + t.duration)),
      }));
      if (now - lastEnd >= QUIET_MS || now >= MAX_OBSERVE_MS) break;
      await page.waitForTimeout(Math.min(500, QUIET_MS - (now - lastEnd)));
    }
    const v = await page.evaluate(() => window.__bench);
    // What the browser really fetched, to check the first-load JS read from the HTML.
    const jsChunks = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/_next/static/') && p.endsWith('.js')),
    );
    const fcp = v.fcp;
    return {
      status,
      statusOk: status === expectedStatus,
      lcp: v.lcp,
      lcpTarget: v.lcpTarget,
      cls: v.cls ?? (fcp != null ? 0 : null), // web-vitals reports CLS only after FCP
      clsTarget: v.clsTarget,
      fcp,
      tbt: v.longTasks && fcp != null ? totalBlockingTime(v.longTasks, fcp) : null,
      blockingBeforeFcp: v.longTasks && fcp != null ? blockingBeforeFcp(v.longTasks, fcp) : null,
      longTasks: v.longTasks?.length ?? null,
      jsChunks,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

/** Measures each kind `runs` times; returns { [kind.id]: { lcp, cls, tbt, fcp, runs: [...] } }. */
export async function measureVitals({ base, kinds, runs, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const out = {};
    for (const kind of kinds) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        const s = await measureOnce(browser, `${base}${kind.path}`, kind.status, kind.cookie);
        log(`  ${kind.id} run ${i + 1}/${runs}: status ${s.status}, LCP ${fmt(s.lcp)} ms, CLS ${s.cls?.toFixed(4) ?? '-'}, TBT ${fmt(s.tbt)} ms, ${s.longTasks ?? '?'} long tasks`);
        samples.push(s);
      }
      out[kind.id] = {
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbt: median(samples.map((s) => s.tbt)),
        blockingBeforeFcp: median(samples.map((s) => s.blockingBeforeFcp)),
        jsChunks: [...new Set(samples.flatMap((s) => s.jsChunks))],
        fcp: median(samples.map((s) => s.fcp)),
        lcpTarget: samples.at(-1)?.lcpTarget ?? null,
        runs: samples,
      };
    }
    return { browserVersion: browser.version(), results: out };
  } finally {
    await browser.close();
  }
}

const fmt = (x) => (typeof x === 'number' ? x.toFixed(0) : '-');
