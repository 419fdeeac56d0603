import type { Metadata } from 'next';
import { LandingRoutePage, landingRouteMetadata } from '@/app/_content/landing-route';

// shows/{category}/{name} (storefront 2.2; app/_content/landing-route.tsx). The folder is named
// [month] because Next wants one name per dynamic level: here it holds the show category.
// Made-up paths are answered before this page by the known-path check of scripts/server.mjs.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ month: string; path: string[] }> };

async function segmentsOf(props: Props): Promise<string[]> {
  const { month, path } = await props.params;
  return ['shows', month, ...path];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return landingRouteMetadata(await segmentsOf(props));
}

export default async function Page(props: Props) {
  return <LandingRoutePage segments={await segmentsOf(props)} />;
}
