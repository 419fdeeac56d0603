import type { CartItemView } from '@/features/cart/types';
import { formatPerformanceTime } from '@/lib/dates/performance-time';
import { formatDollars } from '@/lib/money';
import { StayLines } from '@/components/stay-lines';
import styles from './checkout.module.css';
import { TicketInformation } from '@/components/ticket-information';

/**
 * The cart's items as the checkout steps list them: event, time, ticket type, seats, price
 * '+Fees', and how tickets reach the buyer (ticket-buying 1) when there are tickets among them.
 */
export function OrderItems({ items }: { items: readonly CartItemView[] }) {
  return (
    <>
      <ul className={styles.items} aria-label="Your order" data-testid="checkout-items">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <p className={styles.itemName}>{item.product.name}</p>
            {item.performance ? <p className={styles.itemMeta}>{formatPerformanceTime(item.performance.startsAt)}</p> : null}
            <p className={styles.itemMeta}>
              {item.quantity} × {item.sku.name} at {formatDollars(item.prices.unitPriceCents)} +Fees
            </p>
            {item.seats.length > 0 ? (
              <p className={styles.itemMeta}>{item.seats.map((s) => `Section ${s.section}, Row ${s.row}, Seat ${s.seat}`).join('; ')}</p>
            ) : null}
            {item.stay ? <StayLines stay={item.stay} className={styles.itemMeta} /> : null}
          </li>
        ))}
      </ul>
      <TicketInformation items={items} className={styles.note} />
    </>
  );
}
