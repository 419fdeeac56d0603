// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SwapAnswer } from '../schema';
import { SeatSwap, swapNotice } from './seat-swap';

const answer = (over: Partial<SwapAnswer>): SwapAnswer => ({ alreadyThere: false, moved: 0, kept: [], relocked: false, cartCount: 0, ...over });

async function mount(search: string, body: SwapAnswer) {
  window.history.replaceState(null, '', `/iv2/las-vegas-shows/1/show/quantity/2026-12-01T19:00${search}`);
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <SeatSwap performanceId={77} cartHref="/iv2/cart" />
    </QueryClientProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { fetchMock, invalidate };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SeatSwap (ticket-buying 4, the 'swap' default item)", () => {
  it('asks the server to move the cart’s tickets here, then reloads the seats and says so', async () => {
    const { fetchMock, invalidate } = await mount('?defaultItemId=swap', answer({ moved: 2, cartCount: 2 }));
    expect(fetchMock).toHaveBeenCalledWith('/api/holds/swap', expect.objectContaining({ method: 'POST', body: JSON.stringify({ performanceId: 77 }) }));
    expect(screen.getByTestId('seat-swap').textContent).toContain('We moved your 2 tickets to this date.');
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/iv2/cart');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['seat-states', 77] });
  });

  it('does nothing without the swap default item', async () => {
    const { fetchMock } = await mount('?defaultItemId=12', answer({ moved: 2 }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('seat-swap')).toBeNull();
  });

  it('says nothing when the tickets were already for this show and time, or there were none', async () => {
    await mount('?defaultItemId=swap', answer({ alreadyThere: true }));
    expect(screen.queryByTestId('seat-swap')).toBeNull();
    expect(swapNotice(answer({}))).toBeNull();
  });

  it('tells of relocked seats and of tickets that could not move', () => {
    expect(swapNotice(answer({ moved: 1, relocked: true }))).toBe(
      'We moved your ticket to this date. Your seats were taken on this date, so we held the best available seats at the same price.',
    );
    expect(swapNotice(answer({ kept: ['Sorry, only 1 left for this performance.'] }))).toBe(
      'Some tickets stayed on their date: Sorry, only 1 left for this performance.',
    );
  });
});
