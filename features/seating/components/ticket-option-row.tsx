'use client';

import type { CSSProperties, ReactElement } from 'react';
import { formatTicketPrice, quantityLabel, type ColorClass, type TicketOption } from '../ticket-model';
import styles from './ticket-panel.module.css';

/** How an option is named in the list and in Your Tickets. */
export function optionLabel(option: TicketOption): string {
  if (option.kind === 'ga') return option.name;
  const seats = option.seats.length === 1 ? `Seat ${option.seats[0]}` : `Seats ${option.seats.join(', ')}`;
  return `${option.section}, Row ${option.row}, ${seats}`;
}

export type OptionRowProps = {
  readonly options: readonly TicketOption[];
  readonly colors: ReadonlyMap<number, ColorClass>;
  readonly highlighted: string | null;
  readonly selectedKey: string | null;
  readonly onChoose: (option: TicketOption) => void;
  readonly skuNames: ReadonlyMap<number, string>;
  /** Per sku: the rounded base price crossed out and the rounded discount percent, where there is one. */
  readonly crossOuts: ReadonlyMap<number, { readonly percent: number; readonly base: string }>;
  /** Per sku, all-in unit prices (the all-in pricing flag), else empty. */
  readonly allIn: ReadonlyMap<number, number>;
  /** Per general-admission sku, the quantities its dropdown offers. */
  readonly gaChoices: ReadonlyMap<number, readonly number[]>;
  /** Per general-admission sku, the quantity its dropdown holds. */
  readonly gaQuantity: (option: TicketOption) => number;
  readonly onGaQuantity: (option: TicketOption, quantity: number) => void;
  /** The one option in the tab order (roving focus): arrow keys move it. */
  readonly activeKey: string | null;
  /** 'Only N left' per sku, where few are left. */
  readonly lowCapacity: ReadonlyMap<number, string>;
};

/** One row of the virtual list: a group of seats or a general-admission type, its price and what is left. */
export function OptionRow({ index, style, ariaAttributes, options, colors, highlighted, selectedKey, onChoose, skuNames, crossOuts, allIn, gaChoices, gaQuantity, onGaQuantity, activeKey, lowCapacity }: OptionRowProps & {
  index: number;
  style: CSSProperties;
  ariaAttributes: { 'aria-posinset': number; 'aria-setsize': number; role: 'listitem' };
}): ReactElement {
  const option = options[index] as TicketOption;
  const color = colors.get(option.priceCents);
  const state = option.key === selectedKey ? styles.optionSelected : option.key === highlighted ? styles.optionHighlighted : '';
  const cross = crossOuts.get(option.skuId);
  const allInCents = allIn.get(option.skuId);
  const choices = option.kind === 'ga' ? (gaChoices.get(option.skuId) ?? []) : [];
  return (
    <div style={style} {...ariaAttributes} className={styles.optionRow}>
      <button
        type="button"
        className={`${styles.option} ${state}`}
        aria-pressed={option.key === selectedKey}
        tabIndex={option.key === activeKey ? 0 : -1}
        data-testid="seat-option"
        data-option-key={option.key}
        onClick={() => onChoose(option)}
      >
        <span className={`${styles.swatch} ${color ? styles[`color${color}`] : ''}`} aria-hidden="true" />
        <span className={styles.optionText}>
          <strong>{optionLabel(option)}</strong>
          <span>
            {option.kind === 'ga' ? 'General admission' : skuNames.get(option.skuId)}
            {lowCapacity.has(option.skuId) ? <em className={styles.lowCapacity}> · {lowCapacity.get(option.skuId)}</em> : null}
            {option.kind === 'seats' && option.wheelchair > 0 ? (
              <em className={styles.accessibleTag} data-testid="wheelchair-option">
                {' '}
                · <span aria-hidden="true">♿</span> Wheelchair accessible
              </em>
            ) : null}
          </span>
        </span>
        <span className={styles.optionPrice}>
          {cross ? (
            <>
              <s className={styles.was} data-testid="base-price">
                {cross.base}
              </s>
              <span className={styles.discount} data-testid="discount">
                Save {cross.percent}%
              </span>{' '}
            </>
          ) : null}
          {formatTicketPrice(option.priceCents)}
          <small> each +Fees</small>
          {allInCents !== undefined ? <small className={styles.allIn}>{formatTicketPrice(allInCents)} all-in, fees and taxes included</small> : null}
        </span>
      </button>
      {choices.length > 0 ? (
        // Ticket-buying 2: a general-admission option's own quantity; choosing one highlights the option.
        <select
          className={styles.optionQuantity}
          aria-label={`Quantity of ${option.kind === 'ga' ? option.name : ''}`}
          value={gaQuantity(option)}
          data-testid="option-quantity"
          onChange={(event) => onGaQuantity(option, Number(event.target.value))}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {quantityLabel(n)}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}
