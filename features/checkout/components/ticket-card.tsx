import { formatPerformanceTime } from '@/lib/dates/performance-time';
import { ORDER_PAYMENT_TEXT, ticketIsValid } from '../order-messages';
import type { TicketPageView } from '../queries';
import { PrintButton } from './print-button';
import styles from './ticket-card.module.css';

/** Where the ticket lets its holder in: a seat, or an admission of a general-admission order. */
export function ticketPlace(ticket: Pick<TicketPageView, 'seat' | 'admission' | 'quantity'>): string {
  return ticket.seat ? `Section ${ticket.seat.section}, Row ${ticket.seat.row}, Seat ${ticket.seat.seat}` : `Admission ${ticket.admission} of ${ticket.quantity}`;
}

/**
 * One ticket as it is shown at the door: the event, when, where, who and the scannable code
 * (an SVG the server drew from the ticket's own address).
 */
export function TicketCard({ ticket, qrSvg }: { ticket: TicketPageView; qrSvg: string }) {
  return (
    <>
      <article className={styles.ticket} aria-labelledby="ticket-event" data-testid="ticket">
        <div>
          <h1 id="ticket-event" className={styles.event}>
            {ticket.productName}
          </h1>
          {ticket.startsAt ? (
            <p className={styles.when}>
              <time dateTime={ticket.startsAt.toISOString()} data-testid="ticket-when">
                {formatPerformanceTime(ticket.startsAt)}
              </time>
            </p>
          ) : null}
          <dl className={styles.facts}>
            <dt>Ticket type</dt>
            <dd data-testid="ticket-type">{ticket.skuName}</dd>
            <dt>{ticket.seat ? 'Seat' : 'Admission'}</dt>
            <dd data-testid="ticket-place">{ticketPlace(ticket)}</dd>
            <dt>Name</dt>
            <dd data-testid="ticket-holder">{ticket.holderName}</dd>
            <dt>Confirmation number</dt>
            <dd data-testid="ticket-order-number">{ticket.orderNumber}</dd>
          </dl>
        </div>
        {ticketIsValid(ticket.paymentStatus) ? (
          <div className={styles.code}>
            {/* The SVG is the qrcode package's drawing of our own url: paths only, no script. */}
            <div
              className={styles.qr}
              role="img"
              aria-label={`QR code of ticket ${ticket.orderNumber}, ${ticketPlace(ticket)}`}
              data-testid="ticket-qr"
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
            <p className={styles.hint}>Show this code at the door.</p>
          </div>
        ) : (
          // No code to show at the door for an order whose money was not collected or was returned.
          <p className={styles.invalid} role="status" data-testid="ticket-not-valid">
            {ORDER_PAYMENT_TEXT[ticket.paymentStatus]}
          </p>
        )}
      </article>
      <div className={styles.actions}>
        <PrintButton label="Print ticket" className={styles.print} />
      </div>
    </>
  );
}
