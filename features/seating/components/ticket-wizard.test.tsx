// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_WIZARD_FLAGS, type PerformanceTickets, type TicketSku } from '../types';
import { TicketWizard } from './ticket-wizard';

const lawn: TicketSku = {
  id: 3,
  name: 'Lawn',
  equivalencyKey: 'GA',
  ticketType: 'Adult',
  supportsSeatSelection: false,
  priceTier: null,
  priceCents: 2900,
  publicPriceCents: 2900,
  basePriceCents: 2900,
  feeCents: 0,
  taxCents: 0,
  hasInsiderPrice: false,
  insiderPasswordProtected: false,
  insiderApplied: false,
  purchaseQuantities: [],
  maxQuantity: 12,
  remaining: 40,
  capacity: 100,
};
const ticketsOf = (performanceId: number, priceCents: number): PerformanceTickets => ({
  performanceId,
  productId: 9,
  startsAt: '2030-06-11T03:00:00Z',
  onSale: true,
  skus: [{ ...lawn, priceCents, publicPriceCents: priceCents, basePriceCents: priceCents }],
  venue: null,
});
const slot = (performanceId: number, dateTime: string, available = true) => ({
  performanceId,
  dateTime,
  available,
  priceCents: 2900,
  basePriceCents: 2900,
  href: available ? `/iv2/las-vegas-shows/9/show/quantity/${dateTime}` : null,
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TicketWizard: the date and time step (ticket-buying 2, 4)', () => {
  it('changes the performance without leaving the page: its tickets load, the header and the url follow, the panel starts clean', async () => {
    window.history.replaceState(null, '', '/iv2/las-vegas-shows/9/show/quantity/2030-06-10T20:00');
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        if (url.startsWith('/api/availability')) {
          return json({ productId: 9, slots: [slot(501, '2030-06-09T20:00'), slot(502, '2030-06-10T20:00'), slot(503, '2030-06-11T14:00'), slot(504, '2030-06-11T20:00', false)], rooms: [] });
        }
        return json(url.includes('/503/') ? ticketsOf(503, 3900) : ticketsOf(502, 2900));
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TicketWizard
          product={{ id: 9, name: 'Show', type: 'SHOW', location: null }}
          performance={{ id: 502, dateTime: '2030-06-10T20:00', href: '/iv2/las-vegas-shows/9/show/quantity/2030-06-10T20:00' }}
          mapLayout={null}
          changeHref="/iv2/las-vegas-shows/9/show"
          cartHref="/iv2/cart"
          billingHref="/iv2/billing"
          flags={DEFAULT_WIZARD_FLAGS}
        />
      </QueryClientProvider>,
    );
    await settle();
    // A future date: one day either side of it.
    expect(urls).toContain('/api/availability?productId=9&startDate=2030-06-09&endDate=2030-06-11');
    const select = screen.getByRole('combobox', { name: 'Date and time' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Sun, Jun 9, 2030 8:00 PM', 'Mon, Jun 10, 2030 8:00 PM', 'Tue, Jun 11, 2030 2:00 PM']);
    expect(select.value).toBe('502');
    expect(screen.getByTestId('performance-time').textContent).toBe('June 10, 2030 at 8:00 PM');

    fireEvent.click(screen.getByRole('button', { name: '2 Tickets' }));
    expect(screen.getByTestId('ticket-panel').getAttribute('data-step')).toBe('2');

    fireEvent.change(select, { target: { value: '503' } });
    await settle();
    expect(urls).toContain('/api/performances/503/tickets');
    expect(screen.getByTestId('ticket-panel').getAttribute('data-performance-id')).toBe('503');
    // Mounted afresh: back to choosing a quantity, with the new time's prices.
    expect(screen.getByTestId('ticket-panel').getAttribute('data-step')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '1 Ticket' }));
    expect(screen.getByTestId('seat-option').textContent).toContain('$39.00');
    expect(screen.getByTestId('performance-time').textContent).toBe('June 11, 2030 at 2:00 PM');
    expect(window.location.pathname).toBe('/iv2/las-vegas-shows/9/show/quantity/2030-06-11T14:00');
  });
});
