import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

/**
 * A real SMTP server inside the test: what the mailer sends arrives in `received` as raw
 * messages. `refuse(n, to?)` makes it refuse the next n messages (to that address only, when
 * given) with a 451, as a mail server having a bad moment does.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  const refusals: { to: string | null; left: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const refusal = refusals.find((r) => r.left > 0 && (r.to === null || to.includes(r.to)));
        if (refusal) {
          refusal.left -= 1;
          callback(Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    refuse(count: number, to: string | null = null) {
      refusals.push({ to, left: count });
    },
    /** Refusals not used up yet. */
    refusalsLeft: () => refusals.reduce((n, r) => n + r.left, 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a quoted-printable message as text (its escaped bytes read as UTF-8). */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
