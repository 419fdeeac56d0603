import { findSignedInProfile } from '@/features/accounts/queries';
import { visitorDataFor } from '@/features/accounts/visitor-data';
import { findEmailSignup } from '@/features/email/queries';
import { handle } from '@/lib/http/handler';
import { visitorDataScript } from '@/lib/visitor-data-format';

export const dynamic = 'force-dynamic';

/**
 * GET /mytrip/app/gaInfo (storefront 7): this visitor's data as script text, read by the
 * browser's visitor-data store. Per visitor, so no shared cache may keep it: private, no-store,
 * and varying on the cookie for any cache that ignores those.
 */
export const GET = handle(
  async (request) => {
    const profile = await findSignedInProfile(request.headers);
    const signup = profile === null ? null : await findEmailSignup(profile.email);
    return new Response(visitorDataScript(visitorDataFor(profile, signup)), {
      headers: {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Cache-Control': 'private, no-store',
        Vary: 'Cookie',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  { label: 'mytrip/gaInfo' },
);
