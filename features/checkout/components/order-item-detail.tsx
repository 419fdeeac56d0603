import { formatDollars } from '@/lib/money';
import { StayLines } from '@/components/stay-lines';
import { TICKET_INFORMATION, ticketInformationOf } from '../constants';
import { ORDER_PAYMENT_TEXT } from '../order-messages';
import type { OrderItemView, OrderView } from '../types';
import { OrderDate, PerformanceTime, TicketLinks } from './order-parts';
import { PrintButton } from './print-button';
import styles from './orders.module.css';

/** One order item (storefront 3, Order item): what was bought, its prices and its tickets. */
export function OrderItemDetail({ order, item }: { order: OrderView; item: OrderItemView }) {
  const unitFees = item.quantity > 0 ? item.feesCents / item.quantity : 0;
  return (
    <article className={styles.order} aria-labelledby="order-item-name" data-testid="order-item">
      <h2 id="order-item-name" className={styles.orderHeading}>
        {item.productName}
      </h2>
      <p className={styles.meta}>
        <PerformanceTime startsAt={item.startsAt} />
      </p>
      {item.stay ? <StayLines stay={item.stay} className={styles.meta} /> : null}
      <dl className={styles.prices}>
        <dt>Confirmation number</dt>
        <dd data-testid="order-number">{order.number}</dd>
        <dt>Order date</dt>
        <dd data-testid="order-date">
          <OrderDate date={order.orderDate} />
        </dd>
        <dt>Payment</dt>
        <dd data-testid="order-payment-status" data-status={order.paymentStatus}>
          {ORDER_PAYMENT_TEXT[order.paymentStatus]}
        </dd>
        <dt>Ticket type</dt>
        <dd>{item.skuName}</dd>
        <dt>Quantity</dt>
        <dd>{item.quantity}</dd>
        <dt>Price</dt>
        <dd data-testid="order-item-price">{formatDollars(item.unitPriceCents)}</dd>
        <dt>Fees</dt>
        <dd>{formatDollars(item.feesCents)}</dd>
        <dt>Taxes</dt>
        <dd>{formatDollars(item.taxesCents)}</dd>
        {item.discountCents > 0 ? (
          <>
            <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
            <dd>−{formatDollars(item.discountCents)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total} data-testid="order-item-total">
          {formatDollars(item.totalCents)}
        </dd>
      </dl>
      {unitFees > 0 ? <p className={styles.meta}>Fees are {formatDollars(unitFees)} per ticket.</p> : null}
      <h3 className={styles.itemName}>Tickets</h3>
      <TicketLinks item={item} />
      <p className={styles.info} data-testid="ticket-information">
        {ticketInformationOf(item) ?? TICKET_INFORMATION}
      </p>
      <div className={styles.actions}>
        <PrintButton label="Print" />
      </div>
    </article>
  );
}
