// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PageError } from './page-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('page-level error (storefront 8: a title and message scrolled into view)', () => {
  it('shows its title and message, is scrolled into view and takes focus when it appears', () => {
    const scrolled = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrolled, configurable: true, writable: true });
    render(<PageError id="billing-errors" title="Please check your details" message="Some fields need your attention." />);
    const alert = screen.getByRole('alert', { name: 'Please check your details' });
    expect(alert.textContent).toContain('Some fields need your attention.');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(alert);
    expect(document.activeElement).toBe(alert);
  });

  it('is scrolled to again when its message changes', () => {
    const scrolled = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrolled, configurable: true, writable: true });
    const { rerender } = render(<PageError id="e" title="T" message="First" />);
    rerender(<PageError id="e" title="T" message="Second" />);
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
