// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { CartItemView } from '@/features/cart/types';
import { CLUB_TABLE_FULFILLMENT } from '@/lib/db/seed/families/clubs';
import { TICKET_INFORMATION, ticketInformationOf, ticketMessages } from '../constants';
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
    render(<OrderItems items={[ticket]} />);
    expect(screen.getByTestId('ticket-information').textContent).toBe('Tickets will be emailed to you.');
  });

  it('says nothing of tickets for a stay alone', () => {
    render(<OrderItems items={[room]} />);
    expect(screen.queryByTestId('ticket-information')).toBeNull();
  });

  it('says a fulfillment option’s own message for its tickets, beside the default for the rest, each once', () => {
    const table: CartItemView = { ...ticket, id: 'b', sku: { id: 12, name: 'Bottle Service Table (groups of 4)', seated: false }, fulfillmentMessage: CLUB_TABLE_FULFILLMENT };
    render(<OrderItems items={[ticket, table, { ...table, id: 'c' }, room]} />);
    const paragraphs = [...screen.getByTestId('ticket-information').querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Tickets will be emailed to you.', CLUB_TABLE_FULFILLMENT]);
  });
});

describe('ticket information of an item (ticket-buying 1: fulfillment options can supply another message)', () => {
  it('is the option’s message, else the default; a stay has none', () => {
    expect(ticketInformationOf({ fulfillmentMessage: 'Pick up at will call.' })).toBe('Pick up at will call.');
    expect(ticketInformationOf({ fulfillmentMessage: null })).toBe('Tickets will be emailed to you.');
    expect(ticketInformationOf({ fulfillmentMessage: '  ' })).toBe('Tickets will be emailed to you.');
    expect(ticketInformationOf({})).toBe('Tickets will be emailed to you.');
    expect(ticketInformationOf({ stay: room.stay, fulfillmentMessage: 'x' })).toBeNull();
    expect(ticketMessages([{ fulfillmentMessage: 'A' }, {}, { fulfillmentMessage: 'A' }])).toEqual(['A', 'Tickets will be emailed to you.']);
    expect(ticketMessages([{ stay: room.stay }])).toEqual([]);
  });
});

