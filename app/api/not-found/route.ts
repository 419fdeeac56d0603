import { errorResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

/**
 * Where next.config.ts rewrites API paths that carry percent-encoding (lib/routes/content-rewrites.json):
 * no API takes an encoded path segment, and broken encoding would fail inside Next's dynamic-route
 * matching with a bare 500 before any handler runs. Answers every method with a JSON 404.
 */
const notFound = () => errorResponse(404, 'Not found');

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
