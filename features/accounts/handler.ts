import 'server-only';
import { toErrorResponse } from '@/lib/http/handler';
import { getAuth } from './auth';

/** The auth route handler: better-auth answers; anything it throws becomes a bare 500, never a stack. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  try {
    const auth = await getAuth();
    return await auth.handler(request);
  } catch (error) {
    return toErrorResponse(error, 'auth');
  }
}
