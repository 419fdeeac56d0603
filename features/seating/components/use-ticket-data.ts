'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useInsiderAuth } from '@/lib/insider-auth';
import { useVisitorData } from '@/lib/visitor-data';
import { indexSeats } from '../ticket-model';
import type { PerformanceTickets, SeatStates, VenueSeats } from '../types';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A polled read with its own conditional request: If-None-Match with the ETag of the last answer,
 * and on 304 the last answer again (the same object, so nothing re-renders). The server answers
 * from a snapshot shared by every visitor, so most polls cost a bodiless 304 on both sides.
 */
function conditionalGetter<T>(url: string) {
  let last: { etag: string; data: T } | null = null;
  return async (): Promise<T> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (last) headers['if-none-match'] = last.etag;
    // The browser's cache is left out: this function is the cache, and sees every 304 itself.
    const response = await fetch(url, { headers, cache: 'no-store' });
    if (response.status === 304 && last) return last.data;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const data = (await response.json()) as T;
    const etag = response.headers.get('etag');
    last = etag ? { etag, data } : null;
    return data;
  };
}

/**
 * What the ticket panel reads from the server: the performance's ticket types (this visitor's
 * prices), the venue's seats (never change, read once, under their version) and which seats are
 * taken (asked for again every `refreshMs` with If-None-Match, so seats taken by others turn grey
 * within a couple of seconds).
 */
export function useTicketData(performanceId: number, refreshMs: number) {
  const tickets = useQuery({
    queryKey: ['performance-tickets', performanceId],
    queryFn: () => getJson<PerformanceTickets>(`/api/performances/${performanceId}/tickets`),
  });
  // Signing in (through the insider modal, or a confirmation link in another tab) changes this
  // visitor's prices: ask for them again. The server decides what they are.
  const signedIn = useVisitorData().data.loggedIn;
  const { completions } = useInsiderAuth();
  const entitlementKey = `${signedIn}:${completions}`;
  const seenEntitlement = useRef(entitlementKey);
  const refetchTickets = tickets.refetch;
  useEffect(() => {
    if (seenEntitlement.current === entitlementKey) return;
    seenEntitlement.current = entitlementKey;
    void refetchTickets();
  }, [entitlementKey, refetchTickets]);
  const venue = tickets.data?.venue ?? null;
  const hasSeats = tickets.data?.skus.some((s) => s.supportsSeatSelection) ?? false;
  // The layout under its version (an immutable url: kept by the browser, asked for once).
  const layoutVersion = venue?.layoutVersion;
  const venueSeats = useQuery({
    queryKey: ['venue-seats', venue?.id, layoutVersion],
    queryFn: () => getJson<VenueSeats>(`/api/venues/${venue!.id}/seats${layoutVersion ? `?v=${encodeURIComponent(layoutVersion)}` : ''}`),
    enabled: venue !== null && hasSeats,
    staleTime: Infinity,
  });
  const getStates = useMemo(() => conditionalGetter<SeatStates>(`/api/performances/${performanceId}/seats`), [performanceId]);
  // Polled while the tab is visible (react-query pauses intervals in background tabs).
  const states = useQuery({
    queryKey: ['seat-states', performanceId],
    queryFn: getStates,
    enabled: hasSeats,
    refetchInterval: refreshMs,
  });

  const index = useMemo(() => (venueSeats.data ? indexSeats(venueSeats.data) : null), [venueSeats.data]);
  const taken = useMemo(() => new Set(states.data?.taken ?? []), [states.data]);
  const sold = useMemo(() => new Set(states.data?.sold ?? []), [states.data]);
  const mine = useMemo(() => new Set(states.data?.mine ?? []), [states.data]);
  const skus = useMemo(() => tickets.data?.skus ?? [], [tickets.data]);
  const loading = tickets.isPending || (hasSeats && (venueSeats.isPending || states.isPending));

  return { tickets, venueSeats, states, venue, skus, index, taken, sold, mine, loading };
}

export type TicketData = ReturnType<typeof useTicketData>;
