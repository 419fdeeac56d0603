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
