import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { emailSignups } from '@/lib/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { POST } from './route';

const post = (body: string) =>
  POST(new Request('http://localhost/api/email-signup', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }), undefined);

describe.each(testDatabaseKinds())('POST /api/email-signup (%s)', (kind) => {
  let handle: DatabaseHandle;
  let forget: (() => void) | undefined;
  const rows = async () => (await handle.db.select({ n: count() }).from(emailSignups))[0]?.n ?? 0;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    forget = useDatabaseForProcess(handle);
  });

  afterAll(async () => {
    forget?.();
    await handle?.close();
  });

  it('stores a sign-up and answers 201, then 200 for the same address again', async () => {
    const first = await post(JSON.stringify({ email: 'Fan@Example.com' }));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ ok: true });
    const again = await post(JSON.stringify({ email: 'fan@example.com' }));
    expect(again.status).toBe(200);
    expect(await rows()).toBe(1);
  });

  it('grants the member deal when the sign-up comes from the insider prompt, and only then', async () => {
    const footer = await post(JSON.stringify({ email: 'footer-fan@example.com' }));
    expect(footer.headers.get('set-cookie')).toBeNull();
    const insider = await post(JSON.stringify({ email: 'insider@example.com', source: 'insider' }));
    expect(insider.status).toBe(201);
    // Readable by the page (no HttpOnly): the panel shows the unlocked rates at once.
    expect(insider.headers.get('set-cookie')).toBe('memberDeals=1; Path=/; Max-Age=2592000; SameSite=Lax');
    const bogus = await post(JSON.stringify({ email: 'x@example.com', source: 'admin' }));
    expect(bogus.status).toBe(400);
    expect(bogus.headers.get('set-cookie')).toBeNull();
  });

  it('answers 400 with field errors for bad input and stores nothing', async () => {
    const before = await rows();
    for (const body of [
      JSON.stringify({ email: '' }),
      JSON.stringify({ email: 'nope' }),
      JSON.stringify({ email: 'a@b.co', source: 'somewhere-else' }),
      JSON.stringify(['a@b.co']),
      '{broken',
      '',
    ]) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      const json = (await res.json()) as { error: string; fieldErrors?: Record<string, string[]> };
      expect(json.error).toBe('Invalid request');
      expect(json.fieldErrors).toBeDefined();
    }
    const empty = (await (await post(JSON.stringify({ email: '' }))).json()) as { fieldErrors: Record<string, string[]> };
    expect(empty.fieldErrors.email).toEqual(['Field is required.']);
    expect(await rows()).toBe(before);
  });

  it('refuses a cross-site form post (not JSON) and stores nothing', async () => {
    const before = await rows();
    const response = await POST(
      new Request('http://localhost/api/email-signup', { method: 'POST', body: JSON.stringify({ email: 'csrf@example.com', source: 'footer' }), headers: { 'Content-Type': 'text/plain' } }),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(await rows()).toBe(before);
  });
});
