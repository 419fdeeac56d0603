import { signUpForEmailPromotions } from '@/features/email/mutations';
import { emailSignupSchema } from '@/features/email/schema';
import { getDb } from '@/lib/db/database';
import { withBody } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

/** Footer e-mail promotions sign-up; a repeat sign-up is a success too. */
export const POST = withBody(
  emailSignupSchema,
  async (input) => {
    const { created } = await signUpForEmailPromotions(await getDb(), input);
    return jsonResponse({ ok: true }, { status: created ? 201 : 200 });
  },
  { label: 'api/email-signup' },
);
