import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog';
import { reviewsFor } from './reviews';

const plan = buildCatalog(1);
const today = '2026-11-23';

describe('seeded guest reviews', () => {
  it('are the same on every run, and differ by product', () => {
    const [first, second] = plan.products.map((p) => p.product);
    expect(reviewsFor(first!, today)).toEqual(reviewsFor(first!, today));
    expect(JSON.stringify(reviewsFor(first!, today))).not.toEqual(JSON.stringify(reviewsFor(second!, today)));
  });

  it('rate in whole stars around the customer rating and never outnumber its count', () => {
    let total = 0;
    let drift = 0;
    let rated = 0;
    for (const { product } of plan.products) {
      const rows = reviewsFor(product, today);
      expect(rows.length).toBeLessThanOrEqual(product.reviewCount);
      for (const row of rows) {
        expect(Number.isInteger(row.rating)).toBe(true);
        expect(row.rating).toBeGreaterThanOrEqual(1);
        expect(row.rating).toBeLessThanOrEqual(5);
        expect(row.title.length).toBeGreaterThan(0);
        expect(row.body).toContain(product.name);
      }
      if (rows.length >= 10) {
        drift += Math.abs(rows.reduce((n, r) => n + r.rating, 0) / rows.length - product.rating);
        rated += 1;
      }
      total += rows.length;
    }
    expect(total).toBeGreaterThan(1000);
    // Averages stay close to the customer rating (stars are rounded and clipped at 5).
    expect(drift / rated).toBeLessThan(0.5);
  });

  it('are written before the seed day, oldest first, visits before the writing', () => {
    const rows = plan.products.flatMap((p) => reviewsFor(p.product, today));
    for (const row of rows) {
      expect(row.createdAt!.getTime()).toBeLessThan(Date.parse(`${today}T08:00:00Z`));
      expect(row.visitedOn! <= row.createdAt!.toISOString().slice(0, 10)).toBe(true);
    }
    const one = plan.products.map((p) => reviewsFor(p.product, today)).find((r) => r.length > 3)!;
    const times = one.map((r) => r.createdAt!.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});
