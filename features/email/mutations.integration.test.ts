import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { emailSignups } from '@/lib/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { signUpForEmailPromotions } from './mutations';
import { emailSignupSchema } from './schema';

describe.each(testDatabaseKinds())('signUpForEmailPromotions (%s)', (kind) => {
  let handle: DatabaseHandle;
  let forget: (() => void) | undefined;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    forget = useDatabaseForProcess(handle);
  });

  afterAll(async () => {
    forget?.();
    await handle?.close();
  });

  it('stores one row per address, normalised to lower case', async () => {
    const input = emailSignupSchema.parse({ email: '  Visitor@Example.com ' });
    expect(await signUpForEmailPromotions(input)).toEqual({ created: true });
    const rows = await handle.db.select().from(emailSignups).where(eq(emailSignups.email, 'visitor@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe('footer');
  });

  it('treats a repeat sign-up as success without a second row', async () => {
    const input = emailSignupSchema.parse({ email: 'repeat@example.com' });
    await signUpForEmailPromotions(input);
    const again = await signUpForEmailPromotions(emailSignupSchema.parse({ email: 'REPEAT@example.com' }));
    expect(again).toEqual({ created: false });
    const rows = await handle.db.select().from(emailSignups).where(eq(emailSignups.email, 'repeat@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('the shared schema rejects what the route must answer with 400', () => {
    const empty = emailSignupSchema.safeParse({ email: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['Field is required.']);
    const invalid = emailSignupSchema.safeParse({ email: 'not-an-email' });
    expect(invalid.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid email address.']);
    expect(emailSignupSchema.safeParse({ email: 'a@b.co', source: 'popup' }).success).toBe(false);
  });
});
