import { describe, expect, it } from 'vitest';
import { hotelRatingLabel } from './constants';

describe('hotelRatingLabel', () => {
  it.each([
    [10, 'Exceptional'],
    [9.5, 'Exceptional'],
    [9.49, 'Wonderful'],
    [9, 'Wonderful'],
    [8.99, 'Excellent'],
    [8, 'Excellent'],
    [7.99, 'Very Good'],
    [7.5, 'Very Good'],
    [7.49, 'Good'],
    [6, 'Good'],
    [5.99, null],
    [0, null],
    [Number.NaN, null],
  ] as const)('%s -> %s', (score, label) => {
    expect(hotelRatingLabel(score)).toBe(label);
  });
});
