import { readFileSync } from 'node:fs';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_PATHS } from '../config/content-pages';
import { contentServiceHeaderRules, USES_CONTENT_SERVICE_HEADER } from './content-service-header';

const FILE = 'lib/routes/content-service-headers.json';
const rules = contentServiceHeaderRules();

/** Whether Next's router (path-to-regexp, as it matches `headers()` sources) sets the header on a path. */
const marked = (path: string) => rules.some((rule) => getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(path) !== false);

describe('UsesContentService header (storefront 2.10, 7)', () => {
  it('is what next.config.ts reads', () => {
    // After changing lib/config/content-pages.ts, write the file again:
    //   npx tsx -e "import('./lib/routes/content-service-header.ts').then(m => console.log(JSON.stringify(m.contentServiceHeaderRules(), null, 2)))" > lib/routes/content-service-headers.json
    expect(JSON.parse(readFileSync(FILE, 'utf8')), `${FILE} is out of date`).toEqual(rules);
    expect(rules.flatMap((r) => r.headers)).toEqual([{ key: USES_CONTENT_SERVICE_HEADER, value: 'true' }]);
  });

  it('marks every content-managed path', () => {
    expect(CONTENT_PAGE_PATHS.length).toBeGreaterThan(10);
    for (const path of CONTENT_PAGE_PATHS) expect(marked(path), path).toBe(true);
  });

  it('marks no other path', () => {
    for (const path of ['/', '/shows', '/hotels', '/iv2/cart', '/lounge/guide/x', '/lounge/guidex', '/xlounge', '/deals/holiday', '/api/graphql', '/media/products/1/a.svg']) {
      expect(marked(path), path).toBe(false);
    }
  });
});
