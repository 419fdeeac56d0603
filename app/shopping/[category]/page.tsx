import { notFound } from 'next/navigation';
import { ShoppingCategoryLinePage, shoppingCategoryMetadata } from '@/app/_lines/line-page';
import { SHOPPING_CATEGORY_SLUGS } from '@/lib/config/product-types';
import { routes } from '@/lib/routes';

// Rendered on its first request, then served from the cache (catalog tags, five minutes).
export const revalidate = 300;

// Only the six category pages of spec 2.2 exist here: any other /shopping/{name} never reaches
// this page and gets the not-found page with its full markup (notFound() from a page would send
// an empty 404 body in Next 16). The content-managed /shopping/{name} pages of spec 2.10
// (routes.staticProductLandingPage) plug in here when they are built: this list then gives way
// to a lookup of the content service, which falls back to these six.
export const dynamicParams = false;

export function generateStaticParams() {
  return SHOPPING_CATEGORY_SLUGS.map((category) => ({ category }));
}

type Props = { params: Promise<{ category: string }> };

async function categoryOf(props: Props) {
  const { category } = await props.params;
  return routes.shoppingCategoryPage.parseSegments(['shopping', category])?.category ?? null;
}

export async function generateMetadata(props: Props) {
  const category = await categoryOf(props);
  return category === null ? {} : shoppingCategoryMetadata(category);
}

export default async function Page(props: Props) {
  const category = await categoryOf(props);
  // Unreachable with dynamicParams = false; kept so a bad param can never render a page.
  if (category === null) notFound();
  return <ShoppingCategoryLinePage category={category} />;
}
