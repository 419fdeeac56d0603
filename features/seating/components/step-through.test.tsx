// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SeatOption } from '../ticket-model';
import { StepThrough } from './step-through';

afterEach(cleanup);

function option(section: string, row: string, seats: string[], priceCents = 9900): SeatOption {
  return { kind: 'seats', key: `${section}-${row}-${seats.join('-')}`, skuId: 1, priceCents, seatIds: seats.map(Number), section, row, seats, distance: 1, wheelchair: 0 };
}

const options = [option('Orchestra', 'A', ['101', '102']), option('Orchestra', 'A', ['105', '106']), option('Orchestra', 'B', ['101', '102']), option('Balcony', 'C', ['7', '9'], 4900)];

describe('StepThrough', () => {
  it('chooses a section, then a row, then a group of seats, from native lists', () => {
    const onChoose = vi.fn();
    render(<StepThrough options={options} onChoose={onChoose} />);
    const section = screen.getByLabelText('Section');
    const row = screen.getByLabelText('Row');
    const seats = screen.getByLabelText('Seats');
    expect(row).toHaveProperty('disabled', true);
    expect(seats).toHaveProperty('disabled', true);
    expect([...(section as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choose a section', 'Orchestra', 'Balcony']);

    fireEvent.change(section, { target: { value: 'Orchestra' } });
    expect([...(row as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choose a row', 'Row A', 'Row B']);
    fireEvent.change(row, { target: { value: 'A' } });
    expect([...(seats as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Choose seats',
      'Seats 101, 102 · $99.00 each +Fees',
      'Seats 105, 106 · $99.00 each +Fees',
    ]);
    fireEvent.change(seats, { target: { value: 'Orchestra-A-105-106' } });
    expect(onChoose).toHaveBeenCalledWith(options[1]);
  });

  it('starts the row again when the section changes', () => {
    render(<StepThrough options={options} onChoose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Section'), { target: { value: 'Orchestra' } });
    fireEvent.change(screen.getByLabelText('Row'), { target: { value: 'B' } });
    fireEvent.change(screen.getByLabelText('Section'), { target: { value: 'Balcony' } });
    expect((screen.getByLabelText('Row') as HTMLSelectElement).value).toBe('');
    expect(screen.getByLabelText('Seats')).toHaveProperty('disabled', true);
  });
});
