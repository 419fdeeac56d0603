import 'server-only';
import type { Mail } from '@/lib/mail/mailer';
import { formatDollars } from '@/lib/money';
import { absoluteUrl, routes } from '@/lib/routes';
import { maskGiftCardCode } from './rules';
import type { SoldGiftCard } from './types';

/** To the recipient: the code in full (the only place it is written), who sent it, and how to use it. */
export function giftCardRecipientMail(card: SoldGiftCard, siteName: string, siteUrl: string): Mail {
  const lines = [`Hello ${card.recipientName},`, '', `${card.buyerName} sent you a ${formatDollars(card.amountCents)} ${siteName} gift card.`, ''];
  if (card.message) lines.push(`Their message: "${card.message}"`, '');
  lines.push(
    `Gift card number: ${card.code}`,
    `Amount: ${formatDollars(card.amountCents)}`,
    '',
    'How to redeem:',
    `Choose your show tickets, hotel, tour or attraction at ${absoluteUrl(routes.home.build(), siteUrl)} and go to checkout. On the billing and payment step, enter the number under 'Gift card number' and press Apply. The gift card pays toward the total and any balance left stays on the card for your next booking.`,
    '',
    `Check the balance at any time at ${absoluteUrl(routes.giftcard.build(), siteUrl)}.`,
  );
  return { to: card.recipientEmail, subject: `${card.buyerName} sent you a ${formatDollars(card.amountCents)} ${siteName} gift card`, text: lines.join('\n') };
}

/** To the buyer: the receipt, with the code masked (the recipient holds it). */
export function giftCardReceiptMail(card: SoldGiftCard, siteName: string): Mail {
  const lines = [
    `Hello ${card.buyerName},`,
    '',
    `Thank you for your order. Your ${siteName} gift card is on its way to ${card.recipientName} (${card.recipientEmail}).`,
    '',
    `Amount: ${formatDollars(card.amountCents)}`,
    `Recipient: ${card.recipientName} (${card.recipientEmail})`,
    `Gift card: ${maskGiftCardCode(card.code)}`,
    `Payment reference: ${card.paymentReference}`,
  ];
  if (card.message) lines.push(`Your message: "${card.message}"`);
  return { to: card.buyerEmail, subject: `Your ${siteName} gift card receipt`, text: lines.join('\n') };
}
