'use client';

import { ErrorState } from '@/app/error-state';

/**
 * A content page that fails to render shows the not-found page (storefront 2.10: "an unknown type
 * or an error shows the not-found page"; 4: "until new content arrives", which here is the next
 * navigation, when Next resets this boundary).
 */
export default function ContentPageError({ error }: { error: unknown }) {
  return <ErrorState name="content page" error={error} />;
}
