import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';

/** True when the database is open, migrated and (on first start) seeded, and answers. */
export async function isDatabaseReady(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    console.error('[health]', error);
    return false;
  }
}
