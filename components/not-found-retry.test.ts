import { describe, expect, it } from 'vitest';
import { retryHref } from './not-found-retry';

describe('not-found retry (storefront 2.10)', () => {
  it('reloads a static route once with the redirected flag, keeping its query', () => {
    expect(retryHref('https://vegas.example/lounge/nope')).toBe('https://vegas.example/lounge/nope?redirected=1');
    expect(retryHref('https://vegas.example/x?utm_source=a')).toBe('https://vegas.example/x?utm_source=a&redirected=1');
  });

  it('never retries twice, nor for the booking app and the APIs', () => {
    expect(retryHref('https://vegas.example/lounge/nope?redirected=1')).toBeNull();
    expect(retryHref('https://vegas.example/iv2/no-such-page')).toBeNull();
    expect(retryHref('https://vegas.example/api/x')).toBeNull();
    expect(retryHref('not a url')).toBeNull();
  });
});
