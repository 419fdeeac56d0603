'use client';

import type { ReactNode } from 'react';
import { useHasMemberDeal } from '@/lib/member-deals';
import { useVisitorData } from '@/lib/visitor-data';
import styles from './insider-signup-block.module.css';

/**
 * The home page's insider-pricing signup (storefront 2.3, 6), hidden for a member-deal holder and
 * for a signed-in member (signing in makes a member an insider). The page is cached for everybody,
 * so both are read in the browser.
 */
export function InsiderSignupBlock({ children }: { children: ReactNode }) {
  const memberDeal = useHasMemberDeal();
  const signedIn = useVisitorData().data.loggedIn;
  if (memberDeal || signedIn) return null;
  return (
    <section className={styles.block} aria-labelledby="insider-pricing" data-testid="insider-signup">
      <h2 id="insider-pricing" className={styles.title}>
        Unlock Insider Pricing
      </h2>
      <p className={styles.text}>Sign up for e-mail deals and see member prices of up to 50% off shows, hotels and tours.</p>
      {children}
    </section>
  );
}
