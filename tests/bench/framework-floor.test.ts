import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGETS, budgetFailuresOf, firstLoadJsLimit, pageBudgets } from './budgets.mjs';
import { frameworkFloor, frameworkFloorChunks } from './framework-floor.mjs';

// A small build output as `next build` writes it: build-manifest.json naming the app router's
// root chunks and a nomodule polyfill, and the chunk files under static/chunks.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fixtureBuild(manifest: object, files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floor-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return dir;
}

const react = 'function r(){return "react-dom"}'.repeat(300);
const router = 'var router={push(){},replace(){}};'.repeat(200);
const runtime = 'self.TURBOPACK=[];';
const polyfill = 'Array.prototype.at=function(){};'.repeat(100);
const manifest = {
  pages: { '/_app': [] },
  polyfillFiles: ['static/chunks/polyfill.js'],
  lowPriorityFiles: ['static/build/_buildManifest.js'],
  rootMainFiles: ['static/chunks/react.js', 'static/chunks/router.js', 'static/chunks/turbopack-runtime.js', 'static/chunks/react.js', 'static/chunks/polyfill.js', 'static/chunks/app.css'],
};

describe('frameworkFloorChunks', () => {
  it('lists rootMainFiles as the HTML names them, once each, without polyfills or non-JS files', () => {
    expect(frameworkFloorChunks(manifest)).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/router.js', '/_next/static/chunks/turbopack-runtime.js']);
  });

  it('refuses a manifest without rootMainFiles (a pages-router or broken build)', () => {
    expect(() => frameworkFloorChunks({ pages: {}, polyfillFiles: [] })).toThrow(/rootMainFiles/);
    expect(() => frameworkFloorChunks({ rootMainFiles: [] })).toThrow(/rootMainFiles/);
  });
});

describe('frameworkFloor', () => {
  it('sums each root chunk gzipped on its own at level 9, polyfills left out', () => {
    const dir = fixtureBuild(manifest, {
      'static/chunks/react.js': react,
      'static/chunks/router.js': router,
      'static/chunks/turbopack-runtime.js': runtime,
      'static/chunks/polyfill.js': polyfill,
    });
    const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;
    const floor = frameworkFloor(dir);
    expect(floor.chunks.map((c) => c.src)).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/router.js', '/_next/static/chunks/turbopack-runtime.js']);
    expect(floor.rawBytes).toBe(react.length + router.length + runtime.length);
    expect(floor.gzipBytes).toBe(gz(react) + gz(router) + gz(runtime));
    // Each file on its own: less compression than the three gzipped together would give.
    expect(floor.gzipBytes).toBeGreaterThan(gz(react + router + runtime));
    expect(floor.notCountedPolyfills).toEqual(['/_next/static/chunks/polyfill.js']);
  });

  it('fails when a root chunk is missing from the build output', () => {
    const dir = fixtureBuild(manifest, { 'static/chunks/react.js': react, 'static/chunks/router.js': router });
    expect(() => frameworkFloor(dir)).toThrow(/turbopack-runtime\.js is not in/);
  });

  it('fails without a build manifest', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'floor-'));
    dirs.push(dir);
    expect(() => frameworkFloor(dir)).toThrow(/no build-manifest\.json/);
  });

  it('refuses a manifest entry that leaves the static folder', () => {
    const dir = fixtureBuild({ rootMainFiles: ['static/../server/secret.js'] }, {});
    expect(() => frameworkFloor(dir)).toThrow(/outside/);
  });
});

describe('page budgets', () => {
  const figures = {
    ratioToOwnCopy: 0.6,
    ratioToSmallStatic: 0.12,
    p99Ms: 80,
    jsGzipBytes: 170_000,
    floorGzipBytes: 131_000,
    lcpMs: 700,
    cls: 0.01,
    lighthouse: { score: 97, tbtMs: 20, lcpMs: 600 },
  };

  it('gives the seat page 80 kB over the floor and every other kind 40 kB', () => {
    expect(firstLoadJsLimit('seat-page', 131_000)).toBe(211_000);
    expect(firstLoadJsLimit('home', 131_000)).toBe(171_000);
    expect(pageBudgets({ id: 'home', cached: true }, { ...figures, jsGzipBytes: 171_001 }).firstLoadJs).toBe('FAIL');
    expect(pageBudgets({ id: 'seat-page', cached: true }, { ...figures, jsGzipBytes: 211_000 }).firstLoadJs).toBe('pass');
  });

  it('holds per-request kinds to 0.1 of the small static file and p99 under 100 ms, cached kinds to their own copy', () => {
    const perRequest = pageBudgets({ id: 'billing', cached: false }, figures);
    expect(perRequest).toMatchObject({ ratioToOwnCopy: null, perRequestRatioToSmallStatic: 'pass', perRequestP99: 'pass' });
    expect(pageBudgets({ id: 'cart', cached: false }, { ...figures, ratioToSmallStatic: 0.099 }).perRequestRatioToSmallStatic).toBe('FAIL');
    expect(pageBudgets({ id: 'cart', cached: false }, { ...figures, p99Ms: BUDGETS.perRequestMaxP99Ms }).perRequestP99).toBe('FAIL');
    const cached = pageBudgets({ id: 'home', cached: true }, { ...figures, ratioToOwnCopy: 0.4 });
    expect(cached).toMatchObject({ ratioToOwnCopy: 'FAIL', perRequestRatioToSmallStatic: null, perRequestP99: null });
  });

  it('judges Lighthouse score, TBT and LCP, none when it did not run, FAIL when it gave no figure', () => {
    expect(pageBudgets({ id: 'home', cached: true }, figures)).toMatchObject({ lighthouseScore: 'pass', lighthouseTbt: 'pass', lighthouseLcp: 'pass' });
    const slow = pageBudgets({ id: 'home', cached: true }, { ...figures, lighthouse: { score: 94, tbtMs: 100, lcpMs: 800 } });
    expect(slow).toMatchObject({ lighthouseScore: 'FAIL', lighthouseTbt: 'FAIL', lighthouseLcp: 'FAIL' });
    expect(pageBudgets({ id: 'home', cached: true }, { ...figures, lighthouse: null })).toMatchObject({ lighthouseScore: null, lighthouseTbt: null, lighthouseLcp: null });
    expect(pageBudgets({ id: 'home', cached: true }, { ...figures, lighthouse: { score: null, tbtMs: null, lcpMs: null } }).lighthouseScore).toBe('FAIL');
    expect(budgetFailuresOf([{ label: 'home page', budgets: slow }])).toEqual(['home page: lighthouseScore', 'home page: lighthouseTbt', 'home page: lighthouseLcp']);
  });
});
