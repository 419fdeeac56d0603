import Link from 'next/link';
import { formatDollars } from '@/lib/money';
import { routes } from '@/lib/routes';
import type { OrderSummary } from '../queries';
import { OrderDate, PerformanceTime } from './order-parts';
import styles from './orders.module.css';

/** A signed-in member's own orders, newest first, each item leading to its page and tickets. */
export function MemberOrders({ orders }: { orders: readonly OrderSummary[] }) {
  return (
    <ol className={styles.list} data-testid="member-orders">
      {orders.map((order) => (
        <li key={order.id} className={styles.order} data-testid="order" data-order-number={order.number}>
          <h2 className={styles.orderHeading}>Confirmation number {order.number}</h2>
          <p className={styles.meta}>
            Ordered <OrderDate date={order.orderDate} /> · Total {formatDollars(order.totalCents)}
          </p>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <h3 className={styles.itemName}>
                  <Link href={routes.orderItem.build({ orderId: order.number, itemId: item.id })} prefetch={false} data-testid="order-item-link">
                    {item.productName}
                  </Link>
                </h3>
                <p className={styles.meta}>
                  <PerformanceTime startsAt={item.startsAt} /> · {item.quantity} {item.quantity === 1 ? 'ticket' : 'tickets'}
                </p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
