import { handleGraphqlRequest } from '@/features/content/graphql-handler';

// The content service (DESIGN 4): `entry(url)`, the header entry and the editor mutations.
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => handleGraphqlRequest(request);
export const POST = (request: Request) => handleGraphqlRequest(request);
