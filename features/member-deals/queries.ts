import 'server-only';
import { findSignedInProfile } from '@/features/accounts/queries';
import { readCookie } from '@/lib/http/cookies';
import type { InsiderEntitlement } from '@/lib/insider-pricing';
import { MEMBER_DEALS_COOKIE } from '@/lib/member-deals-cookie';

/**
 * What a request entitles its visitor to (storefront 6): the member-deal cookie, and a session
 * of a signed-in member (ticket-buying 6: signing up or in makes a member an insider). Every
 * price endpoint asks this, so they all agree; the browser's own word is never taken.
 */
export async function findInsiderEntitlement(request: Request): Promise<InsiderEntitlement> {
  return {
    memberDeal: readCookie(request, MEMBER_DEALS_COOKIE) === '1',
    signedInInsider: (await findSignedInProfile(request.headers)) !== null,
  };
}
