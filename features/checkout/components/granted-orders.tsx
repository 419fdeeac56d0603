import { ticketMessages } from '../constants';
import type { OrderView } from '../types';
import { OrderList } from './order-list';
import { TicketLinks } from './order-parts';

/** The orders this browser may see (order lookup's verify page): each item and its tickets. */
export function GrantedOrders({ orders }: { orders: readonly OrderView[] }) {
  const messages = ticketMessages(orders.flatMap((order) => order.items));
  return (
    <OrderList
      orders={orders}
      testId="granted-orders"
      buyer={(order) => `${order.firstName} ${order.lastName}`}
      itemLine={(item) => `${item.quantity} × ${item.skuName}`}
      itemExtra={(item) => <TicketLinks item={item} />}
      note={messages.length > 0 ? messages.join(' ') : undefined}
    />
  );
}
