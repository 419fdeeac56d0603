// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { SearchWidget } from './search-widget';
import { SearchTabs } from './search-tabs';
import { forgetCachedFetches } from '@/components/use-cached-fetch';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

// 2026-11-23 12:00 in Las Vegas: air+hotel searches start 7 days ahead, for 2 nights.
const NOW = new Date('2026-11-23T20:00:00Z');
const AIRPORT_MESSAGE = 'Type in a city name or airport code';
const LAX = { code: 'LAX', label: 'Los Angeles, CA (LAX) - Los Angeles International Airport' };
const LGB = { code: 'LGB', label: 'Long Beach, CA (LGB) - Long Beach Airport' };
/** The suggestions wait 150 ms and the check 350 ms: room for a loaded CI machine. */
const WAIT = { timeout: 5000 };

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  router.push.mockReset();
  fetchMock = vi.fn(async (url: string) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    const airports = [LAX, LGB].filter((a) => a.label.toLowerCase().includes(q.toLowerCase()) || a.code === q.toUpperCase());
    return new Response(JSON.stringify({ airports }), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  forgetCachedFetches();
  cleanup();
  for (const name of ['CHECKINDATE', 'CHECKOUTDATE', 'numRooms', 'hotelNumAdults', 'numAdults', 'numChildren', 'ChildrenAgesRoom1', 'ChildrenAgesRoom2', 'ChildrenAgesRoom3']) {
    Cookies.remove(name, { path: '/' });
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWidget() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchWidget productType="AIR_HOTEL" groupTravelHref="/lounge/group-bookings" />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('form', { name: 'Search air + hotel packages' }));
}

const airportField = (form: ReturnType<typeof renderWidget>) => form.getByRole('combobox', { name: 'Departing from' }) as HTMLInputElement;

async function chooseLax(form: ReturnType<typeof renderWidget>) {
  const field = airportField(form);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: 'los' } });
  fireEvent.mouseDown(await form.findByRole('option', { name: LAX.label }, WAIT));
  expect(field.value).toBe(LAX.label);
}

describe('the air+hotel widget (ticket-buying 2, 5, 9)', () => {
  it('needs an airport chosen from the suggestions before it searches', async () => {
    const form = renderWidget();
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    expect(await form.findByText(AIRPORT_MESSAGE, {}, WAIT)).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('suggests airports for the typed text and searches from the chosen one, 7 days ahead for 2 nights', async () => {
    const form = renderWidget();
    await chooseLax(form);
    expect(fetchMock).toHaveBeenCalledWith('/api/airports?q=los', expect.anything());
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    await waitFor(
      () =>
        expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/airhotels/2026-11-30/-/2026-12-02?from=LAX&party=2&cabin=Y&depart=anytime&return=anytime'),
      WAIT,
    );
    expect(Cookies.get('CHECKINDATE')).toBe('11/30/2026');
    expect(Cookies.get('numRooms')).toBe('1');
  });

  it('checks the airport 350 ms after typing: text that names no chosen airport is an error', async () => {
    const form = renderWidget();
    await chooseLax(form);
    fireEvent.change(airportField(form), { target: { value: 'Los Angeles' } });
    expect(form.queryByText(AIRPORT_MESSAGE)).toBeNull();
    expect(await form.findByText(AIRPORT_MESSAGE, {}, WAIT)).toBeTruthy();
  });

  it('drops the error of text typed before as soon as an airport is chosen', async () => {
    const form = renderWidget();
    const field = airportField(form);
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'los' } });
    expect(await form.findByText(AIRPORT_MESSAGE, {}, WAIT)).toBeTruthy();
    fireEvent.mouseDown(await form.findByRole('option', { name: LAX.label }, WAIT));
    expect(field.value).toBe(LAX.label);
    expect(form.queryByText(AIRPORT_MESSAGE)).toBeNull();
  });

  it('clears the text and reports the error on a click outside without a choice', async () => {
    const form = renderWidget();
    const field = airportField(form);
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'lo' } });
    await form.findByRole('option', { name: LGB.label }, WAIT);
    fireEvent.mouseDown(document.body);
    expect(field.value).toBe('');
    expect(await form.findByText(AIRPORT_MESSAGE, {}, WAIT)).toBeTruthy();
    expect(form.queryByText(LGB.label)).toBeNull();
  });

  it('offers 1 to 4 rooms and blocks more than 8 travellers with the spec message', async () => {
    const form = renderWidget();
    await chooseLax(form);
    const rooms = form.getByLabelText('Rooms') as HTMLSelectElement;
    expect([...rooms.options].map((o) => o.textContent)).toEqual(['1', '2', '3', '4']);
    fireEvent.change(rooms, { target: { value: '3' } });
    for (const room of ['Room 1', 'Room 2']) {
      fireEvent.change(within(form.getByRole('group', { name: room })).getByLabelText('Adults'), { target: { value: '4' } });
    }
    const message = 'The maximum number of travelers we can book in one air + hotel package transaction is 8.';
    expect(await form.findByText(message, {}, WAIT)).toBeTruthy();
    expect((form.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(form.getByLabelText('Rooms'), { target: { value: '2' } });
    await waitFor(() => expect(form.queryByText(message)).toBeNull(), WAIT);
    fireEvent.change(form.getByLabelText('Cabin'), { target: { value: 'F' } });
    fireEvent.change(form.getByLabelText('Return time'), { target: { value: 'evening' } });
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    await waitFor(
      () =>
        expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/airhotels/2026-11-30/-/2026-12-02?from=LAX&party=4%2C4&cabin=F&depart=anytime&return=evening'),
      WAIT,
    );
  });

  it('refuses a trip that returns on its departure day', async () => {
    const form = renderWidget();
    await chooseLax(form);
    fireEvent.change(form.getByLabelText('Depart'), { target: { value: '12/08/2026' } });
    fireEvent.change(form.getByLabelText('Return'), { target: { value: '12/08/2026' } });
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    expect(await form.findByText('End date not after start', {}, WAIT)).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('the home page tabs', () => {
  it('name the air+hotel tab HOTEL + FLIGHT beside HOTELS', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <SearchTabs label="Search hotels" types={['HOTEL', 'AIR_HOTEL']} tabLabels={{ AIR_HOTEL: 'HOTEL + FLIGHT' }} groupTravelHref="/g" />
      </QueryClientProvider>,
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Search hotels' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['HOTELS', 'HOTEL + FLIGHT']);
    fireEvent.click(tabs[1]!);
    expect(screen.getByRole('form', { name: 'Search air + hotel packages' })).toBeTruthy();
  });
});
