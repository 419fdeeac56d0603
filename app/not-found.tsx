import type { Metadata } from 'next';
import { NOT_FOUND_DOCUMENT_TITLE, NotFoundView } from '@/components/not-found-view';

export const metadata: Metadata = {
  title: { absolute: NOT_FOUND_DOCUMENT_TITLE },
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <main id="main" className="page">
      <NotFoundView />
    </main>
  );
}
