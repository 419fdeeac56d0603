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
 * What the ticket panel reads from the server: the performance's ticket types (this visitor's
 * prices), the venue's seats (never change, read once) and which seats are taken (asked for
 * again every `refreshMs`, so seats taken by others turn grey within a few seconds).
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
  const venueSeats = useQuery({
    queryKey: ['venue-seats', venue?.id],
    queryFn: () => getJson<VenueSeats>(`/api/venues/${venue!.id}/seats`),
    enabled: venue !== null && hasSeats,
    staleTime: Infinity,
  });
  const states = useQuery({
    queryKey: ['seat-states', performanceId],
    queryFn: () => getJson<SeatStates>(`/api/performances/${performanceId}/seats`),
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
