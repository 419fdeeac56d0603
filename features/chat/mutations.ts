import 'server-only';
import { getSiteSettings } from '@/lib/config/site-settings';
import { getDb } from '@/lib/db/database';
import { supportMessages } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail/mailer';
import { consumeAttempt, throttleKey } from '@/lib/security/throttle';
import type { SupportMessage } from './schema';
import type { SupportMessageReceipt } from './types';

/**
 * Messages per address per 15-minute window (lib/security/throttle.ts): enough for a visitor who
 * adds something they forgot, not for a script filling the support inbox.
 */
export const SUPPORT_MESSAGES_MAX_PER_IP = 5;

/**
 * Acknowledgements per recipient per 15-minute window, whatever the addresses the messages come
 * from: past it the message is still stored and sent to the support inbox, but that mailbox gets
 * no more mail from us (so nobody can flood someone else's mailbox, and nobody can stop the owner
 * of the address from writing to us).
 */
export const SUPPORT_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT = 3;

export type LeaveMessageResult = { readonly ok: true; readonly receipt: SupportMessageReceipt } | { readonly ok: false; readonly reason: 'throttled' };

export const referenceOf = (id: string): string => id.replace(/-/g, '').slice(0, 8).toUpperCase();

function supportMail(message: SupportMessage, reference: string): { subject: string; text: string } {
  const order = message.orderNumber ? ` (order ${message.orderNumber})` : '';
  return {
    subject: `Chat message from ${message.name}${order}`,
    text: [
      `A visitor left a message in the chat console. Reply to them by e-mail.`,
      '',
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Order number: ${message.orderNumber ?? 'none given'}`,
      `Reference: ${reference}`,
      '',
      message.message,
    ].join('\n'),
  };
}

/**
 * To the address the visitor typed: a fixed text with the reference only. Anyone can type anyone's
 * address, so nothing the visitor wrote (name, message) goes into it: the site must not relay a
 * stranger's words to another person's mailbox.
 */
function acknowledgement(reference: string, site: { siteName: string; phone: string }): { subject: string; text: string } {
  return {
    subject: `We received your message (${reference})`,
    text: [
      'Hello,',
      '',
      `Thank you for writing to ${site.siteName}. Our team has your message and will reply to this address, usually within one business day.`,
      `If it is urgent, call us at ${site.phone}.`,
      '',
      `Reference: ${reference}`,
      '',
      'If you did not write to us, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * Stores a visitor's message for the support team, tells the support inbox and acknowledges it to
 * the visitor (at most SUPPORT_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT per address per window). The attempt is counted against the caller's address first: a refused one stores
 * nothing and sends nothing. Once stored, the message is safe: a mail that cannot be sent is
 * logged, not turned into an error that would make the visitor send it again.
 */
export async function leaveSupportMessage(message: SupportMessage, ip: string, now = new Date()): Promise<LeaveMessageResult> {
  const db = await getDb();
  if (!(await consumeAttempt(db, throttleKey('support-message-ip', ip), SUPPORT_MESSAGES_MAX_PER_IP, now))) return { ok: false, reason: 'throttled' };
  const [row] = await db
    .insert(supportMessages)
    .values({ name: message.name, email: message.email, message: message.message, orderNumber: message.orderNumber ?? null, createdAt: now })
    .returning({ id: supportMessages.id });
  if (!row) throw new Error('support message not stored');
  const reference = referenceOf(row.id);
  const site = getSiteSettings();
  const acknowledge = await consumeAttempt(db, throttleKey('support-ack-to', message.email.trim().toLowerCase()), SUPPORT_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT, now);
  const mails = [
    { to: site.supportEmail, ...supportMail(message, reference) },
    ...(acknowledge ? [{ to: message.email, ...acknowledgement(reference, site) }] : []),
  ];
  for (const mail of mails) {
    try {
      await sendMail(mail);
    } catch (error) {
      console.error(`[chat] message ${row.id} stored, but a mail to ${mail.to === site.supportEmail ? 'the support inbox' : 'the visitor'} failed`, error);
    }
  }
  return { ok: true, receipt: { reference } };
}
