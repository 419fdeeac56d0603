import 'server-only';
import type { Mail } from '@/lib/mail/mailer';

/**
 * Plain-text mails: every client shows them, and the links are the whole point. Fixed texts with
 * nothing a visitor typed: anyone can register or ask for a reset with someone else's address,
 * so a name from the form would be a stranger's words in that person's mailbox.
 */

export function verificationMail(input: { to: string; siteName: string; url: string }): Mail {
  return {
    to: input.to,
    subject: `Confirm your e-mail address for ${input.siteName}`,
    text: [
      'Hello,',
      '',
      `Please confirm your e-mail address to finish creating your ${input.siteName} account:`,
      input.url,
      '',
      'The link works for 24 hours. If you did not create an account, ignore this e-mail.',
    ].join('\n'),
  };
}

export function resetPasswordMail(input: { to: string; siteName: string; url: string; minutes: number }): Mail {
  return {
    to: input.to,
    subject: `Reset your ${input.siteName} password`,
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your account. To choose a new password, open:',
      input.url,
      '',
      `The link works once, for ${input.minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
  };
}
