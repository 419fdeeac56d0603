-- Accounts (better-auth through its Drizzle adapter, lib/db/schema/accounts.ts), the shared
-- rate-limit counters, a per-database secret and the mail outbox.
CREATE TABLE "users" (
  "id" text PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "email_verified" boolean DEFAULT false NOT NULL,
  "image" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "users_email_unique" UNIQUE("email")
);--> statement-breakpoint
CREATE TABLE "user_sessions" (
  "id" text PRIMARY KEY NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "token" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ip_address" text,
  "user_agent" text,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  CONSTRAINT "user_sessions_token_unique" UNIQUE("token")
);--> statement-breakpoint
CREATE INDEX "user_sessions_user" ON "user_sessions" ("user_id");--> statement-breakpoint
CREATE TABLE "user_accounts" (
  "id" text PRIMARY KEY NOT NULL,
  "account_id" text NOT NULL,
  "provider_id" text NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "access_token" text,
  "refresh_token" text,
  "id_token" text,
  "access_token_expires_at" timestamp with time zone,
  "refresh_token_expires_at" timestamp with time zone,
  "scope" text,
  "password" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "user_accounts_user" ON "user_accounts" ("user_id");--> statement-breakpoint
CREATE TABLE "verifications" (
  "id" text PRIMARY KEY NOT NULL,
  "identifier" text NOT NULL,
  "value" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "verifications_identifier" ON "verifications" ("identifier");--> statement-breakpoint
CREATE TABLE "rate_limits" (
  "id" text PRIMARY KEY NOT NULL,
  "key" text NOT NULL,
  "count" integer NOT NULL,
  "last_request" bigint NOT NULL,
  CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);--> statement-breakpoint
-- Per-account sign-in attempts (apart from rate_limits, which better-auth prunes by its own windows).
CREATE TABLE "sign_in_throttle" (
  "key" text PRIMARY KEY NOT NULL,
  "count" integer NOT NULL,
  "window_start" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "sign_in_throttle_window" ON "sign_in_throttle" ("window_start");--> statement-breakpoint
CREATE TABLE "app_secrets" (
  "name" text PRIMARY KEY NOT NULL,
  "value" text NOT NULL
);--> statement-breakpoint
-- gen_random_uuid draws from the server's strong random source: two give 244 random bits.
INSERT INTO "app_secrets" ("name", "value")
VALUES ('auth', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));--> statement-breakpoint
CREATE TABLE "outbox" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "to" text NOT NULL,
  "from" text NOT NULL,
  "subject" text NOT NULL,
  "text" text NOT NULL,
  "html" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "outbox_to_created" ON "outbox" ("to", "created_at");
