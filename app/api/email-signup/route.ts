import { signUpForEmailPromotions } from '@/features/email/mutations';
import { emailSignupSchema } from '@/features/email/schema';
import { withBody } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

/** Footer e-mail promotions sign-up; a repeat sign-up is a success too. */
export const POST = withBody(
  emailSignupSchema,
  async (input) => {
    const { created } = await signUpForEmailPromotions(input);
    return jsonResponse({ ok: true }, { status: created ? 201 : 200 });
  },
  { label: 'api/email-signup' },
);
