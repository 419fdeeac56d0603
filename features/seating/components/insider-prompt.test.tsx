// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getInsiderAuthState, resetInsiderAuth } from '@/lib/insider-auth';
import type { TicketSku } from '../types';
import { INSIDER_UNLOCKED, InsiderPrompt } from './insider-prompt';

const sku = (over: Partial<TicketSku>): TicketSku => ({
  id: 1,
  name: 'Orchestra',
  equivalencyKey: 'A',
  ticketType: 'Adult',
  supportsSeatSelection: true,
  priceTier: 1,
  priceCents: 10000,
  publicPriceCents: 10000,
  basePriceCents: 9000,
  feeCents: 500,
  taxCents: 300,
  hasInsiderPrice: true,
  insiderPasswordProtected: true,
  insiderApplied: false,
  purchaseQuantities: [],
  maxQuantity: 12,
  remaining: 10,
  capacity: 10,
  ...over,
});

afterEach(() => {
  cleanup();
  act(() => resetInsiderAuth());
});

describe('InsiderPrompt (ticket-buying 6)', () => {
  it('opens the insider modal on Sign Up for password-protected rates, and on Sign In', () => {
    render(<InsiderPrompt skus={[sku({})]} onUnlocked={() => {}} />);
    expect(screen.getByTestId('insider-prompt').textContent).toBe('Price drops for selected ticket types when you Sign Up or Sign In');
    expect(screen.queryByRole('button', { name: 'Enter Email' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(getInsiderAuthState()).toMatchObject({ open: true, tab: 'sign-up' });
    act(() => resetInsiderAuth());
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(getInsiderAuthState()).toMatchObject({ open: true, tab: 'sign-in' });
  });

  it('offers Enter Email where an e-mail unlocks the rate, and says when a rate is unlocked', () => {
    const { rerender } = render(<InsiderPrompt skus={[sku({ insiderPasswordProtected: false })]} onUnlocked={() => {}} />);
    expect(screen.getByRole('button', { name: 'Enter Email' })).toBeTruthy();
    rerender(<InsiderPrompt skus={[sku({ insiderApplied: true, priceCents: 8000 })]} onUnlocked={() => {}} />);
    expect(screen.queryByTestId('insider-prompt')).toBeNull();
    expect(screen.getByTestId('insider-unlocked').textContent).toBe(INSIDER_UNLOCKED);
  });
});
