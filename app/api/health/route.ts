import { NextResponse } from 'next/server';
import { isDatabaseReady } from '@/features/health/queries';

export const dynamic = 'force-dynamic';

/** Ready when the database is migrated and seeded; load balancers and tests wait on it. */
export async function GET() {
  const ok = await isDatabaseReady();
  return NextResponse.json({ ok }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
