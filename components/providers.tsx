'use client';

import type { ReactNode } from 'react';
import { config as zodConfig } from 'zod/mini';
import { SitePhoneProvider } from './site-phone';

// The Content-Security-Policy allows no eval (lib/security/script-policy.mjs): zod would probe
// `Function("")` on its first object parse to choose its compiled fast path, which the browser
// refuses and reports as a violation. In the browser it parses without that probe.
if (typeof window !== 'undefined') zodConfig({ jitless: true });

/**
 * The root layout's providers: only what every page needs. TanStack Query is not one of them; the
 * islands that use it mount `QueryProvider` (components/query-provider.tsx) themselves.
 */
export function Providers({ children, phone = null }: { children: ReactNode; phone?: string | null }) {
  return <SitePhoneProvider phone={phone}>{children}</SitePhoneProvider>;
}
