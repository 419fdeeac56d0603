import type { Metadata } from 'next';
import { Suspense, type ReactNode } from 'react';
import { DemoNotice } from '@/components/demo-notice';
import { SiteFooter } from '@/components/footer/site-footer';
import { HeaderPopover } from '@/components/header/header-popover';
import { SiteHeader } from '@/components/header/site-header';
import { RouteVisibility } from '@/components/route-visibility';
import { ScrollRestoration } from '@/components/scroll-restoration';
import { MemberDealFromEmail } from '@/features/member-deals/components/member-deal-from-email';
import { DefaultPromoFromUrl } from '@/features/checkout/components/default-promo-from-url';
import { Providers } from '@/components/providers';
import { SignInBanner } from '@/components/sign-in-banner';
import { SIGN_IN_BANNER_SCRIPT } from '@/components/sign-in-banner-script';
import { VisitorDataLoader } from '@/components/visitor-data-loader';
import { CartLink } from '@/features/cart/components/cart-link';
import { PageviewTracker } from '@/features/analytics/components/pageview-tracker';
import { fetchHeaderNavigation } from '@/features/content/client';
import { EmailSignupForm } from '@/features/email/components/email-signup-form';
import { RecentlySeenList } from '@/features/recently-seen/components/recently-seen-list';
import { DEMO_NOTICE_TEXT, showsDemoNotice } from '@/lib/config/app-mode';
import { myAccountTargets } from '@/lib/config/my-account';
import { FOOTER_LINK_GROUPS, MAIN_NAV, PAYMENT_METHODS, SOCIAL_LINKS } from '@/lib/config/site';
import { getSiteSettings } from '@/lib/config/site-settings';
import { routeRules, routes } from '@/lib/routes';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { siteName, siteUrl } = getSiteSettings();
  return {
    metadataBase: new URL(siteUrl),
    title: {
      default: `${siteName} | Las Vegas Hotels, Shows, Tours, Clubs & More`,
      template: `%s | ${siteName}`,
    },
    description:
      'Book Las Vegas hotels, shows, tours, attractions, nightclubs and more, with a best rate guarantee on hotels and deals on show tickets.',
    applicationName: siteName,
    openGraph: { siteName, type: 'website', locale: 'en_US' },
  };
}

/** A mobile host next to the desktop one (m.example.com); local and IP hosts have none. */
function mobileSiteHref(siteUrl: string): string {
  const url = new URL(siteUrl);
  if (url.hostname === 'localhost' || /^[\d.]+$/.test(url.hostname) || url.hostname.includes(':')) return routes.home.build();
  url.hostname = `m.${url.hostname.replace(/^www\./, '')}`;
  url.pathname = '/';
  return url.toString();
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { siteName, phone, chatUrl, siteUrl } = getSiteSettings();
  // The nav of the content service's header entry (storefront 2.13), cached under its entry tag, so
  // an edit of /header/ renders every page again; the default nav when there is none or it fails.
  const navItems = (await fetchHeaderNavigation()) ?? MAIN_NAV;
  // Cached pages render for nobody in particular: the header link and the banner learn about a
  // signed-in visitor in the browser, from the visitor data (lib/visitor-data.ts).
  const account = myAccountTargets();

  return (
    // The inline script below may set the banner attribute on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: SIGN_IN_BANNER_SCRIPT }} />
      </head>
      <body>
        <Providers phone={phone}>
          <a href="#main" className="skip-link">
            Skip to main content
          </a>
          {showsDemoNotice() ? <DemoNotice text={DEMO_NOTICE_TEXT} /> : null}
          <MemberDealFromEmail />
          <DefaultPromoFromUrl />
          <VisitorDataLoader />
          <ScrollRestoration />
          <Suspense fallback={null}>
            <PageviewTracker routeRules={routeRules()} />
          </Suspense>
          {/* The chat console (its popup) brings a compact title bar of its own instead. */}
          <RouteVisibility part="siteChrome" rules={routeRules()}>
            <SiteHeader
              siteName={siteName}
              phone={phone}
              chatUrl={chatUrl}
              homeHref={routes.home.build()}
              cart={<CartLink href={routes.cart.build()} />}
              account={account}
              navItems={navItems}
              recentlySeen={
                <HeaderPopover label="Recently Seen" testId="recently-seen">
                  <RecentlySeenList />
                </HeaderPopover>
              }
              routeRules={routeRules()}
              siteSearchHref={routes.siteSearch.build({})}
            />
            <SignInBanner siteName={siteName} loginHref={account.loginHref} />
          </RouteVisibility>
          {children}
          <RouteVisibility part="siteChrome" rules={routeRules()}>
            <SiteFooter
              siteName={siteName}
              phone={phone}
              linkGroups={FOOTER_LINK_GROUPS}
              socialLinks={SOCIAL_LINKS}
              paymentMethods={PAYMENT_METHODS}
              mobileSiteHref={mobileSiteHref(siteUrl)}
              signup={<EmailSignupForm />}
            />
          </RouteVisibility>
        </Providers>
      </body>
    </html>
  );
}
