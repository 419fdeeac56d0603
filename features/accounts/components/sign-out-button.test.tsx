// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_OPTION_KEY } from '@/lib/payment-option';
import { SignOutButton } from './sign-out-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('SignOutButton', () => {
  it('signing out clears it', async () => {
    window.localStorage.setItem(PAYMENT_OPTION_KEY, 'card');
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: true })));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<SignOutButton afterHref="/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(window.localStorage.getItem(PAYMENT_OPTION_KEY)).toBeNull();
  });
});
