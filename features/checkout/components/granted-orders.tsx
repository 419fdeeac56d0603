import Link from 'next/link';
import { formatDollars } from '@/lib/money';
import { routes } from '@/lib/routes';
import type { OrderView } from '../types';
import { OrderDate, PerformanceTime, TicketLinks } from './order-parts';
import styles from './orders.module.css';

/** The orders this browser may see (order lookup's verify page): each item and its tickets. */
export function GrantedOrders({ orders, ticketInformation }: { orders: readonly OrderView[]; ticketInformation: string }) {
  return (
    <ol className={styles.list} data-testid="granted-orders">
      {orders.map((order) => (
        <li key={order.id} className={styles.order} data-testid="order" data-order-number={order.number}>
          <h2 className={styles.orderHeading}>Confirmation number {order.number}</h2>
          <p className={styles.meta}>
            Ordered <OrderDate date={order.orderDate} /> by {order.firstName} {order.lastName} · Total {formatDollars(order.totalCents)}
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
                  <PerformanceTime startsAt={item.startsAt} /> · {item.quantity} × {item.skuName}
                </p>
                <TicketLinks item={item} />
              </li>
            ))}
          </ul>
          <p className={styles.info}>{ticketInformation}</p>
        </li>
      ))}
    </ol>
  );
}
