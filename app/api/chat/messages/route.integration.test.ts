// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUPPORT_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT, SUPPORT_MESSAGES_MAX_PER_IP } from '@/features/chat/mutations';
import { outbox, supportMessages } from '@/lib/db/schema';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { POST } from './route';

installTestDataCache();

const post = (body: unknown, ip: string) =>
  POST(
    new Request('http://localhost/api/chat/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vegas-client-ip': ip },
      body: JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testDatabaseKinds())('POST /api/chat/messages (%s)', (kind) => {
  const database = testDatabaseForSuite(kind);

  it('stores the message, mails the support inbox and acknowledges it to the visitor', async () => {
    const response = await post(
      { name: ' Ada Lovelace ', email: 'Ada.Chat@Example.com', message: '  Can I change the date of my show tickets?  ', orderNumber: ' vg-123456789 ' },
      '198.51.100.40',
    );
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^[0-9A-F]{8}$/);

    const db = database().db;
    const stored = await db.select().from(supportMessages).where(eq(supportMessages.email, 'ada.chat@example.com'));
    expect(stored).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', email: 'ada.chat@example.com', message: 'Can I change the date of my show tickets?', orderNumber: 'VG-123456789' }),
    ]);
    expect(stored[0]!.id.replace(/-/g, '').slice(0, 8).toUpperCase()).toBe(reference);

    const toSupport = await db.select().from(outbox).where(eq(outbox.to, 'support@vegasgo.example'));
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]!.subject).toBe('Chat message from Ada Lovelace (order VG-123456789)');
    expect(toSupport[0]!.text).toContain('E-mail: ada.chat@example.com');
    expect(toSupport[0]!.text).toContain('Can I change the date of my show tickets?');
    const toVisitor = await db.select().from(outbox).where(eq(outbox.to, 'ada.chat@example.com'));
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]!.subject).toBe(`We received your message (${reference})`);
    expect(toVisitor[0]!.text).toContain('Hello,\n');
    expect(toVisitor[0]!.text).toContain(`Reference: ${reference}`);
    expect(toVisitor[0]!.text).toContain('call us at 1-888-555-0142');
  });

  it("never mails a stranger's words to the address they typed: the acknowledgement is a fixed text", async () => {
    const db = database().db;
    const response = await post(
      { name: 'Your bank: verify at evil.example', email: 'victim.chat@example.com', message: 'Click http://evil.example/login now to keep your account open!' },
      '198.51.100.44',
    );
    expect(response.status).toBe(201);
    const toVictim = await db.select().from(outbox).where(eq(outbox.to, 'victim.chat@example.com'));
    expect(toVictim).toHaveLength(1);
    for (const part of [toVictim[0]!.subject, toVictim[0]!.text]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Your bank');
      expect(part).not.toContain('Click');
    }
    // The support inbox, ours, gets the whole message.
    const toSupport = await db.select().from(outbox).where(eq(outbox.to, 'support@vegasgo.example'));
    expect(toSupport.some((m) => m.text.includes('http://evil.example/login'))).toBe(true);
  });

  it(`acknowledges at most ${SUPPORT_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT} messages per recipient in 15 minutes, from any addresses; the messages themselves still reach support`, async () => {
    const db = database().db;
    const supportBefore = (await db.select().from(outbox).where(eq(outbox.to, 'support@vegasgo.example'))).length;
    for (let i = 0; i < SUPPORT_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT + 2; i++) {
      const response = await post({ name: 'Someone', email: 'flooded.chat@example.com', message: `Message number ${i} about nothing.` }, `203.0.113.${i + 60}`);
      expect(response.status).toBe(201);
    }
    expect(await db.select().from(outbox).where(eq(outbox.to, 'flooded.chat@example.com'))).toHaveLength(SUPPORT_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT);
    expect(await db.select().from(outbox).where(eq(outbox.to, 'support@vegasgo.example'))).toHaveLength(supportBefore + SUPPORT_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT + 2);
  });

  it('answers bad fields with 400 and field errors, and stores and sends nothing', async () => {
    const db = database().db;
    const before = (await db.select().from(supportMessages)).length;
    const mailsBefore = (await db.select().from(outbox)).length;
    const response = await post({ name: '', email: 'nope', message: 'short', orderNumber: '12345' }, '198.51.100.41');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({
      name: ['Field is required.'],
      email: ['Please enter a valid email address.'],
      message: ['Please write 10 to 2000 characters.'],
      orderNumber: ['Order numbers look like VG-123456789.'],
    });
    expect(await db.select().from(supportMessages)).toHaveLength(before);
    expect(await db.select().from(outbox)).toHaveLength(mailsBefore);
  });

  it(`refuses the message after ${SUPPORT_MESSAGES_MAX_PER_IP} from one address in 15 minutes with 429, storing nothing; other addresses still get through`, async () => {
    const db = database().db;
    const ip = '198.51.100.42';
    const message = (i: number) => ({ name: 'Grace', email: 'grace.chat@example.com', message: `Message number ${i} about my booking.` });
    for (let i = 0; i < SUPPORT_MESSAGES_MAX_PER_IP; i++) expect((await post(message(i), ip)).status).toBe(201);
    const refused = await post(message(99), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({
      error: 'You have sent several messages in a short time. Please wait 15 minutes before sending another, or call us at 1-888-555-0142.',
    });
    const stored = await db.select().from(supportMessages).where(eq(supportMessages.email, 'grace.chat@example.com'));
    expect(stored).toHaveLength(SUPPORT_MESSAGES_MAX_PER_IP);
    expect(await db.select().from(outbox).where(eq(outbox.to, 'grace.chat@example.com'))).toHaveLength(Math.min(SUPPORT_MESSAGES_MAX_PER_IP, SUPPORT_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT));
    expect((await post(message(100), '198.51.100.43')).status).toBe(201);
    // Another X-Forwarded-For from the same client changes nothing: the address is the server's.
    const spoofed = await POST(
      new Request('http://localhost/api/chat/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vegas-client-ip': ip, 'x-forwarded-for': '203.0.113.250' },
        body: JSON.stringify(message(101)),
      }),
      undefined,
    );
    expect(spoofed.status).toBe(429);
  });
});
