// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HotelStayOffer, RoomTypeForStay } from '../queries';
import { stayPrice } from '../rules';
import { RoomSelection, type Party } from './room-selection';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function roomType(skuId: number, name: string, over: { rates?: number[]; roomsLeft?: number; maxOccupancy?: number; rooms?: number } = {}): RoomTypeForStay {
  const rates = over.rates ?? [10_000, 12_000];
  const roomsLeft = over.roomsLeft ?? 50;
  const rooms = over.rooms ?? 1;
  const perRoom = stayPrice(rates, 3_500, { basisPoints: 1_338 });
  return {
    roomType: {
      skuId,
      productId: 5,
      hotelName: 'Bellagio',
      name,
      beds: '1 King',
      maxOccupancy: over.maxOccupancy ?? 2,
      photos: [],
      amenities: ['Strip view', 'Wi-Fi'],
      cancellationHours: 72,
      resortFeeCents: 3_500,
      tax: { basisPoints: 1_338 },
      insiderPasswordProtected: false,
    },
    nights: rates.map((rateCents, i) => ({ night: `2026-12-0${i + 1}`, rateCents, baseRateCents: rateCents, roomsLeft })),
    roomsLeft,
    available: roomsLeft >= rooms,
    complete: true,
    lowCapacityMessage: roomsLeft > 0 && roomsLeft < 10 ? `Only ${roomsLeft} left` : null,
    perRoom,
    total: { roomCents: perRoom.roomCents * rooms, feesCents: perRoom.feesCents * rooms, taxesCents: perRoom.taxesCents * rooms, totalCents: perRoom.totalCents * rooms },
  };
}

const offer = (roomTypes: RoomTypeForStay[], unavailableLabel: string | null = null): HotelStayOffer => ({
  productId: 5,
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  rooms: 1,
  roomTypes,
  unavailableLabel,
});

async function mount(answer: HotelStayOffer, party: Party = { rooms: 1, guests: 2 }, hold: () => Response = () => json({})) {
  const requests: { url: string; body: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: typeof init?.body === 'string' ? init.body : undefined });
      return url === '/api/stays' ? hold() : json(answer);
    }),
  );
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RoomSelection hotel={{ id: 5, name: 'Bellagio' }} checkIn="2026-12-01" checkOut="2026-12-03" party={party} cartHref="/iv2/cart" />
    </QueryClientProvider>,
  );
  expect(screen.getByText('Loading rooms and prices…')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('Loading rooms and prices…')).toBeNull());
  return { requests, assign };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RoomSelection (issue 24 item 2)', () => {
  it('asks for the stay and shows each room’s average night, room price, fees, taxes and total with 2 decimals and +Fees', async () => {
    const { requests } = await mount(offer([roomType(1, 'Resort King')]));
    expect(requests[0]!.url).toBe('/api/stays/offer?productId=5&checkIn=2026-12-01&checkOut=2026-12-03&rooms=1');
    const room = within(screen.getByTestId('room-type'));
    // Rates 100 + 120: average 110.00; fees 2 × 35; taxes 13.38% of (rate + fee) a night.
    expect(screen.getByTestId('room-average').textContent).toBe('$110.00 +Fees');
    expect(room.getByText('2 nights').nextSibling?.textContent).toBe('$220.00');
    expect(room.getByText('Fees').nextSibling?.textContent).toBe('$70.00');
    const taxes = Math.round(13_500 * 0.1338) + Math.round(15_500 * 0.1338);
    expect(room.getByText('Taxes').nextSibling?.textContent).toBe(`$${(taxes / 100).toFixed(2)}`);
    expect(screen.getByTestId('room-total').textContent).toBe(`$${((22_000 + 7_000 + taxes) / 100).toFixed(2)}`);
    expect(room.getByText('Free cancellation up to 72 hours before check-in')).toBeTruthy();
    expect(screen.queryByTestId('no-vacancy')).toBeNull();
  });

  it('shows the low-capacity message under 10 rooms left and none at 10', async () => {
    await mount(offer([roomType(1, 'Resort King', { roomsLeft: 9 }), roomType(2, 'Queen', { roomsLeft: 10 })]));
    const [king, queen] = screen.getAllByTestId('room-type');
    expect(within(king!).getByText('Only 9 left')).toBeTruthy();
    expect(within(queen!).queryByText(/left$/)).toBeNull();
  });

  it('says No Vacancy when no room type is free for every night, with no Select', async () => {
    await mount(offer([roomType(1, 'Resort King', { roomsLeft: 0 })], 'No Vacancy'));
    expect(screen.getByTestId('no-vacancy').textContent).toBe('No Vacancy');
    expect(screen.queryByRole('button', { name: /Select/ })).toBeNull();
    expect(screen.queryByTestId('room-total')).toBeNull();
  });

  it('checks the party against the room’s occupancy: a room that does not sleep it cannot be selected', async () => {
    await mount(offer([roomType(1, 'Resort King', { maxOccupancy: 2 }), roomType(2, 'Suite', { maxOccupancy: 4 })]), { rooms: 1, guests: 3 });
    const [king, suite] = screen.getAllByTestId('room-type');
    expect(within(king!).getByText('This room sleeps at most 2 guests.')).toBeTruthy();
    expect(within(king!).queryByRole('button')).toBeNull();
    expect(within(suite!).getByRole('button', { name: 'Select Suite' })).toBeTruthy();
  });

  it('Select holds the room for the stay and the party (POST /api/stays) and goes to the cart', async () => {
    const { requests, assign } = await mount(offer([roomType(7, 'Resort King', { rooms: 2 })]), { rooms: 2, guests: 3 }, () =>
      json({ skuId: 7, checkIn: '2026-12-01', checkOut: '2026-12-03', rooms: 2, guests: 3, heldUntil: null, totalCents: 1, cartCount: 1 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select Resort King' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/iv2/cart'));
    const post = requests.find((r) => r.url === '/api/stays')!;
    expect(JSON.parse(post.body!)).toEqual({ productId: 5, skuId: 7, checkIn: '2026-12-01', checkOut: '2026-12-03', rooms: 2, guests: 3 });
  });

  it('shows the server’s refusal, stays on the page and asks for the rooms again', async () => {
    const { requests, assign } = await mount(offer([roomType(7, 'Resort King')]), { rooms: 1, guests: 2 }, () =>
      json({ error: 'Sorry, this room type is no longer available for every night of your stay.' }, 409),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select Resort King' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Sorry, this room type is no longer available for every night of your stay.'));
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(requests.filter((r) => r.url.startsWith('/api/stays/offer')).length).toBe(2));
  });

  it('shows the offer’s error message (a bad stay)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'A stay can be at most 14 nights.' }, 400)));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RoomSelection hotel={{ id: 5, name: 'Bellagio' }} checkIn="2026-12-01" checkOut="2026-12-20" party={{ rooms: 1, guests: 2 }} cartHref="/iv2/cart" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('A stay can be at most 14 nights.'));
  });
});
