import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AirHotelResultsBody, airHotelResultsMetadata, airHotelSearchOf } from '../results-page';

// What reaches this page renders per request: a search with a malformed or repeated query value,
// `nc=1`, a client navigation, `next dev`. A well-formed search served by scripts/server.mjs goes
// to the cached twin (app/iv2/shared-results/airhotels, lib/cache/shared-queries.mjs) instead.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ rest?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata(): Metadata {
  return airHotelResultsMetadata();
}

export default async function AirHotelResultsPage(props: Props) {
  const { rest = [] } = await props.params;
  const search = airHotelSearchOf(rest, await props.searchParams);
  if (search === null) notFound();
  return <AirHotelResultsBody search={search} />;
}
