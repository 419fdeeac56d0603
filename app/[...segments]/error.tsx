'use client';

import { useEffect } from 'react';
import { NOT_FOUND_DOCUMENT_TITLE, NotFoundPanel } from '@/components/not-found-panel';
import { ERROR_SECTIONS } from './error-sections';

/**
 * A content page that fails to render shows the not-found page (storefront 2.10: "an unknown type
 * or an error shows the not-found page"; 4: "until new content arrives", which here is the next
 * navigation, when Next resets this boundary).
 */
export default function ContentPageError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('[content page error]', error instanceof Error && 'digest' in error ? error.digest : error);
    document.title = NOT_FOUND_DOCUMENT_TITLE;
  }, [error]);
  return (
    <main id="main" className="page">
      <NotFoundPanel sections={ERROR_SECTIONS} />
    </main>
  );
}
