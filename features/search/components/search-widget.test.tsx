// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { SearchWidget, type OptionGroup, type SearchWidgetProps } from './search-widget';
import { SearchTabs } from './search-tabs';
import { readSavedSearchWidget, saveSearchWidget } from '../saved-search';
import { forgetCachedFetches } from '@/components/use-cached-fetch';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

// 2026-11-23 12:00 in Las Vegas: the widgets take "today" from the browser's clock.
const NOW = new Date('2026-11-23T20:00:00Z');
const GROUP_TRAVEL = '/lounge/group-bookings';

const OPTIONS: Record<string, OptionGroup[]> = {
  SHOW: [{ code: 'SHOWCATEGORIES', label: 'Category', options: [{ value: '259', label: 'Comedy' }, { value: '260', label: 'Magic' }] }],
  TOUR: [{ code: 'TOURAREAS', label: 'Destination', options: [{ value: '879', label: 'Grand Canyon' }] }],
  RESTAURANT: [
    { code: 'Cuisine', label: 'Cuisine', options: [{ value: '31', label: 'Italian' }] },
    { code: 'HOTEL', label: 'Hotel', options: [{ value: '7', label: 'Bellagio' }] },
    { code: 'LOCATION', label: 'Location', options: [{ value: 'center-strip', label: 'Center Strip' }] },
    { code: 'RESTAURANTPRICES', label: 'Price', options: [{ value: '41', label: '$$' }] },
  ],
};

const COOKIE_NAMES = [
  'showCHECKINDATE', 'showCHECKOUTDATE', 'hotelCHECKINDATE', 'hotelCHECKOUTDATE', 'tourCHECKINDATE', 'tourCHECKOUTDATE',
  'CHECKINDATE', 'CHECKOUTDATE', 'numRooms', 'hotelNumAdults', 'numAdults', 'numChildren',
  'ChildrenAgesRoom1', 'ChildrenAgesRoom2', 'ChildrenAgesRoom3', 'ChildrenAgesRoom4', 'searchWidget',
];

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  router.push.mockReset();
  fetchMock = vi.fn(async (url: string) => {
    const type = new URL(url, 'http://localhost').searchParams.get('productType') ?? '';
    return new Response(JSON.stringify({ groups: OPTIONS[type] ?? [] }), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  forgetCachedFetches();
  cleanup();
  for (const name of COOKIE_NAMES) Cookies.remove(name, { path: '/' });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWithQuery(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

function renderWidget(props: Partial<SearchWidgetProps> & Pick<SearchWidgetProps, 'productType'>) {
  renderWithQuery(<SearchWidget groupTravelHref={GROUP_TRAVEL} {...props} />);
  const names = { SHOW: 'shows', HOTEL: 'hotels', AIR_HOTEL: 'air + hotel packages', TOUR: 'tours', ATTRACTION: 'attractions', CLUB: 'clubs', RESTAURANT: 'restaurants' };
  return within(screen.getByRole('form', { name: `Search ${names[props.productType]}` }));
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const search = (form: ReturnType<typeof renderWidget>) => fireEvent.click(form.getByRole('button', { name: 'Search' }));

describe('SearchWidget: the spec messages, and no results request on invalid input', () => {
  it('refuses a hotel stay that ends on its check-in day', async () => {
    const form = renderWidget({ productType: 'HOTEL' });
    type(form.getByLabelText('Check-in'), '12/05/2026');
    type(form.getByLabelText('Check-out'), '12/05/2026');
    search(form);
    expect(await form.findByText('End date not after start')).toBeTruthy();
    expect(form.getByText('Start date not before end')).toBeTruthy();
    expect(form.getByLabelText('Check-out').getAttribute('aria-invalid')).toBe('true');
    expect(router.push).not.toHaveBeenCalled();
    expect(Cookies.get('hotelCHECKINDATE')).toBeUndefined();
  });

  it('refuses a tour search that ends on its start day', async () => {
    const form = renderWidget({ productType: 'TOUR' });
    type(form.getByLabelText('From'), '12/05/2026');
    type(form.getByLabelText('To'), '12/05/2026');
    search(form);
    expect(await form.findByText('End date not after start')).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows Field is required. and Date is not valid. and keeps a 15 character limit', async () => {
    const form = renderWidget({ productType: 'SHOW' });
    expect(form.getByLabelText('From').getAttribute('maxlength')).toBe('15');
    type(form.getByLabelText('From'), '');
    type(form.getByLabelText('To'), '02/30/2027');
    search(form);
    expect(await form.findByText('Field is required.')).toBeTruthy();
    expect(form.getByText('Date is not valid.')).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('refuses a past date and one more than 730 days ahead', async () => {
    const form = renderWidget({ productType: 'SHOW' });
    type(form.getByLabelText('From'), '11/22/2026');
    type(form.getByLabelText('To'), '11/24/2028');
    search(form);
    await waitFor(() => expect(form.getAllByText('Date is not valid.')).toHaveLength(2));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('refuses a window over the type maximum, naming it: 14 days for hotels, 31 for shows', async () => {
    const hotel = renderWidget({ productType: 'HOTEL' });
    type(hotel.getByLabelText('Check-in'), '12/01/2026');
    type(hotel.getByLabelText('Check-out'), '12/16/2026');
    search(hotel);
    expect(await hotel.findByText('Please choose a search of 14 days or less.')).toBeTruthy();
    cleanup();
    const show = renderWidget({ productType: 'SHOW' });
    type(show.getByLabelText('From'), '12/01/2026');
    type(show.getByLabelText('To'), '01/02/2027');
    search(show);
    expect(await show.findByText('Please choose a search of 31 days or less.')).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('asks for every child age before a hotel search', async () => {
    const form = renderWidget({ productType: 'HOTEL' });
    const room = within(form.getByRole('group', { name: 'Room 1' }));
    fireEvent.change(room.getByLabelText('Children'), { target: { value: '1' } });
    const age = room.getByLabelText('Child 1 age') as HTMLSelectElement;
    expect(age.value).toBe('-1');
    const chooseAge = within(age).getByRole('option', { name: 'Choose Age' }) as HTMLOptionElement;
    expect(chooseAge.disabled).toBe(true);
    expect(within(age).getByRole('option', { name: '<1' }).getAttribute('value')).toBe('0');
    expect(within(age).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose Age', '<1', ...Array.from({ length: 17 }, (_, i) => String(i + 1))]);
    search(form);
    expect(await room.findByText('Field is required.')).toBeTruthy();
    expect(document.getElementById(room.getByLabelText('Child 1 age').getAttribute('aria-describedby')!)?.textContent).toBe('Field is required.');
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('SearchWidget: a valid search writes the cookies and opens the results', () => {
  it('shows: the categories come from the options API on mount; preferred product any', async () => {
    const form = renderWidget({ productType: 'SHOW' });
    expect(fetchMock).toHaveBeenCalledWith('/api/search/options?productType=SHOW', expect.anything());
    await form.findByRole('option', { name: 'Comedy' });
    type(form.getByLabelText('From'), '12/05/2026');
    type(form.getByLabelText('To'), '12/05/2026');
    fireEvent.change(form.getByLabelText('Category'), { target: { value: '259' } });
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/shows/2026-12-05/-/2026-12-05/category/259/product/any'));
    expect(Cookies.get('showCHECKINDATE')).toBe('12/05/2026');
    expect(Cookies.get('showCHECKOUTDATE')).toBe('12/05/2026');
    expect(Cookies.get('CHECKINDATE')).toBe('12/05/2026');
    expect(Cookies.get('hotelCHECKINDATE')).toBeUndefined();
  });

  it('shows: an end before the start makes both dates the end date; category All is left out', async () => {
    const form = renderWidget({ productType: 'SHOW' });
    type(form.getByLabelText('From'), '12/10/2026');
    type(form.getByLabelText('To'), '12/05/2026');
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/shows/2026-12-05/-/2026-12-05/product/any'));
  });

  it('hotels: rooms always in the url, travellers in the cookies', async () => {
    const form = renderWidget({ productType: 'HOTEL' });
    expect(within(form.getByLabelText('Rooms')).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5+']);
    type(form.getByLabelText('Check-in'), '12/01/2026');
    type(form.getByLabelText('Check-out'), '12/15/2026');
    fireEvent.change(form.getByLabelText('Rooms'), { target: { value: '2' } });
    const room2 = within(await form.findByRole('group', { name: 'Room 2' }));
    expect((room2.getByLabelText('Adults') as HTMLSelectElement).value).toBe('2');
    fireEvent.change(room2.getByLabelText('Children'), { target: { value: '2' } });
    // Adults plus children at most 4 in a room.
    expect(within(room2.getByLabelText('Adults')).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2']);
    fireEvent.change(room2.getByLabelText('Child 1 age'), { target: { value: '0' } });
    fireEvent.change(room2.getByLabelText('Child 2 age'), { target: { value: '17' } });
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/hotels/2026-12-01/-/2026-12-15/rooms/2'));
    expect(Cookies.get('hotelCHECKINDATE')).toBe('12/01/2026');
    expect(Cookies.get('hotelCHECKOUTDATE')).toBe('12/15/2026');
    expect(Cookies.get('numRooms')).toBe('2');
    expect(Cookies.get('hotelNumAdults')).toBe('2,2');
    expect(Cookies.get('numAdults')).toBe('4');
    expect(Cookies.get('ChildrenAgesRoom1')).toBeUndefined();
    expect(Cookies.get('ChildrenAgesRoom2')).toBe('0,17');
  });

  it("hotels: on a hotel's own page the search opens that hotel's details for the dates with nc=1, cookies saved", async () => {
    const form = renderWidget({ productType: 'HOTEL', productDatesPath: '/iv2/las-vegas-hotels/1042/bellagio/dates' });
    type(form.getByLabelText('Check-in'), '12/01/2026');
    type(form.getByLabelText('Check-out'), '12/03/2026');
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/las-vegas-hotels/1042/bellagio/dates/2026-12-01/2026-12-03?nc=1'));
    expect(Cookies.get('hotelCHECKINDATE')).toBe('12/01/2026');
    fireEvent.change(form.getByLabelText('Rooms'), { target: { value: '3' } });
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenLastCalledWith('/iv2/las-vegas-hotels/1042/bellagio/dates/2026-12-01/2026-12-03/quantity/3?nc=1'));
    expect(Cookies.get('numRooms')).toBe('3');
  });

  it("hotels: '5+' rooms goes to the group-travel page instead of the results", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, protocol: 'http:', hostname: 'localhost' });
    const form = renderWidget({ productType: 'HOTEL' });
    // The group-travel page takes no dates: a same-day stay does not hold the visitor back.
    type(form.getByLabelText('Check-in'), '12/05/2026');
    type(form.getByLabelText('Check-out'), '12/05/2026');
    fireEvent.change(form.getByLabelText('Rooms'), { target: { value: '5' } });
    expect(form.queryByRole('group', { name: 'Room 1' })).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Plan a Group Trip' }));
    // A same-day stay is no stay: only the party (2 adults by default) goes along, to the form's anchor.
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${GROUP_TRAVEL}?guests=2#group-request`));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("hotels: '5+' rooms carries valid dates and the party into the group request form", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, protocol: 'http:', hostname: 'localhost' });
    const form = renderWidget({ productType: 'HOTEL' });
    fireEvent.change(form.getByLabelText('Rooms'), { target: { value: '2' } });
    fireEvent.change(within(form.getByRole('group', { name: 'Room 2' })).getByLabelText('Adults'), { target: { value: '3' } });
    type(form.getByLabelText('Check-in'), '12/05/2026');
    type(form.getByLabelText('Check-out'), '12/08/2026');
    fireEvent.change(form.getByLabelText('Rooms'), { target: { value: '5' } });
    fireEvent.click(form.getByRole('button', { name: 'Plan a Group Trip' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${GROUP_TRAVEL}?checkIn=2026-12-05&checkOut=2026-12-08&guests=5#group-request`));
  });

  it("restaurants: each promotional filter defaults to 'Any'; chosen ones make the filters part", async () => {
    const form = renderWidget({ productType: 'RESTAURANT' });
    await form.findByRole('option', { name: 'Italian' });
    for (const label of ['Cuisine', 'Hotel', 'Location', 'Price']) {
      expect((form.getByLabelText(label) as HTMLSelectElement).value).toBe('Any');
    }
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenLastCalledWith('/iv2/searchresults/restaurants/2026-11-23/-/2026-11-30'));
    fireEvent.change(form.getByLabelText('Hotel'), { target: { value: '7' } });
    fireEvent.change(form.getByLabelText('Cuisine'), { target: { value: '31' } });
    fireEvent.change(form.getByLabelText('Location'), { target: { value: 'center-strip' } });
    search(form);
    // The one code the results page itself writes for these filters (groups in FILTER_GROUPS order).
    await waitFor(() =>
      expect(router.push).toHaveBeenLastCalledWith('/iv2/searchresults/restaurants/2026-11-23/-/2026-11-30/filters/HOTEL-7,Cuisine-31,LOCATION-center-strip'),
    );
  });
});

describe('SearchWidget: the page search it starts from', () => {
  it("keeps every filter value of the page's own search, in the results page's order", async () => {
    const form = renderWidget({
      productType: 'HOTEL',
      initial: { startDate: '2026-12-01', endDate: '2026-12-03', roomQty: 1, filterCode: 'STAR_RATING-4,STAR_RATING-5,LOCATIONS-center-strip' },
    });
    search(form);
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/hotels/2026-12-01/-/2026-12-03/rooms/1/filters/STAR_RATING-4,STAR_RATING-5,LOCATIONS-center-strip'),
    );
  });

  it("restaurants: a select set back to 'Any' drops its group; an untouched one keeps all its values", async () => {
    const form = renderWidget({
      productType: 'RESTAURANT',
      initial: { startDate: '2026-12-01', endDate: '2026-12-03', filterCode: 'Cuisine-31,Cuisine-32,LOCATION-center-strip' },
    });
    await form.findByRole('option', { name: 'Center Strip' });
    expect((form.getByLabelText('Location') as HTMLSelectElement).value).toBe('center-strip');
    fireEvent.change(form.getByLabelText('Location'), { target: { value: 'Any' } });
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/restaurants/2026-12-01/-/2026-12-03/filters/Cuisine-31,Cuisine-32'));
  });
});

describe('SearchWidget: prefill', () => {
  it('fills dates, rooms and travellers from the cookies after mount', async () => {
    Cookies.set('hotelCHECKINDATE', '12/01/2026');
    Cookies.set('hotelCHECKOUTDATE', '12/04/2026');
    Cookies.set('numRooms', '2');
    Cookies.set('hotelNumAdults', '2,1');
    Cookies.set('ChildrenAgesRoom2', '7');
    const form = renderWidget({ productType: 'HOTEL' });
    await waitFor(() => expect((form.getByLabelText('Check-in') as HTMLInputElement).value).toBe('12/01/2026'));
    expect((form.getByLabelText('Check-out') as HTMLInputElement).value).toBe('12/04/2026');
    expect((form.getByLabelText('Rooms') as HTMLSelectElement).value).toBe('2');
    const room2 = within(form.getByRole('group', { name: 'Room 2' }));
    expect((room2.getByLabelText('Adults') as HTMLSelectElement).value).toBe('1');
    expect((room2.getByLabelText('Child 1 age') as HTMLSelectElement).value).toBe('7');
  });

  it('falls back to the legacy date cookies, and ignores stored dates now in the past', async () => {
    Cookies.set('CHECKINDATE', '12/02/2026');
    Cookies.set('CHECKOUTDATE', '12/03/2026');
    const show = renderWidget({ productType: 'SHOW' });
    await waitFor(() => expect((show.getByLabelText('From') as HTMLInputElement).value).toBe('12/02/2026'));
    cleanup();
    Cookies.set('tourCHECKINDATE', '11/20/2026');
    Cookies.set('tourCHECKOUTDATE', '11/25/2026');
    const tour = renderWidget({ productType: 'TOUR' });
    // Defaults: today and today plus 14 days.
    await act(async () => {});
    expect((tour.getByLabelText('From') as HTMLInputElement).value).toBe('11/23/2026');
    expect((tour.getByLabelText('To') as HTMLInputElement).value).toBe('12/07/2026');
  });

  it("lets the page's own search win over the cookies", async () => {
    Cookies.set('showCHECKINDATE', '12/02/2026');
    Cookies.set('showCHECKOUTDATE', '12/03/2026');
    const form = renderWidget({ productType: 'SHOW', initial: { startDate: '2026-12-20', endDate: '2026-12-22', categoryId: 260 } });
    await form.findByRole('option', { name: 'Magic' });
    expect((form.getByLabelText('From') as HTMLInputElement).value).toBe('12/20/2026');
    expect((form.getByLabelText('To') as HTMLInputElement).value).toBe('12/22/2026');
    await waitFor(() => expect((form.getByLabelText('Category') as HTMLSelectElement).value).toBe('260'));
  });
});

describe('SearchTabs', () => {
  it('opens on the first type and moves with the arrow keys, Home and End', async () => {
    renderWithQuery(<SearchTabs label="Search" types={['SHOW', 'HOTEL', 'TOUR']} groupTravelHref={GROUP_TRAVEL} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['SHOWS', 'HOTELS', 'TOURS']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(screen.getByRole('form', { name: 'Search shows' })).toBeTruthy();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getAllByRole('tab')[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[1]);
    expect(screen.getByRole('form', { name: 'Search hotels' })).toBeTruthy();
    fireEvent.keyDown(screen.getAllByRole('tab')[1]!, { key: 'End' });
    expect(screen.getByRole('form', { name: 'Search tours' })).toBeTruthy();
    fireEvent.keyDown(screen.getAllByRole('tab')[2]!, { key: 'ArrowRight' });
    expect(screen.getByRole('form', { name: 'Search shows' })).toBeTruthy();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });
});

describe('the saved search widget (ticket-buying 7: productType, formId, preferredProductId default any)', () => {
  it('saves each search under its form id and re-opens that form on it', async () => {
    const form = renderWidget({ productType: 'SHOW', formId: 'home-shows' });
    await form.findByRole('option', { name: 'Comedy' });
    fireEvent.change(form.getByLabelText('Category'), { target: { value: '260' } });
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(readSavedSearchWidget('home-shows')).toEqual({ productType: 'SHOW', formId: 'home-shows', preferredProductId: 'any', categoryId: 260 });
    cleanup();

    // The same form, on the next page view: the saved category is chosen again.
    const again = renderWidget({ productType: 'SHOW', formId: 'home-shows' });
    await again.findByRole('option', { name: 'Magic' });
    await waitFor(() => expect((again.getByLabelText('Category') as HTMLSelectElement).value).toBe('260'));
    cleanup();
    // Another form keeps its own (none): All.
    const other = renderWidget({ productType: 'SHOW', formId: 'sidebar' });
    await other.findByRole('option', { name: 'Magic' });
    expect((other.getByLabelText('Category') as HTMLSelectElement).value).toBe('all');
  });

  it("re-opens the restaurant form's filters, and a page's own search wins over the save", async () => {
    saveSearchWidget({ productType: 'RESTAURANT', formId: 'sidebar', filterCode: 'Cuisine-31' });
    const form = renderWidget({ productType: 'RESTAURANT' });
    await form.findByRole('option', { name: 'Italian' });
    await waitFor(() => expect((form.getByLabelText('Cuisine') as HTMLSelectElement).value).toBe('31'));
    cleanup();
    saveSearchWidget({ productType: 'SHOW', formId: 'sidebar', categoryId: 259 });
    const page = renderWidget({ productType: 'SHOW', initial: { startDate: '2026-12-01', endDate: '2026-12-03', categoryId: 260 } });
    await page.findByRole('option', { name: 'Comedy' });
    expect((page.getByLabelText('Category') as HTMLSelectElement).value).toBe('260');
  });

  it('re-opens the tabs on the type last searched from them', async () => {
    saveSearchWidget({ productType: 'TOUR', formId: 'home' });
    renderWithQuery(<SearchTabs label="Search" types={['SHOW', 'HOTEL', 'TOUR']} groupTravelHref={GROUP_TRAVEL} formId="home" />);
    await waitFor(() => expect(screen.getAllByRole('tab')[2]!.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('form', { name: 'Search tours' })).toBeTruthy();
    cleanup();
    // Tabs of another form open on their first type.
    renderWithQuery(<SearchTabs label="Search" types={['SHOW', 'HOTEL', 'TOUR']} groupTravelHref={GROUP_TRAVEL} formId="home-shows" />);
    expect(screen.getAllByRole('tab')[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('defaults preferredProductId to any, refuses a malformed save, and ignores a cookie that does not parse', () => {
    expect(saveSearchWidget({ productType: 'HOTEL', formId: 'sidebar' })?.preferredProductId).toBe('any');
    expect(saveSearchWidget({ productType: 'SHOW', formId: 'sidebar', preferredProductId: 1042 })?.preferredProductId).toBe(1042);
    expect(saveSearchWidget({ productType: 'SHOW', formId: 'Bad Form!' })).toBeNull();
    expect(saveSearchWidget({ productType: 'SPA' as never, formId: 'sidebar' })).toBeNull();
    expect(readSavedSearchWidget('sidebar')?.preferredProductId).toBe(1042);
    Cookies.set('searchWidget', '{not json', { path: '/' });
    expect(readSavedSearchWidget('sidebar')).toBeNull();
  });
});

describe('static pages: the fallback dates (storefront 9: start 0, span 30 days; extended spread 31)', () => {
  it('starts a content page widget on today to 30 days on, and searches that window', async () => {
    const form = renderWidget({ productType: 'SHOW', staticPage: true });
    expect((form.getByLabelText('From') as HTMLInputElement).value).toBe('11/23/2026');
    expect((form.getByLabelText('To') as HTMLInputElement).value).toBe('12/23/2026');
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/shows/2026-11-23/-/2026-12-23/product/any'));
    cleanup();
    const restaurants = renderWidget({ productType: 'RESTAURANT', staticPage: true });
    expect((restaurants.getByLabelText('To') as HTMLInputElement).value).toBe('12/23/2026');
  });

  it('keeps the default window elsewhere, and the stays their own on a static page too', () => {
    const form = renderWidget({ productType: 'SHOW' });
    expect((form.getByLabelText('To') as HTMLInputElement).value).toBe('12/07/2026');
    cleanup();
    const hotel = renderWidget({ productType: 'HOTEL', staticPage: true });
    expect((hotel.getByLabelText('Check-in') as HTMLInputElement).value).toBe('11/23/2026');
    expect((hotel.getByLabelText('Check-out') as HTMLInputElement).value).toBe('11/25/2026');
  });
});

describe('a product line page widget: the productLinePage variant (storefront 2.2, 2.8)', () => {
  it('sends the variant with the default dates, and drops it once the dates change from the default', async () => {
    const form = renderWidget({ productType: 'SHOW', productLinePage: true });
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/shows/2026-11-23/-/2026-12-07/product/any/variant/plp'));
    router.push.mockReset();
    type(form.getByLabelText('To'), '12/01/2026');
    search(form);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/shows/2026-11-23/-/2026-12-01/product/any'));
  });

  it('hotels carry it too; other pages never send it', async () => {
    const hotel = renderWidget({ productType: 'HOTEL', productLinePage: true });
    search(hotel);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/hotels/2026-11-23/-/2026-11-25/rooms/1/variant/plp'));
    cleanup();
    router.push.mockReset();
    for (const name of COOKIE_NAMES) Cookies.remove(name, { path: '/' });
    const tour = renderWidget({ productType: 'TOUR' });
    search(tour);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/tours/2026-11-23/-/2026-12-07'));
  });
});
