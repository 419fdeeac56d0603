import { secureCookies } from '@/lib/config/app-mode';

/** Reading and setting first-party cookies in route handlers, the same way everywhere. */

/** The value of a cookie of the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** The request came over https (directly or through a proxy that says so). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/**
 * A Set-Cookie value for a first-party cookie: path /, SameSite=Lax, HttpOnly unless the
 * browser's code must read it, Secure over https and always in production mode or when SITE_URL
 * is https (a proxy that ends TLS may not say so).
 */
export function cookieHeader(request: Request, name: string, value: string, options: { maxAgeSeconds: number; httpOnly?: boolean }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${options.maxAgeSeconds}`, 'SameSite=Lax'];
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (isHttps(request) || secureCookies()) parts.push('Secure');
  return parts.join('; ');
}
