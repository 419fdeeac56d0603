import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { emailSignups } from '@/lib/db/schema';

/** The promotions sign-up of an address (any case), or null when it is not signed up. */
export async function findEmailSignup(email: string): Promise<{ id: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: emailSignups.id })
    .from(emailSignups)
    .where(eq(emailSignups.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}
