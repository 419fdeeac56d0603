'use client';

import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { config as zodConfig } from 'zod/mini';
import { SitePhoneProvider } from './site-phone';

// The Content-Security-Policy allows no eval (lib/security/script-policy.mjs): zod would probe
// `Function("")` on its first object parse to choose its compiled fast path, which the browser
// refuses and reports as a violation. In the browser it parses without that probe.
if (typeof window !== 'undefined') zodConfig({ jitless: true });

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
  // One client per server render (no state shared between visitors), one for the browser's lifetime.
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

export function Providers({ children, phone = null }: { children: ReactNode; phone?: string | null }) {
  const [client] = useState(getQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SitePhoneProvider phone={phone}>{children}</SitePhoneProvider>
    </QueryClientProvider>
  );
}
