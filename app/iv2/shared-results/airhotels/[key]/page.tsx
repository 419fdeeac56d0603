import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { airHotelQuestionOfKey } from '@/lib/cache/shared-queries.mjs';
import { AirHotelResultsBody, airHotelResultsMetadata, airHotelSearchOf } from '../../../searchresults/airhotels/results-page';

// The cached twin of /iv2/searchresults/airhotels/…?from=…: one page per normalised search and
// Pacific day, reached only through the rewrite of lib/cache/shared-queries.mjs (the browser keeps
// its url). Rendered on its first request and kept five minutes like the package listings it
// shows (expired at once by a catalog change through their tags), bounded in the caches' query share.
export const revalidate = 300;

export function generateStaticParams(): { key: string }[] {
  return [];
}

export function generateMetadata(): Metadata {
  return airHotelResultsMetadata();
}

export default async function SharedAirHotelResultsPage(props: { params: Promise<{ key: string }> }) {
  const question = airHotelQuestionOfKey((await props.params).key);
  if (question === null) notFound();
  const { rest, from, party, cabin, depart } = question;
  const search = airHotelSearchOf(rest.split('/').filter(Boolean), {
    from,
    ...(party === null ? {} : { party }),
    cabin,
    depart,
    return: question.return,
  });
  if (search === null) notFound();
  return <AirHotelResultsBody search={search} />;
}
