'use client';

import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Islands fetch small, per-visitor JSON; refetching on every window focus is noise.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: 1,
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

function getQueryClient(): QueryClient {
  // One client per server render (no state shared between visitors), one for the browser's lifetime:
  // every island that mounts this provider shares the browser's client, so their caches (and
  // invalidations across islands) behave as under one provider at the root.
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

/**
 * TanStack Query for the islands that use it, mounted by each such island (or the segment around
 * it), never by the root layout: a page without one ships none of the library (issue 27).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // Inside another provider (an island within an island, or a test's own client) that one serves.
  const outer = useContext(QueryClientContext);
  const [client] = useState(getQueryClient);
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The island `Component` inside a QueryProvider: for an island that server code renders directly. */
export function withQueryProvider<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Component.displayName ?? Component.name})`;
  return WithQueryProvider;
}
