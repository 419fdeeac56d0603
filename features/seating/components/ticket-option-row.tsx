'use client';

import type { CSSProperties, ReactElement } from 'react';
import { formatTicketPrice, type ColorClass, type TicketOption } from '../ticket-model';
import styles from './ticket-panel.module.css';

function optionLabel(option: TicketOption): string {
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
  /** Public prices of the skus whose insider price applies, shown crossed out. */
  readonly publicPrices: ReadonlyMap<number, number>;
  /** The one option in the tab order (roving focus): arrow keys move it. */
  readonly activeKey: string | null;
  /** 'Only N left' per sku, where few are left. */
  readonly lowCapacity: ReadonlyMap<number, string>;
};

/** One row of the virtual list: a group of seats or a general-admission type, its price and what is left. */
export function OptionRow({ index, style, ariaAttributes, options, colors, highlighted, selectedKey, onChoose, skuNames, publicPrices, activeKey, lowCapacity }: OptionRowProps & {
  index: number;
  style: CSSProperties;
  ariaAttributes: { 'aria-posinset': number; 'aria-setsize': number; role: 'listitem' };
}): ReactElement {
  const option = options[index] as TicketOption;
  const color = colors.get(option.priceCents);
  const state = option.key === selectedKey ? styles.optionSelected : option.key === highlighted ? styles.optionHighlighted : '';
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
          {publicPrices.has(option.skuId) ? <s className={styles.was}>{formatTicketPrice(publicPrices.get(option.skuId)!)}</s> : null}
          {formatTicketPrice(option.priceCents)}
          <small> each +Fees</small>
        </span>
      </button>
    </div>
  );
}
