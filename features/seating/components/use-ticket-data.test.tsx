// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PerformanceTickets, SeatStates, VenueSeats } from '../types';
import { ticketSkuFixture } from './ticket-sku.fixture';
import { useTicketData } from './use-ticket-data';

const tickets: PerformanceTickets = {
  performanceId: 77,
  productId: 9,
  startsAt: '2026-12-01T03:00:00Z',
  onSale: true,
  skus: [ticketSkuFixture({ remaining: 2, capacity: 2 })],
  venue: { id: 5, name: 'Hall', mapWidth: 400, mapHeight: 300, stage: { x: 200, y: 0 }, layoutVersion: 'layoutV1' },
};
const seats: VenueSeats = {
  venueId: 5,
  sections: ['Orchestra'],
  ids: [11, 12],
  section: [0, 0],
  sectionId: [1, 1],
  row: ['A', 'A'],
  seat: ['1', '2'],
  seatNumber: [1, 2],
  x: [100, 120],
  y: [50, 50],
  tier: [1, 1],
  wheelchair: [],
  companion: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useTicketData', () => {
  it('asks for the layout under its version and polls the taken seats with If-None-Match, keeping the answer on 304', async () => {
    let current: { etag: string; states: SeatStates } = { etag: '"s1"', states: { performanceId: 77, taken: [], mine: [], sold: [] } };
    const seen: { url: string; ifNoneMatch: string | null; cache: RequestCache | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
        seen.push({ url, ifNoneMatch, cache: init?.cache });
        const json = (body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });
        if (url.endsWith('/tickets')) return json(tickets);
        if (url.startsWith('/api/venues/')) return json(seats);
        if (ifNoneMatch === current.etag) return new Response(null, { status: 304, headers: { etag: current.etag } });
        return json(current.states, { etag: current.etag });
      }),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useTicketData(77, 30), { wrapper });

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(seen.filter((r) => r.url.startsWith('/api/venues/')).map((r) => r.url)).toEqual(['/api/venues/5/seats?v=layoutV1']);
    const first = result.current.states.data;
    // Unchanged: conditional polls, 304s, and the very same answer (nothing re-renders downstream).
    await waitFor(() => expect(seen.filter((r) => r.url.endsWith('/seats') && r.ifNoneMatch === '"s1"').length).toBeGreaterThanOrEqual(2));
    expect(seen.filter((r) => r.url.endsWith('/seats')).every((r) => r.cache === 'no-store')).toBe(true);
    expect(result.current.states.data).toBe(first);

    // A seat goes: the next poll brings it, and the next ones ask under the new tag.
    current = { etag: '"s2"', states: { performanceId: 77, taken: [12], mine: [], sold: [] } };
    await waitFor(() => expect(result.current.taken.has(12)).toBe(true));
    await waitFor(() => expect(seen.some((r) => r.ifNoneMatch === '"s2"')).toBe(true));
    client.clear();
  });
});
