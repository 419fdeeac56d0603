import { CACHED_READS, ProductDetailsPage, detailsMetadata, type DetailsProps } from '@/app/iv2/_details/details-page';

// Rendered on its first request and then served from the cache (catalog tags, five minutes):
// everything here is the same for every visitor. Dated availability comes as its own fresh part.
// The same url with ?nc=1 is rewritten to app/iv2/fresh, rendered per request.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export function generateMetadata(props: DetailsProps) {
  return detailsMetadata(props, CACHED_READS);
}

export default function Page(props: DetailsProps) {
  return <ProductDetailsPage props={props} reads={CACHED_READS} />;
}
