// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DealDeadlineTimer } from './deal-deadline';

const NOW = Date.parse('2026-11-23T16:00:00Z');
const deal = (secondsFromNow: number) => ({ name: 'Save up to 25%', endsAt: new Date(NOW + secondsFromNow * 1000).toISOString() });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DealDeadlineTimer (storefront 9)', () => {
  it('counts down each second as hh:mm:ss from the absolute end, and disappears at zero', () => {
    render(<DealDeadlineTimer deal={deal(3)} />);
    expect(screen.getByTestId('deal-deadline').textContent).toBe('Save up to 25%Deal ends in 00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('deal-countdown').textContent).toBe('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('deal-countdown').textContent).toBe('00:00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('deal-deadline')).toBeNull();
  });

  it('shows a deal ending in a day as 24:00:00, then 23:59:59', () => {
    render(<DealDeadlineTimer deal={deal(86_400)} />);
    expect(screen.getByTestId('deal-countdown').textContent).toBe('24:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('deal-countdown').textContent).toBe('23:59:59');
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('shows nothing for a deal beyond the cutoff until it comes within it, nor for one that has ended', () => {
    render(<DealDeadlineTimer deal={deal(86_402)} />);
    expect(screen.queryByTestId('deal-deadline')).toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('deal-countdown').textContent).toBe('24:00:00');
    cleanup();
    render(<DealDeadlineTimer deal={deal(-1)} />);
    expect(screen.queryByTestId('deal-deadline')).toBeNull();
  });

  it('puts no time left into server HTML: the cached page holds only the end', () => {
    const html = renderToString(<DealDeadlineTimer deal={deal(5_000)} />);
    expect(html).toContain('--:--:--');
    expect(html).not.toMatch(/\d\d:\d\d:\d\d/);
  });
});
