import 'server-only';
import { formatPerformanceTime } from '@/lib/dates/performance-time';
import { getFlags } from '@/lib/config/flags';
import { getEnv } from '@/lib/env';
import { sendMail, type Mail } from '@/lib/mail/mailer';
import { formatDollars } from '@/lib/money';
import { absoluteUrl, routes } from '@/lib/routes';
import { stayLines } from '@/lib/stay-lines';
import { TICKET_INFORMATION, ticketInformationOf } from './constants';
import { getOrder } from './queries';
import type { OrderView } from './types';

function seatText(ticket: OrderView['items'][number]['tickets'][number]): string {
  return ticket.seat ? `Section ${ticket.seat.section}, Row ${ticket.seat.row}, Seat ${ticket.seat.seat}` : `Admission ${ticket.admission}`;
}

/**
 * The order confirmation: what was bought (a stay with its dates, nights, guests, nightly rates,
 * cancellation window and hotel confirmation number), what was paid, and one link per ticket to its
 * scannable code. The order lookup is named only while the order viewer is on (FLAG_DISABLE_ORDER_VIEWER).
 */
export function orderConfirmationMail(order: OrderView, siteName: string, siteUrl: string, { orderLookup = true }: { orderLookup?: boolean } = {}): Mail {
  const lines = [
    `Hello ${order.firstName},`,
    '',
    `Thank you for your order. Your confirmation number is ${order.number}.`,
    '',
  ];
  for (const item of order.items) {
    lines.push(`${item.productName} - ${item.skuName}`);
    if (item.startsAt) lines.push(formatPerformanceTime(item.startsAt));
    // A stay's quantity is its rooms (and its unit price one room's whole stay), a ticket line's its tickets.
    const quantity = item.stay ? `${item.quantity} ${item.quantity === 1 ? 'room' : 'rooms'}` : String(item.quantity);
    lines.push(`${quantity} x ${formatDollars(item.unitPriceCents)}  Total ${formatDollars(item.totalCents)}`);
    if (item.stay) lines.push(...stayLines(item.stay).map((line) => `  ${line}`));
    // A fulfillment option's own message (a club table held at the door); the default, that the
    // tickets come by e-mail, needs no saying in the e-mail that brings them.
    const information = ticketInformationOf(item);
    if (information !== null && information !== TICKET_INFORMATION) lines.push(information);
    for (const ticket of item.tickets) lines.push(`  ${seatText(ticket)}: ${absoluteUrl(routes.ticketViewer.build({ ticketId: ticket.id }), siteUrl)}`);
    lines.push('');
  }
  lines.push(`Subtotal ${formatDollars(order.subtotalCents)}`);
  if (order.discountCents > 0) lines.push(`Promo ${order.promoCode ?? ''} -${formatDollars(order.discountCents)}`);
  lines.push(`Fees ${formatDollars(order.feesCents)}`, `Taxes ${formatDollars(order.taxesCents)}`, `Total ${formatDollars(order.totalCents)}`);
  if (order.giftCardCents > 0) lines.push(`Paid by gift card ${formatDollars(order.giftCardCents)}`);
  lines.push('');
  // Only an order with tickets has codes to show: a stay is found by its hotel confirmation number.
  if (order.items.some((item) => item.tickets.length > 0)) lines.push('Show each ticket code at the door, on your phone or printed.');
  if (orderLookup) lines.push(`Find this order again at ${absoluteUrl(routes.ordersSearch.build(), siteUrl)} with your e-mail address and confirmation number.`);
  return { to: order.email, subject: `Your ${siteName} order ${order.number}`, text: lines.join('\n') };
}

export async function sendOrderConfirmation(orderId: string): Promise<void> {
  const order = await getOrder(orderId);
  if (!order) return;
  const env = getEnv();
  await sendMail(orderConfirmationMail(order, env.SITE_NAME, env.SITE_URL, { orderLookup: !getFlags().disableOrderViewer }));
}
