import { getRecentlySeenForEntries } from '@/features/recently-seen/queries';
import { recentlySeenQuerySchema, type RecentlySeenResponse } from '@/features/recently-seen/schema';
import { withQuery } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

export const GET = withQuery(
  recentlySeenQuerySchema,
  async ({ ids }): Promise<RecentlySeenResponse> => ({ products: await getRecentlySeenForEntries(ids) }),
  { label: 'api/recently-seen' },
);
