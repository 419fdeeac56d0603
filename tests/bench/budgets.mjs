// The budgets of `npm run bench` (issue 27 and before), in one place: run.mjs prints each verdict
// beside its figure and writes them to bench/results.json. A verdict is 'pass', 'FAIL' or null (no
// budget for that figure, or the figure was not measured, e.g. --no-lighthouse). A new budget is
// one entry in BUDGETS and one verdict in pageBudgets (or its own function beside it).

export const BUDGETS = {
  // Throughput of a cached page kind: at least this share of its own HTML served as a static file.
  cachedMinRatioToOwnCopy: 0.5,
  // Per-request page kinds (cart, billing, site search, air+hotel results), at --connections:
  // at least this share of the small static file's req/s, and p99 strictly under this.
  perRequestMinRatioToSmallStatic: 0.1,
  perRequestMaxP99Ms: 100,
  // First-load JS (gzip, 1 kB = 1000 B): at most the framework floor of the same build
  // (framework-floor.mjs) plus 40 kB, the seat page (its map and ticket panel) plus 80 kB.
  firstLoadJsOverFloorMaxBytes: 40_000,
  seatPageFirstLoadJsOverFloorMaxBytes: 80_000,
  // Web vitals in Chromium (Playwright + web-vitals), strictly under.
  lcpMaxMs: 1500,
  clsMax: 0.05,
  // Lighthouse desktop preset, performance category: score at least, TBT and LCP strictly under.
  lighthouseMinScore: 95,
  lighthouseMaxTbtMs: 100,
  lighthouseMaxLcpMs: 800,
};

/** The page kind whose first-load JS gets the larger allowance over the floor. */
export const SEAT_PAGE_KIND = 'seat-page';

export const verdict = (ok) => (ok == null ? null : ok ? 'pass' : 'FAIL');

/** The most first-load JS (gzip bytes) a page kind may load over a framework floor of `floorGzipBytes`. */
export function firstLoadJsLimit(kindId, floorGzipBytes) {
  return floorGzipBytes + (kindId === SEAT_PAGE_KIND ? BUDGETS.seatPageFirstLoadJsOverFloorMaxBytes : BUDGETS.firstLoadJsOverFloorMaxBytes);
}

const finite = (x) => typeof x === 'number' && Number.isFinite(x);

/**
 * Every budget verdict of one page kind. `lighthouse` is null when Lighthouse did not run
 * (--no-lighthouse): its three verdicts are then null; a run that gave no figure fails.
 * @param {{ id: string, cached: boolean }} kind
 * @param {{ ratioToOwnCopy: number, ratioToSmallStatic: number, p99Ms: number, jsGzipBytes: number, floorGzipBytes: number,
 *   lcpMs: number | null, cls: number | null, lighthouse: { score: number | null, tbtMs: number | null, lcpMs: number | null } | null }} figures
 */
export function pageBudgets(kind, figures) {
  const { ratioToOwnCopy, ratioToSmallStatic, p99Ms, jsGzipBytes, floorGzipBytes, lcpMs, cls, lighthouse } = figures;
  const lh = (value, ok) => (lighthouse == null ? null : verdict(finite(value) && ok(value)));
  return {
    ratioToOwnCopy: kind.cached ? verdict(ratioToOwnCopy >= BUDGETS.cachedMinRatioToOwnCopy) : null,
    perRequestRatioToSmallStatic: kind.cached ? null : verdict(finite(ratioToSmallStatic) && ratioToSmallStatic >= BUDGETS.perRequestMinRatioToSmallStatic),
    perRequestP99: kind.cached ? null : verdict(finite(p99Ms) && p99Ms < BUDGETS.perRequestMaxP99Ms),
    firstLoadJs: verdict(jsGzipBytes <= firstLoadJsLimit(kind.id, floorGzipBytes)),
    lcp: verdict(finite(lcpMs) && lcpMs < BUDGETS.lcpMaxMs),
    cls: verdict(finite(cls) && cls < BUDGETS.clsMax),
    lighthouseScore: lh(lighthouse?.score, (s) => s >= BUDGETS.lighthouseMinScore),
    lighthouseTbt: lh(lighthouse?.tbtMs, (t) => t < BUDGETS.lighthouseMaxTbtMs),
    lighthouseLcp: lh(lighthouse?.lcpMs, (t) => t < BUDGETS.lighthouseMaxLcpMs),
  };
}

/** 'label: budget' for every FAIL verdict of the results (each with a `budgets` map). */
export function budgetFailuresOf(results) {
  return results.flatMap((r) =>
    Object.entries(r.budgets)
      .filter(([, v]) => v === 'FAIL')
      .map(([name]) => `${r.label}: ${name}`),
  );
}
