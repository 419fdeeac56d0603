// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ProductViewAnswer } from '../schema';
import { SocialProofBar } from './info-bar';

const answer = (over: Partial<ProductViewAnswer>): ProductViewAnswer => ({
  lookingNow: 0,
  bookedToday: 0,
  bookedPast24Hours: 0,
  lastBookedHoursAgo: null,
  ...over,
});

function serve(body: ProductViewAnswer, reducedMotion = false) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)', media: query }));
  return fetchMock;
}

async function mount() {
  const view = render(<SocialProofBar productId={1234} />);
  // Lets the fetch and its JSON resolve.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return view;
}

const shown = () => screen.getByTestId('social-proof-message');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SocialProofBar (ticket-buying 2, storefront 9)', () => {
  it('asks the product-views endpoint for the real counts of its product', async () => {
    const fetchMock = serve(answer({}));
    await mount();
    expect(fetchMock).toHaveBeenCalledWith('/api/product-views', expect.objectContaining({ method: 'POST', body: JSON.stringify({ productId: 1234 }) }));
  });

  it('renders nothing at all when no count reaches its minimum', async () => {
    serve(answer({ lookingNow: 1, bookedPast24Hours: 0, lastBookedHoursAgo: null, bookedToday: 0 }));
    const { container } = await mount();
    expect(container.innerHTML).toBe('');
    await advance(20_000);
    expect(container.innerHTML).toBe('');
  });

  it('changes message every 4.5 s, fading out over the 500 ms before each change and back in', async () => {
    serve(answer({ lookingNow: 5, bookedPast24Hours: 3, lastBookedHoursAgo: 2 }));
    await mount();
    expect(shown().textContent).toBe('Booked in last 2 hrs');
    expect(shown().style.opacity).toBe('1');
    expect(shown().style.transition).toBe('opacity 500ms ease-in-out');
    await advance(3_999);
    expect(shown().style.opacity).toBe('1');
    await advance(1);
    // The fade out starts 500 ms before the change, the text is still the first message.
    expect(shown().style.opacity).toBe('0');
    expect(shown().textContent).toBe('Booked in last 2 hrs');
    await advance(499);
    expect(shown().textContent).toBe('Booked in last 2 hrs');
    await advance(1);
    expect(shown().textContent).toBe('5 people looking right now');
    expect(shown().style.opacity).toBe('1');
    await advance(4_500);
    expect(shown().textContent).toBe('Booked 3 times in past 24 hours');
    await advance(4_500);
    expect(shown().textContent).toBe('Booked in last 2 hrs');
    // Screen readers get every message at once instead of a live region every 4.5 s.
    expect(shown().getAttribute('aria-hidden')).toBe('true');
    expect([...screen.getByTestId('social-proof-bar').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Booked in last 2 hrs',
      '5 people looking right now',
      'Booked 3 times in past 24 hours',
    ]);
  });

  it('shows only the messages whose counts reach the minimums; one message does not rotate or fade', async () => {
    serve(answer({ lookingNow: 1, bookedPast24Hours: 0, lastBookedHoursAgo: 30 }));
    await mount();
    expect(shown().textContent).toBe('Booked in last 30 hrs');
    await advance(20_000);
    expect(shown().textContent).toBe('Booked in last 30 hrs');
    expect(shown().style.opacity).toBe('1');
  });

  it('with prefers-reduced-motion changes every 4.5 s without a fade', async () => {
    serve(answer({ lookingNow: 4, bookedPast24Hours: 1, lastBookedHoursAgo: 1 }), true);
    await mount();
    expect(shown().style.transition).toBe('none');
    await advance(4_499);
    expect(shown().textContent).toBe('Booked in last 1 hr');
    expect(shown().style.opacity).toBe('1');
    await advance(1);
    expect(shown().textContent).toBe('4 people looking right now');
    expect(shown().style.opacity).toBe('1');
  });

  it('holds still while the pointer is on it', async () => {
    serve(answer({ lookingNow: 4, bookedPast24Hours: 2, lastBookedHoursAgo: 1 }));
    await mount();
    await advance(4_200);
    fireEvent.mouseEnter(screen.getByTestId('social-proof-bar'));
    expect(shown().style.opacity).toBe('1');
    await advance(20_000);
    expect(shown().textContent).toBe('Booked in last 1 hr');
    fireEvent.mouseLeave(screen.getByTestId('social-proof-bar'));
    await advance(4_500);
    expect(shown().textContent).toBe('4 people looking right now');
  });

  it('renders nothing when the counts cannot be had', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    const { container } = await mount();
    expect(container.innerHTML).toBe('');
  });
});
