import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { appSecrets } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';

/**
 * The site's signing secret: BETTER_AUTH_SECRET when set, else the one generated once per
 * database by migration 0006, so every instance on one database agrees without configuration.
 */
export async function appSecret(): Promise<string> {
  const configured = getEnv().BETTER_AUTH_SECRET;
  if (configured) return configured;
  const db = await getDb();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'auth'));
  if (!row) throw new Error('No app secret: set BETTER_AUTH_SECRET or apply migration 0006');
  return row.value;
}

/** `payload.signature`, the signature an HMAC under a key of its own per purpose. */
export async function signValue(purpose: string, payload: string): Promise<string> {
  const key = createHmac('sha256', await appSecret()).update(purpose).digest();
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** The payload of a value signValue made for this purpose, or null when it was altered. */
export async function verifySignedValue(purpose: string, signed: string | null | undefined): Promise<string | null> {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = signed.slice(0, dot);
  const expected = Buffer.from(await signValue(purpose, payload));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? payload : null;
}
