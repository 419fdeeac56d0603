import type { Metadata } from 'next';
import { LandingRoutePage, landingRouteMetadata } from '@/app/_content/landing-route';

// A content-managed static route of storefront 2.2 under /spas (app/_content/landing-route.tsx):
// any name, so made-up ones are answered before this page by the known-path check of
// scripts/server.mjs. Rendered on first request, then cached under its entry's or product's tags.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ path: string[] }> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  return landingRouteMetadata(['spas', ...(await props.params).path]);
}

export default async function Page(props: Props) {
  return <LandingRoutePage segments={['spas', ...(await props.params).path]} />;
}
