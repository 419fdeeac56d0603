import type { Metadata } from 'next';
import { DEALS_CALENDAR_TITLE, DealsCalendarView, lowestDealSentence } from '@/features/hotels/components/deals-calendar';
import { getDealsCalendar } from '@/features/hotels/queries';
import { getSiteSettings } from '@/lib/config/site-settings';
import { absoluteUrl, routes } from '@/lib/routes';

// The city-wide hotel deals calendar (storefront 2.2, issue 24 item 5). Rendered on its first
// request and then served from the cache, the same for every visitor (public rates): its read
// carries the rates' tag `hotels:rates` with the catalog's (a reseed renders it again) and expires
// after five minutes, as rooms are held and sold and the day turns. It answers whatever the
// city-wide rate calendar flag says: the flag decides only the home page's link (spec 2.2).
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const { siteUrl } = getSiteSettings();
  const canonical = absoluteUrl(routes.citywideHotelDealsCalendar.build(), siteUrl);
  const lowest = lowestDealSentence(await getDealsCalendar());
  const description = `The lowest Las Vegas hotel rate for every night of the next two months and the hotel that has it.${lowest ? ` ${lowest}` : ''}`;
  return { title: DEALS_CALENDAR_TITLE, description, alternates: { canonical }, openGraph: { title: DEALS_CALENDAR_TITLE, description, url: canonical } };
}

export default async function Page() {
  return <DealsCalendarView calendar={await getDealsCalendar()} />;
}
