// The one way this project launches Chromium: Debian's package (Playwright cannot download its
// own here), with the flags a headless run on a shared two-core machine needs. Used by
// playwright.config.ts and by the benchmark's web-vitals runs.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
