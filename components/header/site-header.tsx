import type { ReactNode } from 'react';
import Link from 'next/link';
import type { NavItem } from '@/lib/config/site';
import type { RouteRules } from '@/lib/routes/route-matcher';
import { RouteVisibility } from '../route-visibility';
import { AccountLink, type AccountLinkTargets } from './account-link';
import { ChatToggle } from './chat-toggle';
import { MainNav } from './main-nav';
import { SiteSearchBox } from './site-search-box';
import { telHref } from './phone';
import styles from './site-header.module.css';

export type SiteHeaderProps = {
  siteName: string;
  phone: string;
  chatUrl: string;
  homeHref: string;
  /** The CART link with its count; domain code, so it comes from the layout. */
  cart: ReactNode;
  account: AccountLinkTargets;
  navItems: readonly NavItem[];
  /** The RECENTLY SEEN control; domain code, so it comes from the layout. */
  recentlySeen: ReactNode;
  /** Which routes hide which part, as plain data for the client; the layout passes routeRules() of lib/routes. */
  routeRules: RouteRules;
  /** The full-text search results path the header's search box opens. */
  siteSearchHref: string;
};

/** Site chrome of storefront 2.13: logo, phone, chat, RECENTLY SEEN, MY ACCOUNT, CART, main nav. */
export function SiteHeader({ siteName, phone, chatUrl, homeHref, cart, account, navItems, recentlySeen, routeRules, siteSearchHref }: SiteHeaderProps) {
  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.topBar}>
        <Link href={homeHref} className={styles.logo} data-testid="site-logo">
          <svg className={styles.logoMark} viewBox="0 0 32 32" width="34" height="34" aria-hidden="true" focusable="false">
            <circle cx="16" cy="16" r="15" fill="currentColor" />
            <path
              d="M16 6.5l2.7 5.9 6.4.7-4.8 4.3 1.4 6.3L16 20.5l-5.7 3.2 1.4-6.3-4.8-4.3 6.4-.7z"
              fill="#fff"
            />
          </svg>
          <span className={styles.logoText}>{siteName}</span>
        </Link>
        <div className={styles.utilities}>
          <a href={telHref(phone)} className={styles.phone} data-testid="header-phone">
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M6.6 2.5l1.9 3.6-1.5 1.6a10.6 10.6 0 0 0 5.3 5.3l1.6-1.5 3.6 1.9-.8 3.1c-.2.6-.7 1-1.3 1C8.6 17.2 2.8 11.4 2.5 4.6c0-.6.4-1.1 1-1.3z"
                fill="currentColor"
              />
            </svg>
            <span className={styles.phoneLabel}>Call us</span>
            <span className={styles.phoneNumber}>{phone}</span>
          </a>
          <ChatToggle chatUrl={chatUrl} />
          <RouteVisibility part="recentlySeenLink" rules={routeRules}>{recentlySeen}</RouteVisibility>
          <AccountLink {...account} />
          <RouteVisibility part="cartLink" rules={routeRules}>
            {cart}
          </RouteVisibility>
        </div>
      </div>
      <RouteVisibility part="navBar" rules={routeRules}>
        <div className={styles.navBar}>
          <div className={styles.navRow}>
            <MainNav items={navItems} />
            <RouteVisibility part="productSearch" rules={routeRules}>
              <SiteSearchBox action={siteSearchHref} />
            </RouteVisibility>
          </div>
        </div>
      </RouteVisibility>
    </header>
  );
}
