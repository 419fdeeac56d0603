// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { CartItemView } from '@/features/cart/types';
import { TICKET_INFORMATION } from '../constants';
import { OrderItems } from './order-items';

afterEach(() => {
  cleanup();
});

const ticket: CartItemView = {
  id: 'a',
  product: { id: 7, name: 'Mystère', href: null },
  performance: { id: 3, startsAt: new Date('2026-12-06T03:30:00Z'), cancelled: false },
  sku: { id: 9, name: 'Category A', seated: true },
  quantity: 2,
  seats: [],
  status: 'held',
  heldUntil: null,
  secondsLeft: 60,
  prices: { unitPriceCents: 4999, unitFeeCents: 850, unitTaxCents: 412, subtotalCents: 9998, feesCents: 1700, taxesCents: 824, totalCents: 12522 },
  stay: null,
};
const room: CartItemView = {
  ...ticket,
  performance: null,
  sku: { id: 1, name: 'Deluxe King Room', seated: false },
  quantity: 1,
  stay: {
    hotelName: 'Solara Bay',
    roomTypeName: 'Deluxe King Room',
    beds: '1 King Bed',
    checkIn: '2026-12-04',
    checkOut: '2026-12-05',
    nights: 1,
    guests: 2,
    nightly: [{ night: '2026-12-04', rateCents: 11_999 }],
    cancellationHours: 72,
  },
};

describe('billing’s order summary: how tickets are delivered (ticket-buying 1)', () => {
  it('says the spec’s default ticket information under the tickets', () => {
    expect(TICKET_INFORMATION).toBe('Tickets will be emailed to you.');
    render(<OrderItems items={[ticket]} ticketInformation={TICKET_INFORMATION} />);
    expect(screen.getByTestId('ticket-information').textContent).toBe('Tickets will be emailed to you.');
  });

  it('says nothing of tickets for a stay alone', () => {
    render(<OrderItems items={[room]} ticketInformation={TICKET_INFORMATION} />);
    expect(screen.queryByTestId('ticket-information')).toBeNull();
  });
});
