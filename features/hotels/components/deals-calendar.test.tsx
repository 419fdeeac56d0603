// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { flagsFromEnv } from '@/lib/config/flags';
import { parseEnv } from '@/lib/env';
import { routes } from '@/lib/routes';
import { buildDealsCalendar } from '../deals-calendar';
import { DEALS_CALENDAR_LINK_TEXT, DealsCalendarLink } from './deals-calendar-link';
import { DEALS_CALENDAR_TITLE, DealsCalendarView } from './deals-calendar';

afterEach(() => {
  cleanup();
});

const calendar = buildDealsCalendar(
  {
    from: '2026-11-25',
    until: '2027-01-01',
    rates: [
      { night: '2026-11-25', productId: 1001, hotelName: 'Aurora Tower', skuId: 1, rateCents: 12_949 },
      { night: '2026-12-02', productId: 1002, hotelName: 'Bellamy Suites', skuId: 2, rateCents: 8_900 },
    ],
  },
  new Map([
    [1001, { name: 'Aurora Tower', slug: 'aurora-tower' }],
    [1002, { name: 'Bellamy Suites', slug: 'bellamy-suites' }],
  ]),
);

describe('DealsCalendarView', () => {
  it('shows two month tables with weekday headers, a link per night with a rate, and breadcrumbs', () => {
    render(<DealsCalendarView calendar={calendar} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(DEALS_CALENDAR_TITLE);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Hotels' }).getAttribute('href')).toBe('/hotels');
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => within(t).getByRole('caption').textContent)).toEqual(['November 2026', 'December 2026']);
    expect(within(tables[0]!).getAllByRole('columnheader').map((th) => th.getAttribute('abbr'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    const links = screen.getAllByTestId('deal-night');
    expect(links).toHaveLength(2);
    // Money as the site's cards show it (whole dollars), the hotel named, the date in the link's name.
    const first = screen.getByRole('link', { name: 'November 25, 2026: $129 at Aurora Tower' });
    expect(first.getAttribute('href')).toBe('/iv2/las-vegas-hotels/1001/aurora-tower/dates/2026-11-25/2026-11-26');
    expect(screen.getByRole('link', { name: 'December 2, 2026: $89 at Bellamy Suites' }).getAttribute('href')).toBe(
      '/iv2/las-vegas-hotels/1002/bellamy-suites/dates/2026-12-02/2026-12-03',
    );
    expect(screen.getByText(/^The lowest rate of the next two months: \$89 a night at Bellamy Suites on December 2, 2026\.$/)).toBeTruthy();
  });

  it('shows No Vacancy without a link on a night without a rate, Past before today, and that the rates are public ones', () => {
    const { container } = render(<DealsCalendarView calendar={calendar} />);
    const empty = container.querySelector('td[data-night="2026-11-26"]')!;
    expect(empty.textContent).toBe('26No Vacancy');
    expect(empty.querySelector('a')).toBeNull();
    const past = container.querySelector('td[data-night="2026-11-24"]')!;
    expect(past.textContent).toBe('24Past');
    expect(past.querySelector('a')).toBeNull();
    expect(screen.getByTestId('deals-calendar-note').textContent).toMatch(/public rates .* Member-deal and insider rates can be lower/);
  });

  it('says so when no night has a rate', () => {
    render(<DealsCalendarView calendar={buildDealsCalendar({ from: '2026-11-25', until: '2027-01-01', rates: [] }, new Map())} />);
    expect(screen.queryAllByTestId('deal-night')).toHaveLength(0);
    expect(screen.getByText(/No hotel has a room on sale for these nights right now\./)).toBeTruthy();
  });
});

describe('the home page link to the deals calendar (FLAG_CITYWIDE_RATE_CALENDAR)', () => {
  it('is there when the flag is on (its default)', () => {
    render(<DealsCalendarLink flags={flagsFromEnv(parseEnv({}))} />);
    const link = screen.getByRole('link', { name: DEALS_CALENDAR_LINK_TEXT });
    expect(link.getAttribute('href')).toBe(routes.citywideHotelDealsCalendar.build());
    expect(link.getAttribute('href')).toBe('/hotels/citywide-hotel-deals-calendar');
  });

  it('is gone when the flag is off', () => {
    const { container } = render(<DealsCalendarLink flags={flagsFromEnv(parseEnv({ FLAG_CITYWIDE_RATE_CALENDAR: 'false' }))} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.innerHTML).toBe('');
  });
});
