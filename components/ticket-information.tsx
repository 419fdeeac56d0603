import { ticketMessages } from '@/lib/ticket-information';

/**
 * How the tickets of these items reach the buyer (ticket-buying 1): each ticket type's
 * fulfillment message, the default 'Tickets will be emailed to you.' where it has none, every
 * distinct message once; nothing when the items are stays only.
 */
export function TicketInformation({ items, className }: { items: Parameters<typeof ticketMessages>[0]; className?: string | undefined }) {
  const messages = ticketMessages(items);
  if (messages.length === 0) return null;
  return (
    <div className={className} data-testid="ticket-information">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
