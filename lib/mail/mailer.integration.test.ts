import { describe, expect, it } from 'vitest';
import { outbox } from '@/lib/db/schema';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { parseEnv } from '@/lib/env';
import { listOutbox, outboxPageEnabled, sendMail } from './mailer';

describe.each(testDatabaseKinds())('sendMail without SMTP_URL (%s)', (kind) => {
  const database = testDatabaseForSuite(kind);

  it('writes the mail to the outbox, newest first in the list', async () => {
    await sendMail({ to: 'first@example.com', subject: 'One', text: 'first' });
    await sendMail({ to: 'second@example.com', subject: 'Two', text: 'second http://localhost:3000/x' });
    const rows = await database().db.select().from(outbox);
    expect(rows).toHaveLength(2);
    const listed = await listOutbox();
    expect(listed.map((m) => m.subject)).toEqual(['Two', 'One']);
    expect(listed[0]?.from).toMatch(/@/);
  });

  it('refuses a malformed mail', async () => {
    await expect(sendMail({ to: 'not-an-address', subject: 'x', text: 'y' })).rejects.toThrow();
  });

  it('the outbox page is on outside production, and in production only with OUTBOX_PAGE=1', () => {
    expect(outboxPageEnabled()).toBe(true);
    expect(outboxPageEnabled(parseEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(outboxPageEnabled(parseEnv({ NODE_ENV: 'production', OUTBOX_PAGE: '1' }))).toBe(true);
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(parseEnv({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe('smtps://u:p@mail.example.com:465');
  });
});
