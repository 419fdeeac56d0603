-- Messages left in the chat console (/chat) for the support team, who answer by e-mail: name,
-- e-mail address, the message and an optional order number. The endpoint validates with zod; the
-- checks keep the same bounds for rows written any other way. Listed by e-mail (a visitor's
-- history) and by time (the newest first).
CREATE TABLE "support_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "message" text NOT NULL,
  "order_number" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "support_messages_name_length" CHECK (char_length("name") between 1 and 100),
  CONSTRAINT "support_messages_email_length" CHECK (char_length("email") between 3 and 254),
  CONSTRAINT "support_messages_message_length" CHECK (char_length("message") between 10 and 2000),
  CONSTRAINT "support_messages_order_number_shape" CHECK ("order_number" is null or "order_number" ~ '^VG-[0-9]{6,12}$')
);--> statement-breakpoint
CREATE INDEX "support_messages_email_created" ON "support_messages" ("email", "created_at");--> statement-breakpoint
CREATE INDEX "support_messages_created" ON "support_messages" ("created_at");
