import { NextResponse, type NextRequest } from 'next/server';
import { answerSearchUrl } from '@/features/search/url-guard';

/**
 * Answers bad search urls before anything renders. A page cannot do it: `notFound()` from a
 * page answers 404 with an empty body in Next 16 (vercel/next.js#62228), and a cached page
 * cannot know today's date for the past-date redirect. Malformed urls (a bad date, an unknown
 * sort or filter group, broken percent-encoding) are rewritten to the not-found page, which
 * then answers 404 with its full markup; a search that starts in the past is redirected to
 * the same search from today.
 */
export function proxy(request: NextRequest) {
  const answer = answerSearchUrl(new URL(request.url), new Date());
  if (answer.kind === 'not-found') return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  if (answer.kind === 'redirect') return NextResponse.redirect(new URL(answer.location, request.url), 307);
  return NextResponse.next();
}

/** A path no route claims: Next answers it with app/not-found.tsx and status 404. */
const NOT_FOUND_PATH = '/_not-found';

export const config = {
  matcher: ['/iv2/searchresults', '/iv2/searchresults/:path*'],
};
