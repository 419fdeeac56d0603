import { signUpForEmailPromotions } from '@/features/email/mutations';
import { emailSignupSchema } from '@/features/email/schema';
import { PERSISTED_STATE_TTL_DAYS } from '@/lib/config/constants';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';
import { cookieHeader } from '@/lib/http/cookies';
import { jsonResponse } from '@/lib/http/responses';
import { MEMBER_DEALS_COOKIE } from '@/lib/member-deals-cookie';

export const dynamic = 'force-dynamic';

/**
 * E-mail promotions sign-up (the footer, or the insider prompt); a repeat sign-up is a success
 * too. Signing up from the insider prompt grants the member deal: the server sets the cookie
 * that unlocks insider rates (readable by the page, which shows the unlocked rates at once).
 */
export const POST = withBody(
  emailSignupSchema,
  async (input, request) => {
    // A state change: only same-site scripts may ask for it (no cross-site form posts).
    requireJson(request);
    const { created } = await signUpForEmailPromotions(input);
    const response = jsonResponse({ ok: true }, { status: created ? 201 : 200 });
    if (input.source === 'insider') {
      response.headers.append(
        'Set-Cookie',
        cookieHeader(request, MEMBER_DEALS_COOKIE, '1', { maxAgeSeconds: PERSISTED_STATE_TTL_DAYS * 24 * 60 * 60, httpOnly: false }),
      );
    }
    return response;
  },
  { label: 'api/email-signup' },
);
