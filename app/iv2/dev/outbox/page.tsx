import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listOutbox, outboxPageEnabled } from '@/lib/mail/mailer';

// Development only (and the e2e server, OUTBOX_PAGE=1): mails that went to the outbox table.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Outbox', robots: { index: false, follow: false } };

export default async function OutboxPage() {
  if (!outboxPageEnabled()) notFound();
  const mails = await listOutbox(50);
  return (
    <main id="main" className="page">
      <h1 className="page-heading">Outbox</h1>
      {mails.length === 0 ? <p>No mails yet.</p> : null}
      <ol data-testid="outbox">
        {mails.map((mail) => (
          <li key={mail.id} data-testid="outbox-mail" data-to={mail.to}>
            <p>
              <strong>To:</strong> {mail.to} · <strong>Subject:</strong> <span data-testid="outbox-subject">{mail.subject}</span> ·{' '}
              <time dateTime={mail.createdAt.toISOString()}>{mail.createdAt.toISOString()}</time>
            </p>
            <pre data-testid="outbox-text" style={{ whiteSpace: 'pre-wrap' }}>
              {mail.text}
            </pre>
          </li>
        ))}
      </ol>
    </main>
  );
}
