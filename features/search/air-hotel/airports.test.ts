import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { AIRPORT_SUGGESTION_LIMIT, airportLabel, findAirport, findAirports, searchKey } = await import('./airports');

describe('departure airports', () => {
  it('finds an airport by its exact code first', async () => {
    const found = await findAirports('lax');
    expect(found[0]).toEqual({ code: 'LAX', label: 'Los Angeles, CA (LAX) - Los Angeles International Airport' });
  });

  it('finds airports by city, large ones first, at most ten (ticket-buying 9)', async () => {
    const found = await findAirports('new york');
    expect(found.map((a) => a.code).slice(0, 2)).toEqual(expect.arrayContaining(['JFK', 'LGA']));
    expect((await findAirports('a')).length).toBe(AIRPORT_SUGGESTION_LIMIT);
  });

  it('matches without accents and by a word of the airport name', async () => {
    expect((await findAirports('sao paulo')).map((a) => a.code)).toContain('GRU');
    expect((await findAirports('heathrow')).map((a) => a.code)).toContain('LHR');
  });

  it('never offers Las Vegas itself as a departure', async () => {
    expect((await findAirports('las vegas')).map((a) => a.code)).not.toContain('LAS');
    expect(await findAirport('LAS')).toBeNull();
  });

  it('knows a code case-insensitively and refuses unknown ones', async () => {
    const jfk = await findAirport('jfk');
    expect(jfk).toMatchObject({ code: 'JFK', country: 'US', region: 'NY', large: true });
    expect(jfk && airportLabel(jfk)).toBe('New York, NY (JFK) - John F Kennedy International Airport');
    expect(await findAirport('ZZZ')).toBeNull();
    expect(await findAirports('   ')).toEqual([]);
  });

  it('normalises the typed text', () => {
    expect(searchKey('  Zürich   Airport ')).toBe('zurich airport');
  });
});
