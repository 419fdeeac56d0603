// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_WIZARD_FLAGS, type PerformanceTickets, type SeatStates, type VenueSeats, type WizardFlags } from '../types';
import { TicketPanel } from './ticket-panel';
import { ticketSkuFixture } from './ticket-sku.fixture';

// jsdom has no CSS.escape; the option keys used here need no escaping.
if (typeof CSS === 'undefined') Object.assign(globalThis, { CSS: { escape: (s: string) => s } });

const sku = ticketSkuFixture;

const tickets: PerformanceTickets = {
  performanceId: 77,
  productId: 9,
  startsAt: '2026-12-01T03:00:00Z',
  onSale: true,
  skus: [
    sku({}),
    sku({ id: 2, name: 'Balcony', priceTier: 2, priceCents: 4900, publicPriceCents: 6900, insiderApplied: true, remaining: 3 }),
    sku({ id: 3, name: 'Lawn', supportsSeatSelection: false, priceTier: null, priceCents: 2900, remaining: 40, capacity: 100 }),
  ],
  venue: { id: 5, name: 'Hall', mapWidth: 400, mapHeight: 300, stage: { x: 200, y: 0 } },
};

// Orchestra row A seats 1-6 (tier 1; seat 6 a wheelchair space, 5 its companion), Balcony row B seats 1-4 (tier 2).
const seats: VenueSeats = {
  venueId: 5,
  sections: ['Orchestra', 'Balcony'],
  ids: [11, 12, 13, 14, 15, 16, 21, 22, 23, 24],
  section: [0, 0, 0, 0, 0, 0, 1, 1, 1, 1],
  sectionId: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2],
  row: ['A', 'A', 'A', 'A', 'A', 'A', 'B', 'B', 'B', 'B'],
  seat: ['1', '2', '3', '4', '5', '6', '1', '2', '3', '4'],
  seatNumber: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4],
  x: [100, 120, 140, 160, 180, 200, 100, 120, 140, 160],
  y: [50, 50, 50, 50, 50, 50, 150, 150, 150, 150],
  tier: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2],
  wheelchair: [16],
  companion: [15],
};
const states: SeatStates = { performanceId: 77, taken: [12], sold: [12], mine: [] };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function mount(search: string, hold: () => Response, flags: WizardFlags = DEFAULT_WIZARD_FLAGS) {
  window.history.replaceState(null, '', `/iv2/las-vegas-shows/9/show/quantity/2026-12-01T19:00${search}`);
  const requests: { url: string; body: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: typeof init?.body === 'string' ? init.body : undefined });
      if (url === '/api/holds') return hold();
      return json(url.endsWith('/tickets') ? tickets : url.startsWith('/api/venues/') ? seats : states);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TicketPanel performanceId={77} product={{ id: 9, name: 'Show', type: 'SHOW' }} cartHref="/iv2/cart" billingHref="/iv2/billing" refreshMs={1_000_000} flags={flags} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
  await settle();
  return requests;
}

async function settle() {
  for (let i = 0; i < 4; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const panel = () => screen.getByTestId('ticket-panel');
const options = () => screen.getAllByTestId('seat-option');
const optionKeys = () => options().map((o) => o.getAttribute('data-option-key'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TicketPanel (ticket-buying 2, 4, 5)', () => {
  it('walks the three steps: quantity, a group chosen with two clicks, then Your Tickets', async () => {
    await mount('', () => json({}));
    expect(panel().getAttribute('data-step')).toBe('1');
    // Ticket-buying 2: insider pricing shows with the price filters, once a quantity is chosen.
    expect(screen.queryByTestId('insider-unlocked')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2 Tickets' }));
    expect(screen.getByTestId('insider-unlocked').textContent).toBe('EXCLUSIVE Insider Rate Unlocked!');
    expect(panel().getAttribute('data-step')).toBe('2');
    // Cheapest first; seat 12 is taken, so row A offers 3-4 and 5-6 only.
    expect(optionKeys()).toEqual(['3:ga', '2:23-24', '2:21-22', '1:15-16', '1:13-14']);
    expect(options()[1]!.textContent).toBe('Balcony, Row B, Seats 3, 4Balcony · Almost sold out: only 3 left$90Save 46% $49.00 each +Fees');
    expect(screen.getAllByTestId('wheelchair-option')).toHaveLength(1);

    fireEvent.click(options()[1]!);
    expect(panel().getAttribute('data-step')).toBe('2');
    fireEvent.click(options()[1]!);
    expect(panel().getAttribute('data-step')).toBe('3');
    expect(screen.getAllByTestId('chosen-seat').map((li) => li.textContent)).toEqual(['Balcony, Row B, Seat 3$49.00×', 'Balcony, Row B, Seat 4$49.00×']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Balcony, Row B, Seat 3' }));
    expect(screen.getAllByTestId('chosen-seat')).toHaveLength(1);
    expect(panel().textContent).toContain('1 × $49.00 +Fees');
    fireEvent.click(screen.getByRole('button', { name: 'Ticket Selection' }));
    expect(panel().getAttribute('data-step')).toBe('2');
  });

  it('reports each completed sku fetch once (sku_load), with the ticket types as items', async () => {
    delete window.dataLayer;
    await mount('', () => json({}));
    const loads = () => (window.dataLayer ?? []).filter((m) => (m as { event?: string }).event === 'sku_load');
    expect(loads()).toEqual([
      {
        event: 'sku_load',
        performance_id: 77,
        starts_at: '2026-12-01T03:00:00Z',
        ecommerce: {
          currency: 'USD',
          items: [
            { item_id: '9', item_name: 'Show', item_category: 'SHOW', price: 99, quantity: 1, item_variant: 'Orchestra' },
            { item_id: '9', item_name: 'Show', item_category: 'SHOW', price: 49, quantity: 1, item_variant: 'Balcony' },
            { item_id: '9', item_name: 'Show', item_category: 'SHOW', price: 29, quantity: 1, item_variant: 'Lawn' },
          ],
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '1 Ticket' }));
    await settle();
    expect(loads()).toHaveLength(1);
  });

  it('narrows by price and to wheelchair-accessible groups, and moves through the list with the arrow keys', async () => {
    await mount('', () => json({}));
    fireEvent.click(screen.getByRole('button', { name: '2 Tickets' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Filter by price' })).getByRole('button', { name: '$99.00' }));
    expect(optionKeys()).toEqual(['1:15-16', '1:13-14']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wheelchair accessible seats only' }));
    expect(optionKeys()).toEqual(['1:15-16']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wheelchair accessible seats only' }));
    fireEvent.keyDown(options()[0]!, { key: 'ArrowDown' });
    await settle();
    expect(document.activeElement?.getAttribute('data-option-key')).toBe('1:13-14');
    expect(options().map((o) => o.tabIndex)).toEqual([-1, 0]);
  });

  it('applies the url’s default quantity and ticket type once everything has loaded', async () => {
    await mount('?defaultQuantity=3&defaultItemId=3', () => json({}));
    expect(screen.getByRole('button', { name: '3 Tickets' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Filter by price' })).getByRole('button', { name: '$29.00' }).getAttribute('aria-pressed')).toBe('true');
    expect(optionKeys()).toEqual(['3:ga']);
    fireEvent.click(options()[0]!);
    expect(screen.getByTestId('ga-card').textContent).toBe('Lawn−3+');
  });

  it('holds the seats on Add to Cart and, when others were held instead, shows them with Continue to Cart', async () => {
    const requests = await mount('', () =>
      json({ performanceId: 77, skuId: 2, seatIds: [23, 24], quantity: 2, heldUntil: null, relocked: true, message: 'We held the best seats left.', cartCount: 2 }),
    );
    fireEvent.click(screen.getByRole('button', { name: '2 Tickets' }));
    fireEvent.click(options()[2]!);
    fireEvent.click(options()[2]!);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy();
    await settle();
    expect(requests.filter((r) => r.url === '/api/holds').map((r) => r.body)).toEqual([JSON.stringify({ kind: 'seats', performanceId: 77, skuId: 2, seatIds: [21, 22] })]);
    expect(screen.getByTestId('ticket-message').textContent).toBe('We held the best seats left.');
    expect(screen.getAllByTestId('chosen-seat').map((li) => li.textContent)).toEqual(['Balcony, Row B, Seat 3$49.00', 'Balcony, Row B, Seat 4$49.00']);
    expect(screen.getByRole('link', { name: 'Continue to Cart' }).getAttribute('href')).toBe('/iv2/cart');
  });

  it('says why a hold was refused and lets the visitor try again', async () => {
    delete window.dataLayer;
    await mount('', () => json({ error: 'These seats were just sold.' }, 409));
    fireEvent.click(screen.getByRole('button', { name: '1 Ticket' }));
    fireEvent.click(options()[0]!);
    fireEvent.click(options()[0]!);
    fireEvent.click(screen.getByTestId('buy-now'));
    await settle();
    // Storefront 8: a refusal shows in the error modal, and OK closes it.
    const modal = screen.getByRole('dialog', { name: 'Your tickets were not added' });
    expect(within(modal).getByTestId('ticket-error-modal-message').textContent).toBe('These seats were just sold.');
    expect(screen.queryByTestId('ticket-message')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(false);
    // The prices were asked for again after the refusal: a second completed sku fetch, reported.
    expect((window.dataLayer ?? []).filter((m) => (m as { event?: string }).event === 'sku_load')).toHaveLength(2);
  });

  it('Add to Cart takes the highlighted option when nothing is chosen: a general-admission type in its quantity, or seats', async () => {
    const requests = await mount('', () => json({ error: 'stop here' }, 409));
    fireEvent.click(screen.getByRole('button', { name: '2 Tickets' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(options()[0]!);
    expect(screen.getByTestId('pending-pick').textContent).toContain('Lawn: 2 Tickets at $29.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Ticket Selection' }));
    fireEvent.click(options()[1]!);
    fireEvent.click(screen.getByTestId('buy-now'));
    await settle();
    expect(requests.filter((r) => r.url === '/api/holds').map((r) => JSON.parse(r.body!))).toEqual([
      { kind: 'ga', performanceId: 77, skuId: 3, quantity: 2 },
      { kind: 'seats', performanceId: 77, skuId: 2, seatIds: [23, 24] },
    ]);
  });

  it("a general-admission option's quantity dropdown sets its quantity and highlights it", async () => {
    const requests = await mount('', () => json({ error: 'stop here' }, 409));
    fireEvent.click(screen.getByRole('button', { name: '2 Tickets' }));
    const dropdown = screen.getByRole('combobox', { name: 'Quantity of Lawn' });
    expect([...dropdown.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['1 Ticket', ...Array.from({ length: 11 }, (_, i) => `${i + 2} Tickets`)]);
    expect((dropdown as HTMLSelectElement).value).toBe('2');
    fireEvent.change(dropdown, { target: { value: '5' } });
    expect(options()[0]!.className).toMatch(/optionHighlighted/);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await settle();
    expect(requests.filter((r) => r.url === '/api/holds').map((r) => JSON.parse(r.body!))).toEqual([{ kind: 'ga', performanceId: 77, skuId: 3, quantity: 5 }]);
  });

  it('the list unmounts once a group is chosen (keepSeatListMounted off) and comes back when it is unselected on the map', async () => {
    await mount('', () => json({}));
    fireEvent.click(screen.getByRole('button', { name: '2 Tickets' }));
    fireEvent.click(options()[1]!);
    fireEvent.click(options()[1]!);
    expect(screen.queryByTestId('select-tickets')).toBeNull();
    expect(screen.queryAllByTestId('seat-option')).toHaveLength(0);
    // A click on a chosen seat (its pin) unselects it; the last one gone, the list is back.
    fireEvent.click(screen.getAllByTestId('pin-selected')[0]!.querySelector('circle')!);
    expect(screen.getAllByTestId('chosen-seat')).toHaveLength(1);
    fireEvent.click(screen.getAllByTestId('pin-selected')[0]!.querySelector('circle')!);
    expect(screen.queryAllByTestId('chosen-seat')).toHaveLength(0);
    expect(panel().getAttribute('data-step')).toBe('2');
    expect(screen.getByTestId('select-tickets').hidden).toBe(false);
  });

  it('keepSeatListMounted on: the list stays mounted but hidden, and a second click on the chosen group unselects it', async () => {
    await mount('', () => json({}), { ...DEFAULT_WIZARD_FLAGS, keepSeatListMounted: true });
    fireEvent.click(screen.getByRole('button', { name: '2 Tickets' }));
    fireEvent.click(options()[1]!);
    fireEvent.click(options()[1]!);
    expect(panel().getAttribute('data-step')).toBe('3');
    expect(screen.getByTestId('select-tickets').hidden).toBe(true);
    expect(options()).toHaveLength(5);
    fireEvent.click(options()[1]!);
    expect(panel().getAttribute('data-step')).toBe('2');
    expect(screen.getByTestId('select-tickets').hidden).toBe(false);
    expect(options()[1]!.className).toMatch(/optionHighlighted/);
  });

  it("uniquePurchaseQuantityFix on: a quantity no group fits says 'Sold out'; off: it can be chosen and the list says so", async () => {
    // Lawn has 40 left, so every quantity fits something; without Lawn, 5+ seats side by side do not.
    window.history.replaceState(null, '', '/iv2/las-vegas-shows/9/show/quantity/2026-12-01T19:00');
    const seatedOnly = { ...tickets, skus: tickets.skus.filter((k) => k.supportsSeatSelection) };
    const mountSeated = async (flags: WizardFlags) => {
      vi.stubGlobal('fetch', vi.fn(async (url: string) => json(url.endsWith('/tickets') ? seatedOnly : url.startsWith('/api/venues/') ? seats : states)));
      render(
        <QueryClientProvider client={new QueryClient()}>
          <TicketPanel performanceId={77} product={{ id: 9, name: 'Show', type: 'SHOW' }} cartHref="/iv2/cart" billingHref="/iv2/billing" refreshMs={1_000_000} flags={flags} />
        </QueryClientProvider>,
      );
      await settle();
    };
    await mountSeated(DEFAULT_WIZARD_FLAGS);
    const five = () => screen.getByRole('button', { name: /^5 Tickets/ });
    expect(five().textContent).toBe('5 Tickets Sold out');
    expect(five().hasAttribute('disabled')).toBe(true);
    cleanup();
    await mountSeated({ ...DEFAULT_WIZARD_FLAGS, uniquePurchaseQuantityFix: false });
    expect(five().textContent).toBe('5 Tickets');
    fireEvent.click(five());
    expect(screen.getByText('No seat groups with selected quantity and pricing')).toBeTruthy();
  });

  it('allInPricing on: each row adds its all-in price; off: none does', async () => {
    await mount('', () => json({}), { ...DEFAULT_WIZARD_FLAGS, allInPricing: true });
    fireEvent.click(screen.getByRole('button', { name: '2 Tickets' }));
    expect(options()[3]!.textContent).toContain('$99.00 each +Fees$107.00 all-in, fees and taxes included');
    cleanup();
    await mount('', () => json({}));
    fireEvent.click(screen.getByRole('button', { name: '2 Tickets' }));
    expect(options()[3]!.textContent).not.toContain('all-in');
  });
});
