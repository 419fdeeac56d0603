import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LandingRoutePage, landingRouteMetadata } from '@/app/_content/landing-route';
import { calendarHeading, MonthCalendar } from '@/features/show-calendar/components/month-calendar';
import { monthLabel } from '@/features/show-calendar/month';
import { getShowCalendar } from '@/features/show-calendar/queries';
import { getSiteSettings } from '@/lib/config/site-settings';
import { absoluteUrl, routes } from '@/lib/routes';

// Show calendar month pages, /shows/{month}-{year}, and the content-managed show category pages,
// /shows/{category} (storefront 2.2): one dynamic level, so one page tells them apart by the
// route table (a month shape is a calendar month, any other name a category, whose made-up names
// scripts/server.mjs answers with the not-found page before this page runs).
// Show calendar month pages: rendered on first request and
// then served from the cache: the month's read carries the show type's catalog tags (a reseed or a
// show's change renders it again) and expires after five minutes, as performances start.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ month: string }> };

/** The month of the url, validated by the route's zod schema, or null for a show category's name. */
async function monthOf(props: Props) {
  const { month } = await props.params;
  return routes.showCalendarMonth.parseSegments(['shows', month]);
}

async function categorySegments(props: Props): Promise<string[]> {
  return ['shows', (await props.params).month];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const month = await monthOf(props);
  if (month === null) return landingRouteMetadata(await categorySegments(props));
  const calendar = await getShowCalendar(month);
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
  if (month === null) return <LandingRoutePage segments={await categorySegments(props)} />;
  const calendar = await getShowCalendar(month);
  // A month before this month, or one beyond the last performance on sale (or the search rules'
  // furthest day): status 404 and the not-found page.
  if (calendar === null) notFound();
  return <MonthCalendar calendar={calendar} />;
}
