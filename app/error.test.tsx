// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NOT_FOUND_MESSAGE } from '@/components/not-found-panel';
import ErrorPage from './error';
import CartError from './iv2/cart/error';
import OrdersError from './iv2/orders/error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('page error state (storefront 2.11, 4: the not-found page until new content arrives)', () => {
  it('shows the not-found page, titled 404 Error Page, logs only the digest, and can try again', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const retry = vi.fn();
    const error = Object.assign(new Error('secret detail'), { digest: 'abc123' });
    render(<ErrorPage error={error} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PAGE NOT FOUND');
    expect(screen.getByText(NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Site sections' })).toBeTruthy();
    expect(document.title).toBe('404 Error Page');
    expect(document.body.textContent).not.toContain('secret detail');
    expect(log).toHaveBeenCalledWith('[page error]', 'abc123');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a booking segment shows the not-found page too, with what is safe said under it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CartError error={new Error('x')} retry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PAGE NOT FOUND');
    expect(screen.getByTestId('error-note').textContent).toBe('Your tickets stay held until their hold ends. Please try again in a moment.');
    cleanup();
    render(<OrdersError error={new Error('x')} retry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PAGE NOT FOUND');
    expect(screen.getByTestId('error-note').textContent).toBe('Your order and tickets are safe. Please try again in a moment.');
  });
});
