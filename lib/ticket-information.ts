/** The default ticket information (ticket-buying 1); fulfillment options may supply another. */
export const TICKET_INFORMATION = 'Tickets will be emailed to you.';

/** What a cart or order item says of how its tickets reach the buyer. */
interface FulfilledItem {
  readonly stay?: unknown;
  readonly fulfillmentMessage?: string | null;
}

/**
 * An item's ticket information (ticket-buying 1): its fulfillment option's own message, or the
 * default 'Tickets will be emailed to you.'; null for a hotel stay, which has no tickets.
 */
export function ticketInformationOf(item: FulfilledItem): string | null {
  if (item.stay) return null;
  return item.fulfillmentMessage?.trim() || TICKET_INFORMATION;
}

/** The ticket information of a list of items: each distinct message once, in item order. */
export function ticketMessages(items: readonly FulfilledItem[]): string[] {
  return [...new Set(items.map(ticketInformationOf).filter((m): m is string => m !== null))];
}
