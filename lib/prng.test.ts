import { describe, expect, it } from 'vitest';
import { createRng, hashString, hashUnit, mulberry32, rngFor } from './prng';

describe('mulberry32', () => {
  it('gives the reference sequence for a seed, on every run and machine', () => {
    const next = mulberry32(42);
    // The published mulberry32 reference values. If these change, every seeded name, price
    // and seat of the demo city changes with them.
    expect(next()).toBeCloseTo(0.6011037519201636, 15);
    expect(next()).toBeCloseTo(0.44829055899754167, 15);
    expect(next()).toBeCloseTo(0.8524657934904099, 15);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const next = mulberry32(7);
    const buckets = new Array(10).fill(0) as number[];
    for (let i = 0; i < 20_000; i += 1) {
      const v = next();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
      buckets[Math.floor(v * 10)] = (buckets[Math.floor(v * 10)] ?? 0) + 1;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(1_800);
  });

  it('differs between seeds', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });
});

describe('hashString', () => {
  it('is 32-bit FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });

  it('gives hashUnit values in [0, 1) that depend only on the key', () => {
    expect(hashUnit('cancel:1001:2026-01-01T19:00')).toBe(hashUnit('cancel:1001:2026-01-01T19:00'));
    expect(hashUnit('a')).not.toBe(hashUnit('b'));
    expect(hashUnit('x')).toBeGreaterThanOrEqual(0);
    expect(hashUnit('x')).toBeLessThan(1);
  });
});

describe('createRng', () => {
  it('int() covers both ends of its range and nothing outside', () => {
    const rng = createRng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i += 1) seen.add(rng.int(1, 6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => rng.int(5, 4)).toThrow(RangeError);
  });

  it('shuffle() is a permutation that leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = createRng(9).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
    expect(out).not.toEqual(input);
  });

  it('sample() returns distinct items and never more than there are', () => {
    const rng = createRng(11);
    const picked = rng.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(rng.sample(['a', 'b'], 5)).toHaveLength(2);
  });

  it('pick() refuses an empty list', () => {
    expect(() => createRng(1).pick([])).toThrow(RangeError);
  });

  it('rngFor() streams are independent of each other and repeatable', () => {
    const a1 = rngFor('product:SHOW:A');
    const b = rngFor('product:SHOW:B');
    const a2 = rngFor('product:SHOW:A');
    b.next();
    expect(a1.next()).toBe(a2.next());
    expect(rngFor('product:SHOW:A').next()).not.toBe(rngFor('product:SHOW:B').next());
  });
});
