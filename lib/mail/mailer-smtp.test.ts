import { afterAll, describe, expect, it, vi } from 'vitest';

const sent: unknown[] = [];
const createTransport = vi.fn((url: string) => ({
  url,
  sendMail: async (mail: unknown) => {
    sent.push(mail);
    return { messageId: 'x' };
  },
}));
vi.mock('nodemailer', () => ({ default: { createTransport }, createTransport }));
// No database: with SMTP_URL set, the outbox must not be touched.
vi.mock('@/lib/db/database', () => ({
  getDb: () => {
    throw new Error('the outbox was used although SMTP_URL is set');
  },
}));

const previous = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM };
process.env.SMTP_URL = 'smtp://user:pass@mail.example.com:2525';
process.env.MAIL_FROM = 'Shows <shows@example.com>';

afterAll(() => {
  process.env.SMTP_URL = previous.SMTP_URL;
  process.env.MAIL_FROM = previous.MAIL_FROM;
});

describe('sendMail with SMTP_URL', () => {
  it('sends through one nodemailer SMTP transport from MAIL_FROM', async () => {
    const { sendMail } = await import('./mailer');
    await sendMail({ to: 'pat@example.com', subject: 'Hello', text: 'Body' });
    await sendMail({ to: 'lee@example.com', subject: 'Again', text: 'Body' });
    expect(createTransport).toHaveBeenCalledTimes(1);
    expect(createTransport).toHaveBeenCalledWith('smtp://user:pass@mail.example.com:2525');
    expect(sent).toEqual([
      { to: 'pat@example.com', subject: 'Hello', text: 'Body', from: 'Shows <shows@example.com>' },
      { to: 'lee@example.com', subject: 'Again', text: 'Body', from: 'Shows <shows@example.com>' },
    ]);
  });
});
