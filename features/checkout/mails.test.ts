import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from './mails';
import type { OrderItemView, OrderView } from './types';

const order = (items: OrderItemView[]): OrderView => ({
  id: 'order-1',
  number: 'VG-123456789',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userId: null,
  orderDate: '2026-11-24',
  createdAt: new Date('2026-11-24T20:00:00Z'),
  promoCode: null,
  subtotalCents: items.reduce((sum, i) => sum + i.quantity * i.unitPriceCents, 0),
  discountCents: 0,
  feesCents: 10_200,
  taxesCents: 8_174,
  totalCents: items.reduce((sum, i) => sum + i.totalCents, 0),
  giftCardCents: 0,
  chargedCents: items.reduce((sum, i) => sum + i.totalCents, 0),
  paymentProvider: 'test',
  paymentStatus: 'captured',
  items,
});

const stayItem: OrderItemView = {
  id: 1,
  productId: 1009,
  productName: 'The Bellamy Las Vegas',
  productType: 'HOTEL',
  skuId: 5001,
  skuName: 'Deluxe King Room',
  startsAt: null,
  quantity: 1,
  unitPriceCents: 50_898,
  feesCents: 10_200,
  taxesCents: 8_174,
  discountCents: 0,
  totalCents: 69_272,
  tickets: [],
  stay: {
    confirmationNumber: 'H4067132817',
    checkIn: '2026-12-19',
    checkOut: '2026-12-21',
    guests: 2,
    nightly: [
      { night: '2026-12-19', rateCents: 31_099 },
      { night: '2026-12-20', rateCents: 19_799 },
    ],
    cancellationHours: 72,
  },
};

const ticketItem: OrderItemView = {
  ...stayItem,
  id: 2,
  productName: 'Comedy Night',
  productType: 'SHOW',
  skuName: 'Orchestra',
  startsAt: new Date('2026-12-19T04:00:00Z'),
  quantity: 2,
  unitPriceCents: 5_000,
  totalCents: 11_000,
  tickets: [
    { id: 't-1', admission: 1, seat: { section: 'A', row: 'C', seat: '7' } },
    { id: 't-2', admission: 2, seat: { section: 'A', row: 'C', seat: '8' } },
  ],
  stay: null,
};

describe('orderConfirmationMail', () => {
  it('shows a stay: hotel and room type, its rooms, check-in and check-out, nights, guests, nightly rates, cancellation and its hotel confirmation number', () => {
    const mail = orderConfirmationMail(order([stayItem]), 'VegasGo', 'https://vegas.example');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your VegasGo order VG-123456789');
    const lines = mail.text.split('\n');
    const at = lines.indexOf('The Bellamy Las Vegas - Deluxe King Room');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 7)).toEqual([
      '1 room x $508.98  Total $692.72',
      '  Check-in December 19, 2026, check-out December 21, 2026 (2 nights)',
      '  2 guests',
      '  Nightly rates: December 19, 2026 $310.99; December 20, 2026 $197.99',
      '  Free cancellation until 72 hours before check-in',
      '  Hotel confirmation number H4067132817',
    ]);
  });

  it('asks for ticket codes at the door only when the order has tickets', () => {
    const stayOnly = orderConfirmationMail(order([stayItem]), 'VegasGo', 'https://vegas.example').text;
    expect(stayOnly).not.toMatch(/ticket/i);
    expect(stayOnly).toContain('Find this order again at https://vegas.example/iv2/orders/search');

    const both = orderConfirmationMail(order([{ ...stayItem, quantity: 2 }, ticketItem]), 'VegasGo', 'https://vegas.example').text;
    expect(both).toContain('2 rooms x $508.98');
    expect(both).toContain('2 x $50.00  Total $110.00');
    expect(both).toContain('  Section A, Row C, Seat 7: https://vegas.example/');
    expect(both).toContain('Show each ticket code at the door, on your phone or printed.');
  });

  it('names the order lookup only while the order viewer is on (FLAG_DISABLE_ORDER_VIEWER)', () => {
    const on = orderConfirmationMail(order([ticketItem]), 'VegasGo', 'https://vegas.example', { orderLookup: true }).text;
    expect(on).toContain('Find this order again at https://vegas.example/iv2/orders/search with your e-mail address and confirmation number.');
    const off = orderConfirmationMail(order([ticketItem]), 'VegasGo', 'https://vegas.example', { orderLookup: false }).text;
    expect(off).not.toContain('/iv2/orders');
    expect(off).not.toContain('Find this order again');
    // The ticket pages stay: each ticket's link is still there.
    expect(off).toContain('  Section A, Row C, Seat 7: https://vegas.example/');
  });

  it('says a fulfillment option’s own message under its item, and not the default (the mail is how tickets come)', () => {
    const table: OrderItemView = { ...ticketItem, id: 3, productName: 'Club Nova', skuName: 'Bottle Service Table (groups of 4)', tickets: [], fulfillmentMessage: 'Your table is held under the name on this order: check in at the VIP host stand with a photo ID.' };
    const lines = orderConfirmationMail(order([ticketItem, table]), 'VegasGo', 'https://vegas.example').text.split('\n');
    const at = lines.indexOf('Club Nova - Bottle Service Table (groups of 4)');
    expect(lines.slice(at + 2, at + 4)).toEqual(['2 x $50.00  Total $110.00', 'Your table is held under the name on this order: check in at the VIP host stand with a photo ID.']);
    expect(lines).not.toContain('Tickets will be emailed to you.');
  });
});

