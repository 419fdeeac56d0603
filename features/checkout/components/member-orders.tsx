import type { OrderSummary } from '../queries';
import { OrderList } from './order-list';

/** A signed-in member's own orders, newest first, each item leading to its page and tickets. */
export function MemberOrders({ orders }: { orders: readonly OrderSummary[] }) {
  return <OrderList orders={orders} testId="member-orders" itemLine={(item) => `${item.quantity} ${item.quantity === 1 ? 'ticket' : 'tickets'}`} />;
}
