import { describe, expect, it } from 'vitest';
import { rememberPosition } from './scroll-restoration';

describe('scroll positions (spec 9: up to 20 locations)', () => {
  it('keeps one position per location, the latest last', () => {
    const positions = rememberPosition(rememberPosition([['/a', 10]], '/b', 20), '/a', 30.4);
    expect(positions).toEqual([
      ['/b', 20],
      ['/a', 30],
    ]);
  });

  it('drops the oldest beyond 20 locations', () => {
    let positions: [string, number][] = [];
    for (let i = 0; i < 25; i += 1) positions = rememberPosition(positions, `/p${i}`, i);
    expect(positions).toHaveLength(20);
    expect(positions[0]).toEqual(['/p5', 5]);
    expect(positions.at(-1)).toEqual(['/p24', 24]);
  });
});
