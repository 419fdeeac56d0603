// First-load JavaScript of a page: the JavaScript chunks its HTML makes a first visit download
// before the page is rendered and interactive, read from the build output on disk and gzipped at
// level 9, each file on its own (as each is its own response). Two sources, in document order:
//   - <script src="/_next/static/..."> tags;
//   - chunks named in the inline React Server Components payload (self.__next_f.push(...)): the
//     client components of the page, which the browser loads before it can hydrate (or, for a page
//     whose HTML carries no markup, render) them. They often repeat script tags; some do not.
// Scripts marked nomodule (legacy polyfills) are listed but not counted: browsers that run modules
// never download them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const GZIP_LEVEL = 9;
const STATIC_PREFIX = '/_next/static/';

const decodeAttr = (value) =>
  value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The /_next/static/ JavaScript chunks of a page's HTML, in document order, without duplicates. */
export function scriptChunks(html) {
  const seen = new Set();
  const chunks = [];
  const add = (url, from, nomodule = false) => {
    const pathname = url.startsWith('http') ? new URL(url).pathname : url.split(/[?#]/)[0];
    if (!pathname.startsWith(STATIC_PREFIX) || seen.has(pathname)) return;
    seen.add(pathname);
    chunks.push({ src: pathname, from, nomodule });
  };
  for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script\s*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    if (src) {
      add(decodeAttr(src[1] ?? src[2]), 'script tag', /\snomodule\b/i.test(tag));
    } else if (body.includes('__next_f')) {
      for (const [url] of body.matchAll(/\/_next\/static\/[\w./~-]+?\.js(?![\w.])/g)) add(url, 'RSC payload');
    }
  }
  return chunks;
}

/** Sums raw and gzip bytes of the page's first-load chunks, read from `${distDir}/static`. */
export function firstLoadJs(html, distDir = '.next') {
  const staticDir = path.resolve(distDir, 'static');
  const scripts = [];
  const skippedNoModule = [];
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const chunk of scriptChunks(html)) {
    const file = path.resolve(staticDir, decodeURIComponent(chunk.src.slice(STATIC_PREFIX.length)));
    if (!file.startsWith(staticDir + path.sep)) throw new Error(`script outside .next/static: ${chunk.src}`);
    if (!existsSync(file)) throw new Error(`${chunk.src} is not in ${distDir}/static: is the server running another build?`);
    const body = readFileSync(file);
    const entry = { src: chunk.src, from: chunk.from, rawBytes: body.length, gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length };
    if (chunk.nomodule) {
      skippedNoModule.push(entry);
      continue;
    }
    scripts.push(entry);
    rawBytes += entry.rawBytes;
    gzipBytes += entry.gzipBytes;
  }
  return { scripts, skippedNoModule, rawBytes, gzipBytes };
}
