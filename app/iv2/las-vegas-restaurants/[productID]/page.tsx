import { notFound, permanentRedirect } from 'next/navigation';
import { getProductSummary } from '@/features/catalog/queries';
import { URL_BASES } from '@/lib/config/product-types';
import { parseRouteSegments } from '@/lib/routes';

// A restaurant by id alone (storefront 2.2: links from content that lack the name) moves to its
// canonical details page for good. Cached like the details page.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export default async function RestaurantById({ params }: { params: Promise<{ productID: string }> }) {
  const { productID } = await params;
  const route = parseRouteSegments(['iv2', URL_BASES.restaurants, productID]);
  if (route?.name !== 'restaurantProductDetailsById') notFound();
  const product = await getProductSummary(route.params.productID);
  if (product === null || product.type !== 'RESTAURANT') notFound();
  permanentRedirect(product.href);
}
