import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { calendarHeading, MonthCalendar } from '@/features/show-calendar/components/month-calendar';
import { monthLabel } from '@/features/show-calendar/month';
import { getShowCalendar } from '@/features/show-calendar/queries';
import { getSiteSettings } from '@/lib/config/site-settings';
import { absoluteUrl, routes } from '@/lib/routes';

// Show calendar month pages, /shows/{month}-{year} (storefront 2.2). Rendered on first request and
// then served from the cache: the month's read carries the show type's catalog tags (a reseed or a
// show's change renders it again) and expires after five minutes, as performances start.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ month: string }> };

/**
 * The month of the url, validated by the route's zod schema. Only month-shaped segments reach this
 * page: the rewrite of next.config.ts sends any other /shows/{name} to the not-found page.
 */
async function monthOf(props: Props) {
  const { month } = await props.params;
  return routes.showCalendarMonth.parseSegments(['shows', month]);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const month = await monthOf(props);
  const calendar = month === null ? null : await getShowCalendar(month);
  if (calendar === null) return { robots: 'noindex' };
  const { siteUrl } = getSiteSettings();
  const canonical = absoluteUrl(routes.showCalendarMonth.build(calendar.month), siteUrl);
  const title = calendarHeading(calendar.month);
  const description =
    calendar.performanceCount > 0
      ? `Every Las Vegas show playing in ${monthLabel(calendar.month)}, day by day: ${calendar.showCount} shows and ${calendar.performanceCount} performances, with show times and tickets.`
      : `Las Vegas shows by date for ${monthLabel(calendar.month)}: see which shows play each day and book tickets.`;
  return { title, description, alternates: { canonical }, openGraph: { title, description, url: canonical } };
}

export default async function Page(props: Props) {
  const month = await monthOf(props);
  const calendar = month === null ? null : await getShowCalendar(month);
  // A malformed month, one before this month, or one beyond the last performance on sale (or the
  // search rules' furthest day): status 404 and the not-found page.
  if (calendar === null) notFound();
  return <MonthCalendar calendar={calendar} />;
}
