import Link from 'next/link';
import { formatCalendarDate } from '@/lib/dates';
import { formatPerformanceTime } from '@/lib/dates/performance-time';
import { routes } from '@/lib/routes';
import type { OrderItemView, TicketView } from '../types';
import styles from './orders.module.css';

/** What a ticket link reads: the seat, or the admission of a general-admission item. */
export function ticketLabel(ticket: TicketView, quantity: number): string {
  return ticket.seat ? `Section ${ticket.seat.section}, Row ${ticket.seat.row}, Seat ${ticket.seat.seat}` : `Admission ${ticket.admission} of ${quantity}`;
}

/** An order date (yyyy-MM-dd, already Pacific) as a visitor reads it. */
export function OrderDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatCalendarDate(date)}</time>;
}

export function PerformanceTime({ startsAt }: { startsAt: Date | null }) {
  return startsAt ? <time dateTime={startsAt.toISOString()}>{formatPerformanceTime(startsAt)}</time> : null;
}

/** Links to each ticket page of an item. */
export function TicketLinks({ item }: { item: Pick<OrderItemView, 'tickets' | 'quantity'> }) {
  if (item.tickets.length === 0) return null;
  return (
    <ul className={styles.tickets} aria-label="Tickets">
      {item.tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link href={routes.ticketViewer.build({ ticketId: ticket.id })} prefetch={false} data-testid="ticket-link">
            Ticket: {ticketLabel(ticket, item.quantity)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
