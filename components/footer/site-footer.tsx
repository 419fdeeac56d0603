import type { ReactNode } from 'react';
import Link from 'next/link';
import type { FooterLinkGroup, PaymentMethod, SocialLink } from '@/lib/config/site';
import { telHref } from '../header/phone';
import { PaymentIcons } from './payment-icons';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

export type SiteFooterProps = {
  siteName: string;
  phone: string;
  linkGroups: readonly FooterLinkGroup[];
  socialLinks: readonly SocialLink[];
  paymentMethods: readonly PaymentMethod[];
  mobileSiteHref: string;
  /** The e-mail promotions sign-up (domain code, so it comes from the layout). */
  signup: ReactNode;
};

export function SiteFooter({ siteName, phone, linkGroups, socialLinks, paymentMethods, mobileSiteHref, signup }: SiteFooterProps) {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <section className={styles.signupBand} aria-labelledby="footer-signup-heading">
        <div className={styles.signupInner}>
          <div className={styles.signupCopy}>
            <h2 id="footer-signup-heading" className={styles.signupHeading}>
              Get Exclusive Las Vegas Deals
            </h2>
            <p className={styles.signupText}>Sign up for our Email Promotions and be first to hear about sales on shows, hotels and tours.</p>
          </div>
          <div className={styles.signupForm}>{signup}</div>
        </div>
      </section>

      <div className={styles.main}>
        {linkGroups.map((group) => (
          <nav key={group.heading} className={styles.column} aria-label={group.heading}>
            <h2 className={styles.heading}>{group.heading}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.column}>
          <h2 className={styles.heading}>Customer Service</h2>
          <p className={styles.serviceText}>Questions about a booking? Our Las Vegas experts are a call away.</p>
          <a href={telHref(phone)} className={styles.phone} data-testid="footer-phone">
            {phone}
          </a>
          <a href={mobileSiteHref} className={styles.mobile} data-testid="mobile-site-link">
            Mobile Site
          </a>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>Follow Us</h2>
          <SocialLinks links={socialLinks} />
        </div>
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <PaymentIcons methods={paymentMethods} />
          <p className={styles.copyright}>
            © {siteName}. All rights reserved. Prices in US dollars.
          </p>
        </div>
      </div>
    </footer>
  );
}
