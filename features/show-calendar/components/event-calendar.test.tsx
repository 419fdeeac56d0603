// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EventCalendarNav } from './event-calendar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const months = [
  { label: 'November 2026', fragmentHref: '/api/show-calendar/november-2026' },
  { label: 'December 2026', fragmentHref: '/api/show-calendar/december-2026' },
];

describe('event calendar navigation', () => {
  it('shows the server’s month, fetches the next month’s calendar HTML once, and keeps its new-tab links', async () => {
    const fetchMock = vi.fn(async () => new Response('<table><caption><a href="/shows/december-2026" target="_blank" rel="noopener">December 2026 shows</a></caption></table>'));
    vi.stubGlobal('fetch', fetchMock);
    render(<EventCalendarNav months={months} initialHtml={'<p><a href="/shows/november-2026" target="_blank" rel="noopener">November 2026 shows</a></p>'} />);
    expect(screen.getByRole('link', { name: 'November 2026 shows' }).getAttribute('target')).toBe('_blank');
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const december = await screen.findByRole('link', { name: 'December 2026 shows' });
    expect(december.getAttribute('rel')).toBe('noopener');
    expect(fetchMock).toHaveBeenCalledWith('/api/show-calendar/december-2026');
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(screen.getByText('December 2026')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when a month cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 404 })));
    render(<EventCalendarNav months={months} initialHtml="<p>November</p>" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('The calendar could not be loaded. Please try again.')).toBeTruthy();
  });
});
