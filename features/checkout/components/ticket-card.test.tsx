// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { TicketPageView } from '../queries';
import { TicketCard, ticketPlace } from './ticket-card';

afterEach(cleanup);

const ticket: TicketPageView = {
  id: 'AbCdEfGhIjKlMnOpQrStUv_-',
  admission: 1,
  quantity: 2,
  seat: { section: 'Orchestra', row: 'C', seat: '12' },
  productName: 'Blue Man Group',
  skuName: 'Premium',
  // 7:30 PM on the Las Vegas wall clock (PST, UTC-8).
  startsAt: new Date('2026-12-06T03:30:00Z'),
  orderNumber: 'VG-123456789',
  holderName: 'Ada Lovelace',
  paymentStatus: 'captured',
};

describe('TicketCard', () => {
  it('shows the event, Pacific time, type, seat, holder, number and the code', () => {
    render(<TicketCard ticket={ticket} qrSvg={'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37"><path d="M0 0h1v1H0z"/></svg>'} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blue Man Group');
    expect(screen.getByTestId('ticket-when').textContent).toBe('Sat, Dec 5, 2026 7:30 PM');
    expect(screen.getByTestId('ticket-type').textContent).toBe('Premium');
    expect(screen.getByTestId('ticket-place').textContent).toBe('Section Orchestra, Row C, Seat 12');
    expect(screen.getByTestId('ticket-holder').textContent).toBe('Ada Lovelace');
    expect(screen.getByTestId('ticket-order-number').textContent).toBe('VG-123456789');
    const code = screen.getByRole('img', { name: 'QR code of ticket VG-123456789, Section Orchestra, Row C, Seat 12' });
    expect(code.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Print ticket' }).className).toContain('no-print');
  });

  it('shows no code for an order whose payment was refunded or voided, or is still being collected, and says why', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37"><path d="M0 0h1v1H0z"/></svg>';
    render(<TicketCard ticket={{ ...ticket, paymentStatus: 'refunded' }} qrSvg={svg} />);
    expect(screen.queryByTestId('ticket-qr')).toBeNull();
    expect(screen.getByTestId('ticket-not-valid').textContent).toBe('Refunded: the payment was returned. These tickets are not valid.');
    cleanup();
    render(<TicketCard ticket={{ ...ticket, paymentStatus: 'voided' }} qrSvg={svg} />);
    expect(screen.getByTestId('ticket-not-valid').textContent).toBe('Cancelled: the payment could not be collected and nothing was charged. These tickets are not valid.');
    cleanup();
    render(<TicketCard ticket={{ ...ticket, paymentStatus: 'authorized' }} qrSvg={svg} />);
    expect(screen.queryByTestId('ticket-qr')).toBeNull();
    expect(screen.getByTestId('ticket-not-valid').textContent).toBe('Payment processing: the tickets become valid once the payment is collected.');
  });

  it('counts admissions of a general-admission ticket', () => {
    expect(ticketPlace({ seat: null, admission: 2, quantity: 3 })).toBe('Admission 2 of 3');
  });
});
