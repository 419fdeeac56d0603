// The seat map at on-sale scale for `npm run bench` (issue 27 item 2): the budgets of its requests.
//
//   - the venue layout, asked for as the map asks (/api/venues/{id}/seats?v={layoutVersion}), at
//     least SEAT_MAP_BUDGETS.layoutMinRatioToOwnCopy of the rate of its own bytes served as a
//     static file (a copy under public/bench-copies, written before the measuring server starts);
//   - taken seats and ticket types of a performance, at least
//     SEAT_MAP_BUDGETS.liveMinRatioToSmallStatic of the small static file's rate;
//   - a seat taken by one buyer (POST /api/holds) visible to another visitor's poll within
//     SEAT_MAP_BUDGETS.visibleWithinMs (measured from the hold's answer, polling every 50 ms).

import { writeFileSync } from 'node:fs';

export const SEAT_MAP_BUDGETS = {
  layoutMinRatioToOwnCopy: 0.5,
  liveMinRatioToSmallStatic: 0.3,
  visibleWithinMs: 2000,
};

/** The ids of API_KINDS (run.mjs) held to the live budget. */
export const LIVE_REQUEST_IDS = ['seat-states', 'seat-tickets'];
export const LAYOUT_REQUEST_ID = 'venue-seats';
export const LAYOUT_COPY_NAME = 'venue-seats.json';

const TIMEOUT_MS = 30_000;
const POLL_MS = 50;

async function getJson(base, path, headers = {}) {
  const r = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
  return r.json();
}

/** The layout url the seat map asks for: its version comes with the ticket types. */
export async function versionedLayoutPath(base, performanceId) {
  const tickets = await getJson(base, `/api/performances/${performanceId}/tickets`);
  if (!tickets.venue?.layoutVersion) throw new Error(`the ticket types of performance ${performanceId} name no layout version`);
  return `/api/venues/${tickets.venue.id}/seats?v=${encodeURIComponent(tickets.venue.layoutVersion)}`;
}

/** Writes the layout's own bytes (as served without compression) as a static copy; returns its url. */
export async function writeLayoutCopy(base, layoutPath, copiesDir, copiesUrl) {
  const r = await fetch(`${base}${layoutPath}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (r.status !== 200) throw new Error(`${layoutPath} answered ${r.status}`);
  const body = Buffer.from(await r.arrayBuffer());
  writeFileSync(`${copiesDir}/${LAYOUT_COPY_NAME}`, body);
  return { path: `${copiesUrl}/${LAYOUT_COPY_NAME}`, bytes: body.length, body };
}

/**
 * One buyer holds a free seat (a new cart); another visitor polls the taken seats every 50 ms
 * until it is there. Milliseconds from the hold's answer to the first poll that shows it.
 */
export async function measureVisibleAfterHold(base, performanceId, layoutPath) {
  const layout = await getJson(base, layoutPath);
  const tickets = await getJson(base, `/api/performances/${performanceId}/tickets`);
  const states = await getJson(base, `/api/performances/${performanceId}/seats`);
  const unavailable = new Set([...states.taken, ...states.mine, ...(layout.wheelchair ?? []), ...(layout.companion ?? [])]);
  const sellsOne = (sku) => sku.supportsSeatSelection && (sku.purchaseQuantities.length === 0 ? sku.maxQuantity >= 1 : sku.purchaseQuantities.includes(1));
  const skuOfTier = new Map();
  for (const sku of tickets.skus) if (sellsOne(sku) && !skuOfTier.has(sku.priceTier)) skuOfTier.set(sku.priceTier, sku.id);
  const index = layout.ids.findIndex((id, i) => !unavailable.has(id) && skuOfTier.has(layout.tier[i]));
  if (index < 0) throw new Error('no free seat to hold for the visibility check');
  const seatId = layout.ids[index];
  // The watcher has polled (and so has a snapshot) before the hold: the hold must show through it.
  let etag = (await fetch(`${base}/api/performances/${performanceId}/seats`, { signal: AbortSignal.timeout(TIMEOUT_MS) })).headers.get('etag');
  const held = await fetch(`${base}/api/holds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.255.254' },
    body: JSON.stringify({ kind: 'seats', performanceId, skuId: skuOfTier.get(layout.tier[index]), seatIds: [seatId] }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (held.status !== 200) throw new Error(`the hold answered ${held.status}: ${(await held.text()).slice(0, 120)}`);
  const heldAt = performance.now();
  for (;;) {
    const r = await fetch(`${base}/api/performances/${performanceId}/seats`, { headers: etag ? { 'if-none-match': etag } : {}, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (r.status === 200) {
      etag = r.headers.get('etag');
      if ((await r.json()).taken.includes(seatId)) return Math.round(performance.now() - heldAt);
    } else await r.arrayBuffer();
    if (performance.now() - heldAt > 10 * SEAT_MAP_BUDGETS.visibleWithinMs) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The seat map's figures and verdicts from what run.mjs measured. */
export function seatMapResults({ apis, smallStatic, layoutCopy, layoutCopyRun, visibleAfterMs }) {
  const verdict = (ok) => (ok ? 'pass' : 'FAIL');
  const live = LIVE_REQUEST_IDS.map((id) => apis.find((a) => a.api.id === id)).filter(Boolean);
  const layout = apis.find((a) => a.api.id === LAYOUT_REQUEST_ID);
  const rows = [
    ...live.map(({ api, live: run }) => {
      const ratio = run.rps / smallStatic.rps;
      return { id: api.id, label: api.label, path: api.path, rps: run.rps, p99Ms: run.p99, against: 'small static file', ratio, budget: SEAT_MAP_BUDGETS.liveMinRatioToSmallStatic, verdict: verdict(ratio >= SEAT_MAP_BUDGETS.liveMinRatioToSmallStatic) };
    }),
    ...(layout
      ? [
          {
            id: layout.api.id,
            label: layout.api.label,
            path: layout.api.path,
            rps: layout.live.rps,
            p99Ms: layout.live.p99,
            against: `own copy ${layoutCopy.path} (${layoutCopy.bytes} B, ${Math.round(layoutCopyRun.rps)} req/s)`,
            ratio: layout.live.rps / layoutCopyRun.rps,
            budget: SEAT_MAP_BUDGETS.layoutMinRatioToOwnCopy,
            verdict: verdict(layout.live.rps / layoutCopyRun.rps >= SEAT_MAP_BUDGETS.layoutMinRatioToOwnCopy),
          },
        ]
      : []),
  ];
  const visible = {
    ms: visibleAfterMs,
    budget: SEAT_MAP_BUDGETS.visibleWithinMs,
    verdict: verdict(visibleAfterMs !== null && visibleAfterMs <= SEAT_MAP_BUDGETS.visibleWithinMs),
  };
  const failures = [...rows.filter((r) => r.verdict === 'FAIL').map((r) => `seat map: ${r.label} ratio ${r.ratio.toFixed(3)} < ${r.budget}`)];
  if (visible.verdict === 'FAIL') failures.push(`seat map: a held seat visible after ${visibleAfterMs ?? 'never'} ms > ${visible.budget} ms`);
  return { rows, visible, failures };
}
