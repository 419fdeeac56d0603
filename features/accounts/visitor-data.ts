import 'server-only';
import { createHash } from 'node:crypto';
import { EMPTY_VISITOR_DATA, type VisitorData } from '@/lib/visitor-data-format';
import type { AccountProfile } from './schema';

/** The e-mail address as the hashes see it: trimmed and lower-cased, so one mailbox has one hash. */
function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The visitor data of storefront 3 for a signed-in member (or nobody): the address, its MD5 and
 * SHA-256 hashes, the promotions subscription and the account id. Signed out, every field is empty.
 */
export function visitorDataFor(profile: Pick<AccountProfile, 'id' | 'email'> | null, signup: { id: string } | null): VisitorData {
  if (profile === null) return EMPTY_VISITOR_DATA;
  const email = normalisedEmail(profile.email);
  return {
    emailId: email,
    emha: createHash('md5').update(email).digest('hex'),
    emha256: createHash('sha256').update(email).digest('hex'),
    loggedIn: true,
    subscriber: signup !== null,
    subscriberId: signup?.id ?? '',
    universalUserId: profile.id,
  };
}
