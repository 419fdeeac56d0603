import type { ReactNode } from 'react';
import Link from 'next/link';
import { formatDollars } from '@/lib/money';
import { routes } from '@/lib/routes';
import { stayListLines } from '@/lib/stay-lines';
import type { OrderPaymentStatus } from '@/lib/db/schema';
import { ORDER_PAYMENT_TEXT } from '../order-messages';
import type { OrderStayView } from '../types';
import { OrderDate, PerformanceTime } from './order-parts';
import styles from './orders.module.css';

interface ListedItem {
  readonly id: number;
  readonly productName: string;
  readonly skuName: string;
  readonly startsAt: Date | null;
  readonly quantity: number;
  /** A hotel stay: listed by its rooms, room type, dates, nights and confirmation number instead of `itemLine`. */
  readonly stay?: OrderStayView | null | undefined;
}

interface ListedOrder {
  readonly id: string;
  readonly number: string;
  readonly orderDate: string;
  readonly totalCents: number;
  readonly paymentStatus: OrderPaymentStatus;
  readonly items: readonly ListedItem[];
}

type ItemOf<O extends ListedOrder> = O['items'][number];

/**
 * A list of orders as the order pages show them: the confirmation number, when it was ordered
 * (and by whom, when `buyer` names them) and its total, then each item linking to its page with
 * its performance time and what `itemLine` says of it (a hotel stay: its rooms, room type, dates,
 * nights and confirmation number), and what `itemExtra` adds (ticket links).
 */
export function OrderList<O extends ListedOrder>({
  orders,
  testId,
  buyer,
  itemLine,
  itemExtra,
  note,
}: {
  orders: readonly O[];
  testId: string;
  buyer?: (order: O) => string;
  itemLine: (item: ItemOf<O>) => ReactNode;
  itemExtra?: (item: ItemOf<O>) => ReactNode;
  note?: string;
}) {
  return (
    <ol className={styles.list} data-testid={testId}>
      {orders.map((order) => (
        <li key={order.id} className={styles.order} data-testid="order" data-order-number={order.number}>
          <h2 className={styles.orderHeading}>Confirmation number {order.number}</h2>
          <p className={styles.meta}>
            Ordered <OrderDate date={order.orderDate} />
            {buyer ? ` by ${buyer(order)}` : null} · Total {formatDollars(order.totalCents)}
          </p>
          <p className={order.paymentStatus === 'captured' ? styles.meta : styles.paymentProblem} data-testid="order-payment-status" data-status={order.paymentStatus}>
            Payment: {ORDER_PAYMENT_TEXT[order.paymentStatus]}
          </p>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <h3 className={styles.itemName}>
                  <Link href={routes.orderItem.build({ orderId: order.number, itemId: item.id })} prefetch={false} data-testid="order-item-link">
                    {item.productName}
                  </Link>
                </h3>
                {item.stay ? (
                  stayListLines(item.stay, item.skuName, item.quantity).map((line) => (
                    <p key={line} className={styles.meta} data-testid="order-stay-line">
                      {line}
                    </p>
                  ))
                ) : (
                  <p className={styles.meta}>
                    <PerformanceTime startsAt={item.startsAt} /> · {itemLine(item)}
                  </p>
                )}
                {itemExtra?.(item)}
              </li>
            ))}
          </ul>
          {note ? <p className={styles.info}>{note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
