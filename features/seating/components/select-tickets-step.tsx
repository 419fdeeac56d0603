'use client';

import { useMemo, useState } from 'react';
import { List } from 'react-window';
import type { ProductType } from '@/lib/config/product-types';
import {
  allInPriceCents,
  crossOut,
  formatTicketPrice,
  gaQuantityOptions,
  LIST_ROWS,
  listRowHeights,
  ticketUrgencyMessage,
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

/** The root font size the row heights grow with (16 px unless the visitor set another). */
function rootFontPx(): number {
  if (typeof window === 'undefined') return 16;
  const size = Number.parseFloat(window.getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

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
  /** General-admission quantities chosen in the options' dropdowns, by sku. */
  readonly gaQuantities: ReadonlyMap<number, number>;
  /** The quantity chosen in step 1. */
  readonly quantity: number;
  readonly onGaQuantity: (option: TicketOption, quantity: number) => void;
  /** All-in prices: each row also gives the price with fees and taxes, and rows are taller. */
  readonly allInPricing: boolean;
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
      const message = ticketUrgencyMessage(s.remaining, productType);
      return message === null ? [] : [[s.id, message] as const];
    })),
    [skus, productType],
  );
  const crossOuts = useMemo(() => new Map(skus.flatMap((s) => {
    const cross = crossOut(s);
    return cross === null ? [] : [[s.id, cross] as const];
  })), [skus]);
  const allIn = useMemo(() => new Map(props.allInPricing ? skus.map((s) => [s.id, allInPriceCents(s)] as const) : []), [skus, props.allInPricing]);
  const gaChoices = useMemo(
    () => new Map(options.flatMap((o) => {
      const sku = o.kind === 'ga' ? skus.find((s) => s.id === o.skuId) : undefined;
      return o.kind === 'ga' && sku ? [[o.skuId, gaQuantityOptions(sku, o.max)] as const] : [];
    })),
    [options, skus],
  );
  const { gaQuantities, quantity } = props;
  const gaQuantity = (option: TicketOption) => (option.kind === 'ga' ? Math.min(option.max, gaQuantities.get(option.skuId) ?? quantity) : quantity);
  const [fontPx] = useState(rootFontPx);
  const heights = listRowHeights(props.allInPricing, fontPx);
  const rowHeight = (i: number) => ((options[i]?.kind ?? 'seats') === 'ga' ? heights.ga : heights.seat);

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
              crossOuts,
              allIn,
              gaChoices,
              gaQuantity,
              onGaQuantity: props.onGaQuantity,
              activeKey: list.activeKey,
              lowCapacity,
            }}
            overscanCount={LIST_ROWS.overscan}
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
