import 'server-only';
import { getDb } from '@/lib/db/database';
import { emailSignups } from '@/lib/db/schema';
import type { EmailSignup } from './schema';

/**
 * Records a promotions sign-up. Signing up twice is not an error for the visitor (they
 * are subscribed either way), so a repeat is a no-op that keeps the first row.
 */
export async function signUpForEmailPromotions(input: EmailSignup): Promise<{ created: boolean }> {
  const db = await getDb();
  // Addresses differ only by case in practice; one row per mailbox.
  const email = input.email.trim().toLowerCase();
  const inserted = await db
    .insert(emailSignups)
    .values({ email, source: input.source })
    .onConflictDoNothing({ target: emailSignups.email })
    .returning({ id: emailSignups.id });
  return { created: inserted.length > 0 };
}
