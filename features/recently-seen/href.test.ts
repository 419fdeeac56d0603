import { describe, expect, it } from 'vitest';
import { recentlySeenHref } from './href';
import type { RecentEntry } from './schema';

const TODAY = '2026-11-26';
const dated = (startDate: string, endDate: string, quantity = 1): RecentEntry => ({ productId: 12, startDate, endDate, quantity });
const undated: RecentEntry = { productId: 12, startDate: null, endDate: null, quantity: 1 };

describe('recentlySeenHref (spec 2.13: the entry reopens its details route on the searched dates)', () => {
  const show = '/iv2/las-vegas-shows/12/midnight-magic/dates';
  const hotel = '/iv2/las-vegas-hotels/3/desert-rose-resort/dates';

  it('adds the dates while they are not past', () => {
    expect(recentlySeenHref(show, 'SHOW', dated('2026-12-01', '2026-12-05'), TODAY)).toBe(`${show}/2026-12-01/2026-12-05`);
    expect(recentlySeenHref(show, 'SHOW', dated(TODAY, TODAY), TODAY)).toBe(`${show}/${TODAY}/${TODAY}`);
    expect(recentlySeenHref('/iv2/las-vegas-tours/40/hoover-dam-express/dates', 'TOUR', dated('2026-12-01', '2026-12-01'), TODAY)).toBe(
      '/iv2/las-vegas-tours/40/hoover-dam-express/dates/2026-12-01/2026-12-01',
    );
  });

  it('keeps the plain link for past dates and undated entries', () => {
    expect(recentlySeenHref(show, 'SHOW', dated('2026-11-25', '2026-12-05'), TODAY)).toBe(show);
    expect(recentlySeenHref(show, 'SHOW', undated, TODAY)).toBe(show);
  });

  it("reopens a hotel with the visitor's room count, one room being the plain form", () => {
    expect(recentlySeenHref(hotel, 'HOTEL', dated('2026-12-01', '2026-12-03', 2), TODAY)).toBe(`${hotel}/2026-12-01/2026-12-03/quantity/2`);
    expect(recentlySeenHref(hotel, 'HOTEL', dated('2026-12-01', '2026-12-03', 1), TODAY)).toBe(`${hotel}/2026-12-01/2026-12-03`);
    // More rooms than the details route takes: the dates alone.
    expect(recentlySeenHref(hotel, 'HOTEL', dated('2026-12-01', '2026-12-03', 9), TODAY)).toBe(`${hotel}/2026-12-01/2026-12-03`);
  });

  it('leaves a link that is no details route alone (an air+hotel package page)', () => {
    expect(recentlySeenHref('/lasvegastraveldeals/some-package', 'AIR_HOTEL', dated('2026-12-01', '2026-12-03'), TODAY)).toBe(
      '/lasvegastraveldeals/some-package',
    );
  });
});
