import 'server-only';
import { desc, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { devPagesAllowed } from '@/lib/config/app-mode';
import { getDb } from '@/lib/db/database';
import { outbox } from '@/lib/db/schema';
import { getEnv, type Env } from '@/lib/env';

/**
 * The one mailer (DESIGN 4): SMTP through nodemailer where SMTP_URL is set, otherwise the
 * `outbox` table, which the development outbox page lists. Callers never know which.
 */

export const mailSchema = z.object({
  to: z.email().max(254),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(20_000),
  html: z.string().max(100_000).optional(),
});

export type Mail = z.infer<typeof mailSchema>;

export type OutboxMail = Mail & { id: string; from: string; createdAt: Date };

type Transport = { sendMail(mail: Mail & { from: string }): Promise<unknown> };

// One SMTP transport (connection pool) per process and URL.
const globalForMail = globalThis as typeof globalThis & { __vegasSmtp?: { url: string; transport: Promise<Transport> } };

async function smtpTransport(url: string): Promise<Transport> {
  if (globalForMail.__vegasSmtp?.url !== url) {
    const transport = import('nodemailer').then((nodemailer) => nodemailer.createTransport(url));
    globalForMail.__vegasSmtp = { url, transport };
  }
  return globalForMail.__vegasSmtp.transport;
}

export async function sendMail(input: Mail): Promise<void> {
  const mail = mailSchema.parse(input);
  const env = getEnv();
  if (env.SMTP_URL) {
    const transport = await smtpTransport(env.SMTP_URL);
    await transport.sendMail({ ...mail, from: env.MAIL_FROM });
    return;
  }
  const db = await getDb();
  await db.insert(outbox).values({ ...mail, html: mail.html ?? null, from: env.MAIL_FROM });
}

/** The newest outbox mails first (development page, tests). */
export async function listOutbox(limit = 50): Promise<OutboxMail[]> {
  const db = await getDb();
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.to, from: r.from, subject: r.subject, text: r.text, html: r.html ?? undefined, createdAt: r.createdAt }));
}

/**
 * The outbox page exists in development and test, and on a production build only when
 * OUTBOX_PAGE=1 (the e2e server); never in APP_MODE=production (a development page).
 */
export function outboxPageEnabled(env: Pick<Env, 'NODE_ENV' | 'OUTBOX_PAGE' | 'APP_MODE'> = getEnv()): boolean {
  return devPagesAllowed(env) && (env.NODE_ENV !== 'production' || env.OUTBOX_PAGE);
}

/**
 * Mails written to the outbox (no SMTP configured: development, the demo, tests) are kept this
 * long for the development outbox page, then deleted by the pruning job.
 */
export const OUTBOX_RETENTION_DAYS = 14;

/** Deletes outbox mails past the retention; answers how many. */
export async function pruneOutbox(options: { retentionDays?: number } = {}): Promise<number> {
  const db = await getDb();
  const days = options.retentionDays ?? OUTBOX_RETENTION_DAYS;
  const deleted = await db
    .delete(outbox)
    .where(lt(outbox.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: outbox.id });
  return deleted.length;
}
