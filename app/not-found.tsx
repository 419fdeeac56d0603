import type { Metadata } from 'next';
import { NotFoundRetry } from '@/components/not-found-retry';
import { NOT_FOUND_DOCUMENT_TITLE, NotFoundView } from '@/components/not-found-view';

// Every path no route claims lands here (spec 2.2: the end of the route list) as one page,
// rendered on its first request and then served from the cache for all unknown paths. Not a
// catch-all route calling notFound(): Next 16 then sends an empty body (the page only in the
// RSC payload, vercel/next.js#62228), and the cache would hold one entry per made-up url.
// Next adds <meta name="robots" content="noindex"> to this page itself.
export const metadata: Metadata = {
  title: { absolute: NOT_FOUND_DOCUMENT_TITLE },
};

export default function NotFound() {
  return (
    <main id="main" className="page">
      <NotFoundView />
      <NotFoundRetry />
    </main>
  );
}
