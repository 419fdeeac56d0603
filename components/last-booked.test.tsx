// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LastBooked, lastBookedText } from './last-booked';

describe('lastBookedText', () => {
  it('says minutes under an hour, then hours, nothing without a booking', () => {
    expect(lastBookedText(undefined)).toBeNull();
    expect(lastBookedText(0)).toBe('Last booked just now');
    expect(lastBookedText(1)).toBe('Last booked 1 minute ago');
    expect(lastBookedText(59)).toBe('Last booked 59 minutes ago');
    expect(lastBookedText(60)).toBe('Last booked 1 hour ago');
    expect(lastBookedText(185)).toBe('Last booked 3 hours ago');
  });
});

describe('LastBooked', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once for every card on the page and shows each its own time', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ minutesAgo: { '7': 125 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <>
        <LastBooked productId={7} />
        <LastBooked productId={8} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('last-booked')[0]!.textContent).toBe('Last booked 2 hours ago'));
    expect(screen.getAllByTestId('last-booked')[1]!.textContent).toBe('\u00a0');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/last-booked?ids=7,8']);
  });
});
