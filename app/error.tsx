'use client';

import { ErrorState } from './error-state';

/** A page failed to render: the not-found page until the visitor goes elsewhere (storefront 4), never a stack trace. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorState name="page" error={error} retry={retry} />;
}
