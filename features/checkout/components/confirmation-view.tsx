import { formatPerformanceTime } from '@/lib/dates/performance-time';
import { formatDollars } from '@/lib/money';
import { StayLines } from '@/components/stay-lines';
import { ticketMessages } from '../constants';
import { ORDER_PAYMENT_TEXT } from '../order-messages';
import type { OrderView } from '../types';
import { TotalsList } from './totals-list';
import styles from './checkout.module.css';

/** The order as confirmation shows it: number, items with seats and ticket links, totals, and where the tickets go. */
export function ConfirmationView({ order, ticketHref }: { order: OrderView; ticketHref: (ticketId: string) => string }) {
  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-labelledby="confirmation-title">
        <h2 id="confirmation-title" className={styles.panelTitle}>
          {order.paymentStatus === 'voided' || order.paymentStatus === 'refunded'
            ? `${order.firstName}, this order was cancelled.`
            : `Thank you, ${order.firstName}! Your order is complete.`}
        </h2>
        <p>
          Confirmation number:{' '}
          <span className={styles.confirmationNumber} data-testid="confirmation-number">
            {order.number}
          </span>
        </p>
        <p>
          {[...ticketMessages(order.items), 'We sent the confirmation to '].join(' ')}<strong>{order.email}</strong>.
        </p>
        {order.paymentStatus === 'captured' ? null : (
          <p role="status" data-testid="confirmation-payment-status" data-status={order.paymentStatus}>
            <strong>Payment: {ORDER_PAYMENT_TEXT[order.paymentStatus]}</strong>
          </p>
        )}
        <ul className={styles.items} aria-label="Items ordered" data-testid="confirmation-items">
          {order.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <p className={styles.itemName}>{item.productName}</p>
              {item.startsAt ? <p className={styles.itemMeta}>{formatPerformanceTime(item.startsAt)}</p> : null}
              <p className={styles.itemMeta}>
                {item.quantity} × {item.skuName} at {formatDollars(item.unitPriceCents)} +Fees
              </p>
              {item.stay ? <StayLines stay={item.stay} className={styles.itemMeta} /> : null}
              <ul className={styles.tickets} aria-label={`Tickets for ${item.productName}`}>
                {item.tickets.map((ticket) => (
                  <li key={ticket.id}>
                    <a href={ticketHref(ticket.id)} data-testid="ticket-link">
                      {ticket.seat ? `Section ${ticket.seat.section}, Row ${ticket.seat.row}, Seat ${ticket.seat.seat}` : `Admission ${ticket.admission} of ${item.quantity}`}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <aside className={styles.panel} aria-label="Payment summary">
        <h2 className={styles.panelTitle}>Payment</h2>
        <TotalsList totals={{ ...order, balanceDueCents: order.chargedCents }} promoCode={order.promoCode} />
        <p className={styles.note}>Ordered {order.orderDate} (Pacific time).</p>
      </aside>
    </div>
  );
}
