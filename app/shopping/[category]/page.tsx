import { LandingRoutePage, landingRouteMetadata } from '@/app/_content/landing-route';
import { ShoppingCategoryLinePage, shoppingCategoryMetadata } from '@/app/_lines/line-page';
import { SHOPPING_CATEGORY_SLUGS } from '@/lib/config/product-types';
import { routes } from '@/lib/routes';

// Rendered on its first request, then served from the cache (catalog tags, five minutes).
export const revalidate = 300;

// The six category pages of spec 2.2 are built here; any other /shopping/{name} is the
// content-managed static route of 2.10 (app/_content/landing-route.tsx): the content service's
// entry, else the shopping product whose landing url it is. Made-up names are answered before this
// page by the known-path check of scripts/server.mjs (features/content/known-paths.ts).
export function generateStaticParams() {
  return SHOPPING_CATEGORY_SLUGS.map((category) => ({ category }));
}

type Props = { params: Promise<{ category: string }> };

async function categoryOf(props: Props) {
  const { category } = await props.params;
  return routes.shoppingCategoryPage.parseSegments(['shopping', category])?.category ?? null;
}

async function landingSegments(props: Props): Promise<string[]> {
  return ['shopping', (await props.params).category];
}

export async function generateMetadata(props: Props) {
  const category = await categoryOf(props);
  return category === null ? landingRouteMetadata(await landingSegments(props)) : shoppingCategoryMetadata(category);
}

export default async function Page(props: Props) {
  const category = await categoryOf(props);
  if (category === null) return <LandingRoutePage segments={await landingSegments(props)} />;
  return <ShoppingCategoryLinePage category={category} />;
}
