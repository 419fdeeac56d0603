// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addCalendarDays, pacificToday } from '@/lib/dates';
import { GroupRequestForm } from './group-request-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const HOTELS = [
  { id: 7, name: 'Aria Resort' },
  { id: 3, name: 'Bellagio' },
];
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Group Request' }));
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const today = pacificToday(new Date());
const [checkIn, checkOut] = [addCalendarDays(today, 30), addCalendarDays(today, 33)];

function fill() {
  type('Check-in', checkIn);
  type('Check-out', checkOut);
  type('Guests', '10');
  type('Your name', 'Ada Lovelace');
  type('Your email', 'ada@example.com');
  type('Message', 'A team offsite for ten people.');
}

describe('GroupRequestForm', () => {
  it('takes the stay and party the search carried in the url, and drops a party that does not fit', async () => {
    window.history.replaceState(null, '', `/lounge/group-bookings?checkIn=${checkIn}&checkOut=${checkOut}&guests=6`);
    render(<GroupRequestForm hotels={HOTELS} />);
    await waitFor(() => expect(value('Check-in')).toBe(checkIn));
    expect(value('Check-out')).toBe(checkOut);
    expect(value('Rooms (5 to 50)')).toBe('5');
    expect(value('Guests')).toBe('6');
    cleanup();

    window.history.replaceState(null, '', `/lounge/group-bookings?checkIn=${addCalendarDays(today, -2)}&checkOut=${checkOut}&guests=2`);
    render(<GroupRequestForm hotels={HOTELS} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([value('Check-in'), value('Check-out'), value('Guests')]).toEqual(['', '', '']);
  });

  it('checks the fields before asking the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<GroupRequestForm hotels={HOTELS} />);
    send();
    await waitFor(() => expect(screen.getAllByText('Field is required.')).toHaveLength(3));
    expect(screen.getAllByText('Please enter a date.')).toHaveLength(2);
    fill();
    type('Rooms (5 to 50)', '3');
    type('Guests', '3');
    send();
    expect(await screen.findByText('Please enter 5 to 50 rooms. For 1 to 4 rooms, book online.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the parsed request, shows the server field errors by their fields, then the reference in place of the form', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ error: 'Invalid request', fieldErrors: { preferredHotelId: ['Please choose a hotel from the list.'] } }, 400))
      .mockResolvedValueOnce(json({ reference: 'GR-12345678', checkIn, checkOut, rooms: 5, email: 'ada@example.com' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    render(<GroupRequestForm hotels={HOTELS} />);
    fill();
    type('Budget per room per night in dollars (optional)', '$200');
    fireEvent.change(screen.getByLabelText('Preferred hotel (optional)'), { target: { value: '3' } });
    send();
    expect(await screen.findByText('Please choose a hotel from the list.')).toBeTruthy();
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      checkIn,
      checkOut,
      rooms: 5,
      guests: 10,
      budgetDollars: 200,
      preferredHotelId: 3,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'A team offsite for ten people.',
    });
    send();
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toContain('Your reference number is GR-12345678.');
    expect(sent.textContent).toContain('We sent a confirmation to ada@example.com.');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
