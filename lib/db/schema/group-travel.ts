import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Group travel requests (features/group-travel): five or more hotel rooms, which are not booked
 * online but quoted by the sales team. The row is the record of the request; the mail to the
 * sales inbox is the notice. The endpoint's zod schema checks every field; the table keeps the
 * same bounds. The preferred hotel is kept by id and by its name at the time (no foreign key: a
 * demo catalog reset must not take visitors' requests with it).
 */
export const groupRequests = pgTable(
  'group_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** GR- and eight digits: what the visitor and the sales team quote. */
    reference: text('reference').notNull().unique('group_requests_reference'),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
    guests: integer('guests').notNull(),
    /** Budget per room per night in cents, when the visitor gave one. */
    budgetCents: integer('budget_cents'),
    preferredHotelId: integer('preferred_hotel_id'),
    preferredHotelName: text('preferred_hotel_name'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_requests_created').on(t.createdAt),
    index('group_requests_email_created').on(t.email, t.createdAt),
    check('group_requests_reference_shape', sql`${t.reference} ~ '^GR-[0-9]{8}$'`),
    check('group_requests_stay', sql`${t.checkOut} > ${t.checkIn} and ${t.checkOut} - ${t.checkIn} <= 30`),
    check('group_requests_rooms', sql`${t.rooms} between 5 and 50`),
    check('group_requests_guests', sql`${t.guests} between ${t.rooms} and ${t.rooms} * 4`),
    check('group_requests_budget', sql`${t.budgetCents} is null or ${t.budgetCents} between 100 and 1000000`),
    check('group_requests_hotel', sql`(${t.preferredHotelId} is null) = (${t.preferredHotelName} is null)`),
    check('group_requests_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('group_requests_email_length', sql`char_length(${t.email}) between 3 and 254`),
    check('group_requests_phone_length', sql`${t.phone} is null or char_length(${t.phone}) between 7 and 25`),
    check('group_requests_message_length', sql`char_length(${t.message}) between 10 and 2000`),
  ],
);
