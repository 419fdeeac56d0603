import 'server-only';
import { randomInt } from 'node:crypto';
import { getSiteSettings } from '@/lib/config/site-settings';
import { getDb } from '@/lib/db/database';
import { groupRequests } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail/mailer';
import { consumeAttempt, throttleKey } from '@/lib/security/throttle';
import { acknowledgementMail, salesMail } from './mails';
import { findHotelChoice } from './queries';
import { groupReference } from './rules';
import type { GroupRequest } from './schema';
import type { GroupRequestReceipt } from './types';

/**
 * Requests per client address per 15-minute window (lib/security/throttle.ts): a planner who
 * corrects a request can send it again; a script cannot fill the sales inbox or mail strangers.
 */
export const GROUP_REQUESTS_MAX_PER_IP = 5;

/**
 * Acknowledgements per recipient per 15-minute window, from any addresses: past it the request is
 * still stored and sent to sales, but that mailbox gets no more mail from us.
 */
export const GROUP_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT = 3;

export type SendGroupRequestResult =
  | { readonly ok: true; readonly receipt: GroupRequestReceipt }
  | { readonly ok: false; readonly reason: 'unknown-hotel' | 'throttled' };

/**
 * Stores a group travel request with a new reference, mails it to the sales inbox and
 * acknowledges it to the requester (at most GROUP_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT per address
 * per window). A preferred hotel that is no hotel of the catalog is bad
 * input (nothing counted, stored or sent); then the attempt is counted against the caller's
 * address, and a refused one stores and sends nothing. Once stored, the request is safe: a mail
 * that cannot be sent is logged, not turned into an error that would make the visitor send it
 * again.
 */
export async function sendGroupRequest(request: GroupRequest, ip: string, now = new Date()): Promise<SendGroupRequestResult> {
  const hotel = request.preferredHotelId === undefined ? null : await findHotelChoice(request.preferredHotelId);
  if (request.preferredHotelId !== undefined && hotel === null) return { ok: false, reason: 'unknown-hotel' };
  const db = await getDb();
  if (!(await consumeAttempt(db, throttleKey('group-request-ip', ip), GROUP_REQUESTS_MAX_PER_IP, now))) return { ok: false, reason: 'throttled' };

  let stored: { id: string; reference: string } | undefined;
  // Eight random digits: a taken one (one in millions) is drawn again.
  for (let attempt = 0; !stored && attempt < 5; attempt += 1) {
    [stored] = await db
      .insert(groupRequests)
      .values({
        reference: groupReference(randomInt(10_000_000, 100_000_000)),
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        rooms: request.rooms,
        guests: request.guests,
        budgetCents: request.budgetDollars === undefined ? null : request.budgetDollars * 100,
        preferredHotelId: hotel?.id ?? null,
        preferredHotelName: hotel?.name ?? null,
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        message: request.message,
        createdAt: now,
      })
      .onConflictDoNothing({ target: groupRequests.reference })
      .returning({ id: groupRequests.id, reference: groupRequests.reference });
  }
  if (!stored) throw new Error('could not pick a free group request reference');

  const site = getSiteSettings();
  const acknowledge = await consumeAttempt(db, throttleKey('group-ack-to', request.email.trim().toLowerCase()), GROUP_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT, now);
  const mails = [
    { to: site.salesEmail, ...salesMail(request, hotel, stored.reference), label: 'the sales inbox' },
    ...(acknowledge ? [{ to: request.email, ...acknowledgementMail(request, stored.reference, site), label: 'the requester' }] : []),
  ];
  for (const { label, ...mail } of mails) {
    try {
      await sendMail(mail);
    } catch (error) {
      console.error(`[group-travel] request ${stored.id} stored, but the mail to ${label} failed`, error);
    }
  }
  return { ok: true, receipt: { reference: stored.reference, checkIn: request.checkIn, checkOut: request.checkOut, rooms: request.rooms, email: request.email } };
}
