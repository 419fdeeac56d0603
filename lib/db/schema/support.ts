import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages visitors leave in the chat console (features/chat) for the support team, who answer by
 * e-mail. The row is the record of the message; the mail to the support inbox is the notice.
 * Lengths are checked by the endpoint's zod schema; the table keeps the same bounds.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The confirmation number the visitor gave (VG-…), when the message is about an order. */
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_email_created').on(t.email, t.createdAt),
    index('support_messages_created').on(t.createdAt),
    check('support_messages_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('support_messages_email_length', sql`char_length(${t.email}) between 3 and 254`),
    check('support_messages_message_length', sql`char_length(${t.message}) between 10 and 2000`),
    check('support_messages_order_number_shape', sql`${t.orderNumber} is null or ${t.orderNumber} ~ '^VG-[0-9]{6,12}$'`),
  ],
);
