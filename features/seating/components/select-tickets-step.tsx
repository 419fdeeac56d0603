'use client';

import { useMemo } from 'react';
import { List } from 'react-window';
import type { ProductType } from '@/lib/config/product-types';
import {
  formatTicketPrice,
  lowCapacityMessage,
  NO_SEAT_GROUPS_MESSAGE,
  type ColorClass,
  type PriceFilter,
  type SeatOption,
  type TicketOption,
} from '../ticket-model';
import type { TicketSku } from '../types';
import { StepThrough } from './step-through';
import { OptionRow } from './ticket-option-row';
import styles from './ticket-panel.module.css';
import type { OptionList } from './use-option-list';

/** Ticket-buying 9: virtual list row heights (seats 32 plus room for the text; GA rows at least 100), overscan 10. */
const SEAT_ROW_HEIGHT = 64;
const GA_ROW_HEIGHT = 100;
const OVERSCAN = 10;

export interface SelectTicketsStepProps {
  readonly productType: ProductType;
  readonly skus: readonly TicketSku[];
  readonly filters: readonly PriceFilter[];
  readonly priceFilter: 'any' | number;
  readonly onPriceFilter: (key: 'any' | number) => void;
  /** The venue has wheelchair spaces: offer the accessible-only filter. */
  readonly hasWheelchairSpaces: boolean;
  readonly accessibleOnly: boolean;
  readonly onAccessibleOnly: (checked: boolean) => void;
  /** The options of the quantity that pass the filters, in list order. */
  readonly options: readonly TicketOption[];
  readonly seatOptions: readonly SeatOption[];
  readonly colors: ReadonlyMap<number, ColorClass>;
  readonly highlighted: string | null;
  readonly selectedKey: string | null;
  readonly onChoose: (option: TicketOption) => void;
  /** The step-through lists' choice, taken at once. */
  readonly onChooseSeats: (option: SeatOption) => void;
  readonly list: OptionList;
}

/**
 * Step 2 of the ticket panel (ticket-buying 2, 3, 9): the price filters, the accessible-only
 * filter, the virtual list of options (keyboard operable) and the section/row/seats lists.
 */
export function SelectTicketsStep(props: SelectTicketsStepProps) {
  const { productType, skus, filters, priceFilter, options, list } = props;
  const skuNames = useMemo(() => new Map(skus.map((s) => [s.id, s.name])), [skus]);
  const lowCapacity = useMemo(
    () => new Map(skus.flatMap((s) => {
      const message = lowCapacityMessage(s.remaining, productType);
      return message === null ? [] : [[s.id, message] as const];
    })),
    [skus, productType],
  );
  const publicPrices = useMemo(() => new Map(skus.filter((s) => s.insiderApplied).map((s) => [s.id, s.publicPriceCents])), [skus]);
  const rowHeight = (i: number) => ((options[i]?.kind ?? 'seats') === 'ga' ? GA_ROW_HEIGHT : SEAT_ROW_HEIGHT);

  return (
    <section aria-labelledby="select-tickets">
      <h2 id="select-tickets" className={styles.stepTitle}>
        <span className={styles.stepNumber}>2</span> Select Tickets
      </h2>
      <div className={styles.filters} role="group" aria-label="Filter by price">
        {filters.map((filter) => (
          <button
            key={String(filter.key)}
            type="button"
            className={`${styles.filter} ${filter.colorClass ? styles[`color${filter.colorClass}`] : ''} ${priceFilter === filter.key ? styles.filterChosen : ''}`}
            aria-pressed={priceFilter === filter.key}
            disabled={filter.soldOut}
            title={filter.key === 'any' ? 'Any price' : formatTicketPrice(filter.key)}
            data-testid="price-filter"
            onClick={() => props.onPriceFilter(filter.key)}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {props.hasWheelchairSpaces ? (
        <div className={styles.accessibleFilter}>
          <label>
            <input type="checkbox" checked={props.accessibleOnly} onChange={(event) => props.onAccessibleOnly(event.target.checked)} />{' '}
            Wheelchair accessible seats only
          </label>
          <small>On the map, wheelchair spaces have a solid ring and their companion seats a dashed one; a companion seat is sold only with the space beside it.</small>
        </div>
      ) : null}
      {options.length === 0 ? (
        <p className={styles.empty}>{NO_SEAT_GROUPS_MESSAGE}</p>
      ) : (
        <div onKeyDown={list.onListKeyDown}>
          <List
            className={styles.list}
            listRef={list.listRef}
            rowComponent={OptionRow}
            rowCount={options.length}
            rowHeight={rowHeight}
            rowProps={{
              options,
              colors: props.colors,
              highlighted: props.highlighted,
              selectedKey: props.selectedKey,
              onChoose: props.onChoose,
              skuNames,
              publicPrices,
              activeKey: list.activeKey,
              lowCapacity,
            }}
            overscanCount={OVERSCAN}
            onRowsRendered={list.onRowsRendered}
            defaultHeight={420}
            style={{ height: 420 }}
            aria-label={`${options.length} ticket options: arrow keys move, Enter chooses`}
          />
        </div>
      )}
      {props.seatOptions.length > 0 ? <StepThrough options={props.seatOptions} onChoose={props.onChooseSeats} /> : null}
    </section>
  );
}
