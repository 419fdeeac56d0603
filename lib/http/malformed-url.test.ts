import { describe, expect, it } from 'vitest';
import { hasMalformedPath, notFoundTargetForMalformed } from './malformed-url.mjs';

describe('malformed percent-encoding in the path', () => {
  it('finds a % without two hex digits and escapes that are not UTF-8, in the path only', () => {
    for (const url of ['/iv2/paypal/%ZZ?token=%', '/x/%E0%A4%A', '/x/%C3%28', '/lounge/guide%2', '/%']) expect(hasMalformedPath(url), url).toBe(true);
    for (const url of ['/', '/iv2/paypal/approved?token=%', '/hotels/caf%C3%A9', '/a%20b', undefined]) expect(hasMalformedPath(url), String(url)).toBe(false);
  });

  it('sends pages to the not-found page and the API to its JSON not-found route', () => {
    expect(notFoundTargetForMalformed('/iv2/paypal/%ZZ?token=%')).toBe('/_not-found');
    expect(notFoundTargetForMalformed('/_next/static/%ZZ')).toBe('/_not-found');
    expect(notFoundTargetForMalformed('/api/venues/%ZZ/seats')).toBe('/api/not-found');
    expect(notFoundTargetForMalformed('/iv2/paypal/approved')).toBeNull();
  });
});
