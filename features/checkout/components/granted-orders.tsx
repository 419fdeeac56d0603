import type { OrderView } from '../types';
import { OrderList } from './order-list';
import { TicketLinks } from './order-parts';

/** The orders this browser may see (order lookup's verify page): each item and its tickets. */
export function GrantedOrders({ orders, ticketInformation }: { orders: readonly OrderView[]; ticketInformation: string }) {
  return (
    <OrderList
      orders={orders}
      testId="granted-orders"
      buyer={(order) => `${order.firstName} ${order.lastName}`}
      itemLine={(item) => `${item.quantity} × ${item.skuName}`}
      itemExtra={(item) => <TicketLinks item={item} />}
      note={ticketInformation}
    />
  );
}
