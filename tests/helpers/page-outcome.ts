/**
 * How a server page called directly in a test ended: Next's notFound() and redirect() throw
 * errors carrying these digests, and a test asks which one (or that it rendered).
 */
export function isNotFound(error: unknown): boolean {
  return String((error as { digest?: unknown } | null)?.digest ?? '').startsWith('NEXT_HTTP_ERROR_FALLBACK;404');
}

/** 'not-found' when the page called notFound(), 'rendered' when it returned; any other error is thrown. */
export async function pageOutcome(run: () => unknown): Promise<'rendered' | 'not-found'> {
  try {
    await run();
    return 'rendered';
  } catch (error) {
    if (isNotFound(error)) return 'not-found';
    throw error;
  }
}

/** The target and status of Next's redirect() error, or null for any other error. */
export function redirectOf(error: unknown): { location: string; status: number } | null {
  const digest = String((error as { digest?: unknown } | null)?.digest ?? '');
  if (!digest.startsWith('NEXT_REDIRECT')) return null;
  const [, , location = '', status] = digest.split(';');
  return { location, status: Number(status) };
}

export type PageEnding<T> = { status: 200; value: T } | { status: 404 } | { status: number; location: string };

/**
 * How a page (or its generateMetadata) called in a test ended, as a response would: 200 with what
 * it returned, 404 for notFound(), or a redirect's status and target. Any other error is thrown.
 */
export async function pageEnding<T>(run: () => T | Promise<T>): Promise<PageEnding<T>> {
  try {
    return { status: 200, value: await run() };
  } catch (error) {
    if (isNotFound(error)) return { status: 404 };
    const redirect = redirectOf(error);
    if (redirect !== null) return redirect;
    throw error;
  }
}
