import { AppError } from '@/lib/errors';

/**
 * Refuses a body that is not declared as JSON. Only same-site scripts send JSON: a cross-site
 * form can post text/plain but not application/json without a preflight, so a cart-changing
 * endpoint that insists on it cannot be driven by another site's form.
 */
export function requireJson(request: Request): void {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new AppError('BAD_REQUEST', 'Send the request as application/json.');
  }
}
