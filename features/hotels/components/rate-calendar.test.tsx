// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RateCalendar as RateCalendarData } from '../queries';
import { RateCalendar } from './rate-calendar';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Two months from November 25: rates on every night but December 10 (no room left anywhere).
function calendar(rate: (night: string) => number): RateCalendarData {
  const rates = [];
  for (let d = new Date('2026-11-25T12:00:00Z'); d < new Date('2027-01-01T12:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) {
    const night = d.toISOString().slice(0, 10);
    if (night !== '2026-12-10') rates.push({ night, rateCents: rate(night), productId: 5, hotelName: 'Bellagio', skuId: 1 });
  }
  return { from: '2026-11-25', until: '2027-01-01', rates };
}

async function mount(answer: RateCalendarData, props: { checkIn?: string | null; checkOut?: string | null; suffix?: string } = {}) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return json(answer);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RateCalendar productId={5} checkIn={props.checkIn ?? null} checkOut={props.checkOut ?? null} datesPath="/iv2/las-vegas-hotels/5/bellagio/dates" suffix={props.suffix ?? ''} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('rate-calendar')).toBeTruthy());
  return requests;
}

const day = (night: string) => document.querySelector<HTMLButtonElement>(`button[data-night="${night}"]`)!;
const message = () => screen.getByTestId('rate-calendar-message').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  push.mockReset();
});

describe('RateCalendar (issue 24 item 4)', () => {
  it('shows two months of the lowest one-night rate the server gives this visitor, nights before today closed', async () => {
    const requests = await mount(calendar((night) => (night === '2026-12-05' ? 8_949 : 12_000)));
    expect(requests).toEqual(['/api/stays/rate-calendar?productId=5']);
    expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')!.textContent)).toEqual(['November 2026', 'December 2026']);
    expect(day('2026-12-05').textContent).toBe('5$89');
    expect(day('2026-12-06').textContent).toBe('6$120');
    expect(day('2026-11-24').disabled).toBe(true);
    // No room that night: no check-in there.
    expect(day('2026-12-10').disabled).toBe(true);
    expect(message()).toBe('Choose your check-in date.');
  });

  it('picks check-in then check-out and moves to the details url for the stay, room count kept', async () => {
    await mount(calendar(() => 10_000), { suffix: '/quantity/2' });
    fireEvent.click(day('2026-12-08'));
    expect(message()).toBe('Now choose your check-out date.');
    expect(day('2026-12-08').getAttribute('aria-pressed')).toBe('true');
    // A night with no room is still a check-out.
    expect(day('2026-12-10').disabled).toBe(false);
    fireEvent.click(day('2026-12-10'));
    expect(push).toHaveBeenCalledWith('/iv2/las-vegas-hotels/5/bellagio/dates/2026-12-08/2026-12-10/quantity/2');
  });

  it('has no same-day end date and no stay over 14 nights', async () => {
    await mount(calendar(() => 10_000));
    fireEvent.click(day('2026-12-01'));
    fireEvent.click(day('2026-12-01'));
    expect(push).not.toHaveBeenCalled();
    expect(message()).toBe('Now choose your check-out date.');
    fireEvent.click(day('2026-12-16'));
    expect(message()).toBe('A stay can be at most 14 nights.');
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(day('2026-12-15'));
    expect(push).toHaveBeenCalledWith('/iv2/las-vegas-hotels/5/bellagio/dates/2026-12-01/2026-12-15');
  });

  it('shows the url’s stay as picked', async () => {
    await mount(calendar(() => 10_000), { checkIn: '2026-12-02', checkOut: '2026-12-04' });
    expect(day('2026-12-02').getAttribute('aria-pressed')).toBe('true');
    expect(day('2026-12-04').getAttribute('aria-pressed')).toBe('true');
    expect(day('2026-12-03').getAttribute('aria-pressed')).toBe('false');
    expect(day('2026-12-03').parentElement!.className).toMatch(/inStay/);
  });
});
