'use client';

import { useEffect } from 'react';
import { grantMemberDealFromUrl } from '@/lib/member-deals';

/** Mounted once in the layout: a visit from an e-mail campaign (utm_medium=email) sets the member-deals cookie. */
export function MemberDealFromEmail() {
  useEffect(() => {
    grantMemberDealFromUrl(window.location.search);
  }, []);
  return null;
}
