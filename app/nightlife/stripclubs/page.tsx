import { LinePage, lineMetadata } from '@/app/_lines/line-page';

// Rendered on its first request, then served from the cache (catalog tags, five minutes).
export const revalidate = 300;

export function generateMetadata() {
  return lineMetadata('stripClubs');
}

export default function Page() {
  return <LinePage line="stripClubs" />;
}
