import { describe, expect, it } from 'vitest';
import { canonicalOrderId, dateTimeSchema, idSchema, isoDateSchema, returnToSchema, slugify, SLUG_PATTERN } from './params';

describe('slugify', () => {
  it.each([
    ['Blue Man Group', 'blue-man-group'],
    ["Penn & Teller's Show", 'penn-and-tellers-show'],
    ['Cirque du Soleil: "O"', 'cirque-du-soleil-o'],
    ['Café Bellagio — Brunch!', 'cafe-bellagio-brunch'],
    ['  --Hyphens--  ', 'hyphens'],
    ['MGM Grand (2 Nights)', 'mgm-grand-2-nights'],
    ['already-a-slug-42', 'already-a-slug-42'],
    ['!!!', 'product'],
    ['', 'product'],
  ])('%j -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(SLUG_PATTERN.test(slugify(name))).toBe(true);
  });

  it('caps the length at a word boundary-safe 120 characters', () => {
    const slug = slugify('a '.repeat(200));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });
});

describe('param schemas', () => {
  it('accepts real calendar dates only', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2026-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2026-04-31').success).toBe(false);
    expect(isoDateSchema.safeParse('2026-13-01').success).toBe(false);
    expect(isoDateSchema.safeParse('2026-1-01').success).toBe(false);
  });

  it('accepts Pacific wall-clock date-times with minutes 00-59', () => {
    expect(dateTimeSchema.safeParse('2026-12-01T00:00').success).toBe(true);
    expect(dateTimeSchema.safeParse('2026-12-01T23:59').success).toBe(true);
    expect(dateTimeSchema.safeParse('2026-12-01T23:60').success).toBe(false);
    expect(dateTimeSchema.safeParse('2026-12-01T24:00').success).toBe(false);
    expect(dateTimeSchema.safeParse('2026-12-01T19:00-08:00').success).toBe(false);
  });

  it('accepts positive integer ids in canonical form', () => {
    expect(idSchema.safeParse('1').data).toBe(1);
    expect(idSchema.safeParse('2147483647').data).toBe(2147483647);
    for (const bad of ['0', '-1', '01', '1e3', ' 1', '2147483648']) expect(idSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('only lets same-site paths through as returnTo', () => {
    expect(returnToSchema.safeParse('/iv2/billing').success).toBe(true);
    for (const bad of ['//evil.com', '/\\evil.com', 'https://evil.com', 'iv2/billing', '/a b']) {
      expect(returnToSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('canonicalises order ids', () => {
    expect(canonicalOrderId('VG-123456')).toBe('VG-123456');
    expect(canonicalOrderId('3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B')).toBe('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b');
  });
});
