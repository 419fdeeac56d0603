import { FRESH_READS, ProductDetailsPage, detailsMetadata, type DetailsProps } from '@/app/iv2/_details/details-page';

// A details url with ?nc=1 (storefront 2.2: "bypasses cache"), rewritten here by
// lib/routes/query-rewrites.json: rendered per request from the database, never from Next's data
// or page cache, and never kept by the front cache (no x-nextjs-cache header; it skips nc=1 too).
// Reached directly, it is the same page; its canonical link is the product's own url.
export const dynamic = 'force-dynamic';

export function generateMetadata(props: DetailsProps) {
  return detailsMetadata(props, FRESH_READS);
}

export default function Page(props: DetailsProps) {
  return <ProductDetailsPage props={props} reads={FRESH_READS} />;
}
