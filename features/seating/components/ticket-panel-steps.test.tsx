// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { GeneralAdmissionOption, TicketOption } from '../ticket-model';
import type { TicketSku } from '../types';
import { QuantityStep } from './quantity-step';
import { YourTicketsStep, type YourTicketsStepProps } from './your-tickets-step';

afterEach(cleanup);

const lawn: TicketSku = {
  id: 3,
  name: 'Lawn',
  equivalencyKey: 'L',
  ticketType: 'Adult',
  supportsSeatSelection: false,
  priceTier: null,
  priceCents: 2900,
  publicPriceCents: 2900,
  basePriceCents: 2500,
  feeCents: 300,
  taxCents: 100,
  hasInsiderPrice: false,
  insiderPasswordProtected: false,
  insiderApplied: false,
  purchaseQuantities: [],
  maxQuantity: 12,
  remaining: 4,
  capacity: 100,
};
const ga: GeneralAdmissionOption = { kind: 'ga', key: '3:ga', skuId: 3, priceCents: 2900, name: 'Lawn', max: 4 };
const seated: TicketOption = { kind: 'seats', key: '1:13-14', skuId: 3, priceCents: 2900, seatIds: [13, 14], section: 'Orchestra', row: 'A', seats: ['3', '4'], distance: 1, wheelchair: 0 };

function props(over: Partial<YourTicketsStepProps>): YourTicketsStepProps {
  return {
    quantity: 2,
    selection: { option: ga, quantity: 2, seatIds: [] },
    selectedSku: lawn,
    selectedCount: 2,
    seats: null,
    index: null,
    quantityProblem: null,
    message: null,
    lost: false,
    heldSeats: null,
    busy: false,
    canAdd: true,
    continueHref: '/iv2/cart',
    billingHref: '/iv2/billing',
    onRemoveSeat: vi.fn(),
    onGaQuantity: vi.fn(),
    onReset: vi.fn(),
    onAdd: vi.fn(),
    ...over,
  };
}

describe('QuantityStep (ticket-buying 5)', () => {
  it('marks the chosen quantity and disables sold-out ones', () => {
    const onChoose = vi.fn();
    render(<QuantityStep choices={[{ quantity: 1, label: '1 Ticket', soldOut: false }, { quantity: 2, label: '2 Tickets', soldOut: true }]} quantity={1} onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: '1 Ticket' }).getAttribute('aria-pressed')).toBe('true');
    const soldOut = screen.getByRole('button', { name: /^2 Tickets/ });
    expect(soldOut.textContent).toBe('2 Tickets Sold out');
    expect(soldOut.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '1 Ticket' }));
    expect(onChoose).toHaveBeenCalledWith(1);
  });
});

describe('YourTicketsStep (ticket-buying 4)', () => {
  it('counts general admission up and down within what is left, and adds to the cart or buys now', () => {
    const p = props({});
    render(<YourTicketsStep {...p} />);
    expect(screen.getByTestId('ga-card').textContent).toBe('Lawn−2+');
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(p.onGaQuantity).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(screen.getByTestId('buy-now'));
    expect(vi.mocked(p.onAdd).mock.calls).toEqual([['cart'], ['billing']]);
  });

  it('says when the picked seats were taken, and shows held seats without remove buttons', () => {
    const { rerender } = render(<YourTicketsStep {...props({ selection: null, selectedSku: undefined, lost: true })} />);
    expect(screen.getByTestId('ticket-message').textContent).toBe('Some of the seats you picked were just taken. Please choose again.');
    expect(screen.getByText('Pick seats from the list or the map: click once to see them, twice to choose them.')).toBeTruthy();
    rerender(<YourTicketsStep {...props({ selection: { option: seated, quantity: 2, seatIds: [13, 14] }, heldSeats: [13, 14], continueHref: '/iv2/billing' })} />);
    expect(screen.getAllByTestId('chosen-seat').map((li) => li.textContent)).toEqual(['Seat 13$29.00', 'Seat 14$29.00']);
    expect(screen.getByRole('link', { name: 'Continue to Billing' }).getAttribute('href')).toBe('/iv2/billing');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });
});
