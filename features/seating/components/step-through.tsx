'use client';

import { useId, useMemo, useState } from 'react';
import { formatTicketPrice, type SeatOption } from '../ticket-model';
import styles from './ticket-panel.module.css';

/**
 * The step-through way to choose seats (issue 10, for screen-reader and keyboard users): a
 * section, then a row of it, then one of the row's groups of seats, each from a native list.
 * It offers exactly the groups the list offers (same quantity, price filter and availability).
 */
export function StepThrough({ options, onChoose }: { options: readonly SeatOption[]; onChoose: (option: SeatOption) => void }) {
  const id = useId();
  const [section, setSection] = useState('');
  const [row, setRow] = useState('');
  const sections = useMemo(() => [...new Set(options.map((o) => o.section))], [options]);
  const rows = useMemo(() => [...new Set(options.filter((o) => o.section === section).map((o) => o.row))], [options, section]);
  const groups = useMemo(() => options.filter((o) => o.section === section && o.row === row), [options, section, row]);
  // A section or row that disappeared (taken seats, another filter) resets the step after it.
  const sectionValue = sections.includes(section) ? section : '';
  const rowValue = sectionValue !== '' && rows.includes(row) ? row : '';

  return (
    <fieldset className={styles.stepThrough} data-testid="step-through">
      <legend>Choose by section and row</legend>
      <label htmlFor={`${id}-section`}>Section</label>
      <select
        id={`${id}-section`}
        value={sectionValue}
        onChange={(event) => {
          setSection(event.target.value);
          setRow('');
        }}
      >
        <option value="">Choose a section</option>
        {sections.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-row`}>Row</label>
      <select id={`${id}-row`} value={rowValue} disabled={sectionValue === ''} onChange={(event) => setRow(event.target.value)}>
        <option value="">Choose a row</option>
        {rows.map((name) => (
          <option key={name} value={name}>
            Row {name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-seats`}>Seats</label>
      <select
        id={`${id}-seats`}
        value=""
        disabled={rowValue === ''}
        onChange={(event) => {
          const chosen = groups.find((o) => o.key === event.target.value);
          if (chosen) onChoose(chosen);
        }}
      >
        <option value="">Choose seats</option>
        {groups.map((o) => (
          <option key={o.key} value={o.key}>
            {o.seats.length === 1 ? `Seat ${o.seats[0]}` : `Seats ${o.seats.join(', ')}`} · {formatTicketPrice(o.priceCents)} each +Fees
          </option>
        ))}
      </select>
    </fieldset>
  );
}
