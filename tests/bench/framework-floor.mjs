// The framework floor of first-load JavaScript: what every page of the app router loads before any
// of our code, read from the same build the bench measures. `next build` writes it to
// `.next/build-manifest.json` as `rootMainFiles`: the chunks of the app router's client entry
// (React, React DOM, Next's client router and the bundler's runtime), which the HTML of every app
// page names in its <script src> tags. `polyfillFiles` are the `nomodule` legacy polyfills, which
// browsers that run modules never fetch: not counted, as first-load-js.mjs does not count them.
// Each chunk is gzipped on its own at first-load-js.mjs's level, so floor and pages are comparable.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL } from './first-load-js.mjs';

export const BUILD_MANIFEST = 'build-manifest.json';

/**
 * The floor's chunks as the HTML names them (`/_next/static/...`), from a build manifest's
 * `rootMainFiles`, without polyfills, duplicates or non-JavaScript files.
 */
export function frameworkFloorChunks(manifest) {
  const roots = manifest?.rootMainFiles;
  if (!Array.isArray(roots) || roots.length === 0) throw new Error(`${BUILD_MANIFEST} names no rootMainFiles: is this an app router build?`);
  const polyfills = new Set(manifest.polyfillFiles ?? []);
  const chunks = [];
  for (const file of roots) {
    if (typeof file !== 'string' || !file.endsWith('.js') || polyfills.has(file)) continue;
    const src = `/_next/${file}`;
    if (!chunks.includes(src)) chunks.push(src);
  }
  return chunks;
}

/** Raw and gzip bytes of the framework floor of the build in `distDir`. */
export function frameworkFloor(distDir = '.next') {
  const root = path.resolve(distDir);
  const manifestFile = path.join(root, BUILD_MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`no ${BUILD_MANIFEST} in ${distDir}: build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const chunks = frameworkFloorChunks(manifest).map((src) => {
    const file = path.resolve(root, src.slice('/_next/'.length));
    if (!file.startsWith(path.join(root, 'static') + path.sep)) throw new Error(`floor chunk outside ${distDir}/static: ${src}`);
    if (!existsSync(file)) throw new Error(`floor chunk ${src} is not in ${distDir}`);
    const body = readFileSync(file);
    return { src, rawBytes: body.length, gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length };
  });
  return {
    chunks,
    rawBytes: chunks.reduce((sum, c) => sum + c.rawBytes, 0),
    gzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0),
    notCountedPolyfills: (manifest.polyfillFiles ?? []).map((file) => `/_next/${file}`),
  };
}
