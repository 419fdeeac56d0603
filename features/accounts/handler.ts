import 'server-only';
import { MAX_JSON_BODY_BYTES, toErrorResponse } from '@/lib/http/handler';
import { withinBodyLimit } from '@/lib/http/read-body';
import { errorResponse } from '@/lib/http/responses';
import { getAuth } from './auth';

/**
 * The auth route handler: better-auth answers, given the body read within the API limit (it would
 * read any body whole); anything it throws becomes a bare 500, never a stack.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  try {
    const bounded = await withinBodyLimit(request, MAX_JSON_BODY_BYTES);
    if (bounded === null) return errorResponse(413, 'Request body is too large.');
    const auth = await getAuth();
    return await auth.handler(bounded);
  } catch (error) {
    return toErrorResponse(error, 'auth');
  }
}
