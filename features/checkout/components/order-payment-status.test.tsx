// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { OrderSummary } from '../queries';
import type { OrderView } from '../types';
import { ConfirmationView } from './confirmation-view';
import { MemberOrders } from './member-orders';
import { OrderItemDetail } from './order-item-detail';

afterEach(cleanup);

const order = (paymentStatus: OrderView['paymentStatus']): OrderView => ({
  id: 'order-1',
  number: 'VG-123456789',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userId: null,
  orderDate: '2026-11-24',
  createdAt: new Date('2026-11-24T20:00:00Z'),
  promoCode: null,
  subtotalCents: 9998,
  discountCents: 0,
  feesCents: 1700,
  taxesCents: 824,
  totalCents: 12522,
  giftCardCents: 0,
  chargedCents: 12522,
  paymentProvider: 'test-card',
  paymentStatus,
  items: [
    {
      id: 1,
      productId: 1,
      productName: 'Blue Man Group',
      productType: 'SHOW',
      skuId: 1,
      skuName: 'Premium',
      startsAt: new Date('2026-12-06T03:30:00Z'),
      quantity: 2,
      unitPriceCents: 4999,
      feesCents: 1700,
      taxesCents: 824,
      discountCents: 0,
      totalCents: 12522,
      tickets: [{ id: 'AbCdEfGhIjKlMnOpQrStUv_-', admission: 1, seat: null }],
      stay: null,
    },
  ],
});

const summary = (paymentStatus: OrderView['paymentStatus']): OrderSummary => {
  const { id, number, orderDate, totalCents, items } = order(paymentStatus);
  return { id, number, orderDate, totalCents, paymentStatus, items: items.map(({ id, productName, skuName, startsAt, quantity, stay }) => ({ id, productName, skuName, startsAt, quantity, stay: stay ?? null })) };
};

describe('the payment status on the order pages', () => {
  it('My Account and order lookup list each order with its payment status', () => {
    render(<MemberOrders orders={[summary('refunded')]} />);
    const status = screen.getByTestId('order-payment-status');
    expect(status.textContent).toBe('Payment: Refunded: the payment was returned. These tickets are not valid.');
    expect(status.dataset.status).toBe('refunded');
    cleanup();
    render(<MemberOrders orders={[summary('captured')]} />);
    expect(screen.getByTestId('order-payment-status').textContent).toBe('Payment: Paid');
  });

  it('confirmation does not call a voided order complete, and says why', () => {
    render(<ConfirmationView order={order('voided')} ticketHref={(id) => `/iv2/tickets/${id}`} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ada, this order was cancelled.' })).toBeTruthy();
    expect(screen.getByTestId('confirmation-payment-status').textContent).toBe(
      'Payment: Cancelled: the payment could not be collected and nothing was charged. These tickets are not valid.',
    );
    cleanup();
    render(<ConfirmationView order={order('captured')} ticketHref={(id) => `/iv2/tickets/${id}`} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Thank you, Ada! Your order is complete.' })).toBeTruthy();
    expect(screen.queryByTestId('confirmation-payment-status')).toBeNull();
  });

  it('the order item page prints the payment status', () => {
    const refunded = order('refunded');
    render(<OrderItemDetail order={refunded} item={refunded.items[0]!} />);
    expect(screen.getByTestId('order-payment-status').textContent).toBe('Refunded: the payment was returned. These tickets are not valid.');
  });
});
