/** The security headers of every response, as [name, value] pairs (HSTS only for an https SITE_URL). */
export function securityHeaders(options?: { siteUrl?: string }): [string, string][];
