// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { parentDomain, readRooms, readSearchDates, saveRooms, saveSearchDates } from './search-cookies';

const NAMES = [
  'showCHECKINDATE', 'showCHECKOUTDATE', 'hotelCHECKINDATE', 'hotelCHECKOUTDATE', 'CHECKINDATE', 'CHECKOUTDATE',
  'numRooms', 'hotelNumAdults', 'numAdults', 'numChildren', 'ChildrenAgesRoom1', 'ChildrenAgesRoom2', 'ChildrenAgesRoom3', 'ChildrenAgesRoom4',
];

afterEach(() => {
  for (const name of NAMES) Cookies.remove(name, { path: '/' });
  onPage('http://localhost:3000/');
  vi.restoreAllMocks();
});

/** Every Cookies.set call as name -> [value, attributes]. */
function recordSets() {
  const set = vi.spyOn(Cookies, 'set');
  return () => Object.fromEntries(set.mock.calls.map(([name, value, attributes]) => [name, { value, attributes }]));
}

/** Moves the test page (jsdom keeps its cookies per host, and refuses public suffixes as browsers do). */
function onPage(url: string) {
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({ url });
}

describe('the shared parent domain', () => {
  it('is the registrable domain, or none on localhost and addresses', () => {
    onPage('https://www.vegasgo.com/');
    expect(parentDomain('www.vegasgo.com')).toBe('.vegasgo.com');
    onPage('https://m.vegasgo.com/');
    expect(parentDomain('m.vegasgo.com')).toBe('.vegasgo.com');
    onPage('https://vegasgo.com/');
    expect(parentDomain('vegasgo.com')).toBe('.vegasgo.com');
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('127.0.0.1')).toBeUndefined();
  });

  it('is never a public suffix, which the browser would refuse (dropping every cookie)', () => {
    onPage('https://www.vegasgo.co.uk/');
    expect(parentDomain('www.vegasgo.co.uk')).toBe('.vegasgo.co.uk');
    onPage('https://preview-42.vercel.app/');
    expect(parentDomain('preview-42.vercel.app')).toBe('.preview-42.vercel.app');
    saveSearchDates('HOTEL', '2026-12-01', '2026-12-04');
    expect(Cookies.get('hotelCHECKINDATE')).toBe('12/01/2026');
    expect(Cookies.get('cookieDomainProbe')).toBeUndefined();
    Cookies.remove('hotelCHECKINDATE', { path: '/', domain: '.preview-42.vercel.app' });
  });
});

describe('search date cookies', () => {
  it("write the type's pair and the legacy pair as month/day/year, for 30 days on path / (not secure on http, no domain on localhost)", () => {
    const sets = recordSets();
    saveSearchDates('HOTEL', '2026-12-01', '2026-12-04');
    const written = sets();
    expect(Object.keys(written).sort()).toEqual(['CHECKINDATE', 'CHECKOUTDATE', 'hotelCHECKINDATE', 'hotelCHECKOUTDATE']);
    expect(written.hotelCHECKINDATE!.value).toBe('12/01/2026');
    expect(written.CHECKOUTDATE!.value).toBe('12/04/2026');
    expect(written.hotelCHECKINDATE!.attributes).toEqual({ path: '/', expires: 30, secure: false, sameSite: 'lax' });
    expect(Cookies.get('hotelCHECKOUTDATE')).toBe('12/04/2026');
  });

  it('are secure and shared with the parent domain on the https site', () => {
    onPage('https://www.vegasgo.com/shows');
    const sets = recordSets();
    saveSearchDates('SHOW', '2026-12-01', '2026-12-04');
    saveRooms([{ adults: 2, children: 0, childAges: [] }]);
    const written = sets();
    for (const name of ['showCHECKINDATE', 'CHECKOUTDATE', 'numRooms', 'numAdults', 'numChildren']) {
      expect(written[name]!.attributes).toMatchObject({ path: '/', secure: true, domain: '.vegasgo.com' });
    }
    expect(Cookies.get('showCHECKINDATE')).toBe('12/01/2026');
    expect(Cookies.get('numRooms')).toBe('1');
  });
  it('read the type pair first, else the legacy pair; malformed values read as none', () => {
    expect(readSearchDates('SHOW')).toBeNull();
    Cookies.set('CHECKINDATE', '12/02/2026');
    Cookies.set('CHECKOUTDATE', '12/03/2026');
    expect(readSearchDates('SHOW')).toEqual({ startDate: '2026-12-02', endDate: '2026-12-03' });
    Cookies.set('showCHECKINDATE', '12/10/2026');
    Cookies.set('showCHECKOUTDATE', '12/12/2026');
    expect(readSearchDates('SHOW')).toEqual({ startDate: '2026-12-10', endDate: '2026-12-12' });
    Cookies.set('showCHECKOUTDATE', '02/30/2027');
    expect(readSearchDates('SHOW')).toBeNull();
    Cookies.set('hotelCHECKINDATE', 'soon');
    expect(readSearchDates('HOTEL')).toBeNull();
  });
});

describe('room and traveller cookies', () => {
  const rooms = [
    { adults: 2, children: 0, childAges: [] },
    { adults: 1, children: 2, childAges: [0, 17] },
  ];

  it('write numRooms, adults per room and ages per room for 30 days; the numAdults and numChildren totals for 3600 s', () => {
    const sets = recordSets();
    saveRooms(rooms);
    const written = sets();
    expect(written.numRooms!.value).toBe('2');
    expect(written.hotelNumAdults!.value).toBe('2,1');
    expect(written.ChildrenAgesRoom2!.value).toBe('0,17');
    expect(written.numAdults!.value).toBe('3');
    expect(written.numChildren!.value).toBe('2');
    expect(written.numRooms!.attributes).toMatchObject({ path: '/', expires: 30 });
    expect(written.numAdults!.attributes).toMatchObject({ path: '/', expires: 3600 / 86_400 });
    expect(written.numChildren!.attributes).toMatchObject({ path: '/', expires: 3600 / 86_400 });
    expect(Cookies.get('ChildrenAgesRoom1')).toBeUndefined();
  });

  it('read back what they wrote, and forget a room that no longer has children', () => {
    saveRooms(rooms);
    expect(readRooms()).toEqual(rooms);
    saveRooms([{ adults: 3, children: 0, childAges: [] }]);
    expect(Cookies.get('ChildrenAgesRoom2')).toBeUndefined();
    expect(readRooms()).toEqual([{ adults: 3, children: 0, childAges: [] }]);
  });

  it('keep the children once the hour-long totals have expired', () => {
    saveRooms(rooms);
    Cookies.remove('numAdults', { path: '/' });
    Cookies.remove('numChildren', { path: '/' });
    expect(readRooms()).toEqual(rooms);
  });

  it('read none without a room count, and clamp what a hand-edited cookie holds to 4 people a room', () => {
    expect(readRooms()).toBeNull();
    Cookies.set('numRooms', '5');
    expect(readRooms()).toBeNull();
    Cookies.set('numRooms', '1');
    Cookies.set('hotelNumAdults', '3');
    Cookies.set('ChildrenAgesRoom1', '4,x,18,9');
    expect(readRooms()).toEqual([{ adults: 3, children: 1, childAges: [4] }]);
    Cookies.set('hotelNumAdults', '');
    expect(readRooms()).toEqual([{ adults: 2, children: 2, childAges: [4, 9] }]);
  });
});
