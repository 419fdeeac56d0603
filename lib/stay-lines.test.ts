import { describe, expect, it } from 'vitest';
import { stayLines, stayListLines } from './stay-lines';

describe('stayLines', () => {
  it('says the dates, nights, guests, nightly rates, cancellation window and confirmation number', () => {
    expect(
      stayLines({
        checkIn: '2026-12-30',
        checkOut: '2027-01-01',
        guests: 2,
        nightly: [
          { night: '2026-12-30', rateCents: 12_999 },
          { night: '2026-12-31', rateCents: 45_000 },
        ],
        cancellationHours: 72,
        confirmationNumber: 'H1234567890',
      }),
    ).toEqual([
      'Check-in December 30, 2026, check-out January 1, 2027 (2 nights)',
      '2 guests',
      'Nightly rates: December 30, 2026 $129.99; December 31, 2026 $450.00',
      'Free cancellation until 72 hours before check-in',
      'Hotel confirmation number H1234567890',
    ]);
  });
  it('says one night and one guest, and no number before the order', () => {
    const lines = stayLines({ checkIn: '2026-12-30', checkOut: '2026-12-31', guests: 1, nightly: [{ night: '2026-12-30', rateCents: 9_900 }], cancellationHours: 24 });
    expect(lines[0]).toBe('Check-in December 30, 2026, check-out December 31, 2026 (1 night)');
    expect(lines[1]).toBe('1 guest');
    expect(lines).toHaveLength(4);
  });
});

describe('stayListLines', () => {
  it('says the rooms and room type, the dates and nights and the confirmation number, in the words of stayLines', () => {
    const stay = { checkIn: '2026-12-30', checkOut: '2027-01-01', nightly: [{ night: '2026-12-30', rateCents: 1 }, { night: '2026-12-31', rateCents: 1 }], confirmationNumber: 'H1234567890' };
    expect(stayListLines(stay, 'Deluxe King', 2)).toEqual([
      '2 rooms × Deluxe King',
      'Check-in December 30, 2026, check-out January 1, 2027 (2 nights)',
      'Hotel confirmation number H1234567890',
    ]);
    expect(stayListLines({ ...stay, confirmationNumber: null }, 'Queen', 1)).toEqual(['1 room × Queen', 'Check-in December 30, 2026, check-out January 1, 2027 (2 nights)']);
  });
});
