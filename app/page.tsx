import type { Metadata } from 'next';
import { getMerchListProducts, getPopularProducts } from '@/features/catalog/queries';
import { MemberPricesLoader } from '@/features/catalog/components/member-prices';
import { HomeHero } from '@/features/catalog/components/home-hero';
import { getSiteSettings } from '@/lib/config/site-settings';
import { getFlags } from '@/lib/config/flags';
import { HomeSearch } from '@/features/search/components/home-search';
import { InsiderSignupBlock } from '@/features/member-deals/components/insider-signup-block';
import { EmailSignupForm } from '@/features/email/components/email-signup-form';
import { RecentlySeenList } from '@/features/recently-seen/components/recently-seen-list';
import { AdRow } from '@/features/content/components/ad-slots';
import { HOME_AD_IDS } from '@/lib/config/content-pages';
import { DealsCalendarLink } from '@/features/hotels/components/deals-calendar-link';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/components/json-ld';
import { TrackedProductGrid } from './_cards/tracked-product-grid';

// Rendered on its first request, then served from the cache until a catalog tag it carries is
// revalidated or five minutes pass (from-prices move with the calendar).
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const { siteName, siteUrl } = getSiteSettings();
  return {
    title: {
      absolute: `Las Vegas Hotels, Shows, Tours, Clubs & More | Best Rate Guarantee on Hotels & Deals on Show Tickets | ${siteName}`,
    },
    description:
      'Book Las Vegas hotels, shows, tours, attractions, nightclubs and more. Best rate guarantee on hotels and deals on show tickets, with secure checkout.',
    alternates: { canonical: new URL('/', siteUrl).toString() },
  };
}

export default async function HomePage() {
  const { siteName, siteUrl } = getSiteSettings();
  const [shows, hotels, tours] = await Promise.all([
    getMerchListProducts('HomeFeaturedShows', 6),
    getMerchListProducts('HomeFeaturedHotels', 6),
    getPopularProducts('TOUR', 3),
  ]);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: new URL('/', siteUrl).toString(),
  };
  return (
    <main id="main" className="page">
      <JsonLd data={jsonLd} />
      <HomeHero siteName={siteName} />
      <HomeSearch
        tabsHero={getFlags().tabsSearchHero}
        groupTravelHref={routes.contentPage.build({ segments: ['lounge', 'group-bookings'] })}
      />
      <section className="page-section" aria-labelledby="featured-shows">
        <h2 id="featured-shows">Featured Las Vegas Shows</h2>
        <TrackedProductGrid products={shows} label="Featured shows" />
      </section>
      <section className="page-section" aria-labelledby="featured-hotels">
        <h2 id="featured-hotels">Featured Las Vegas Hotels</h2>
        <TrackedProductGrid products={hotels} label="Featured hotels" />
        <DealsCalendarLink flags={getFlags()} />
      </section>
      {/* Storefront 2.3's ad slots: the content service's ad entries, edited there, not here. */}
      <AdRow adIds={HOME_AD_IDS} label="Promotions" />
      <section className="page-section" aria-labelledby="popular-tours">
        <h2 id="popular-tours">Popular Tours</h2>
        <TrackedProductGrid products={tours} label="Popular tours" />
      </section>
      <MemberPricesLoader productIds={[...shows, ...tours].map((p) => p.id)} />
      <RecentlySeenList variant="sidebar" />
      <InsiderSignupBlock>
        <EmailSignupForm label="Insider pricing sign-up" />
      </InsiderSignupBlock>
    </main>
  );
}
