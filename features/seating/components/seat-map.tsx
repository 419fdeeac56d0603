'use client';

import { memo, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { ARROW_DIRECTIONS, nearestSeat, seatLabel, seatNearest, seatStatus } from '../seat-map-model';
import { formatTicketPrice, type ColorClass, type SeatTicketType } from '../ticket-model';
import type { VenueMeta, VenueSeats } from '../types';
import styles from './ticket-panel.module.css';

export interface SeatMapProps {
  readonly venue: VenueMeta;
  readonly seats: VenueSeats;
  /** Colour class of each price tier on sale (tiers without a sku draw as unavailable). */
  readonly tierColors: ReadonlyMap<number, ColorClass>;
  readonly taken: ReadonlySet<number>;
  /** Of the taken seats, the sold ones (the rest are held by other carts). */
  readonly sold: ReadonlySet<number>;
  /** Seats this visitor's cart holds. */
  readonly mine: ReadonlySet<number>;
  /** Wheelchair spaces, and the companion seats sold only with the space beside them. */
  readonly wheelchair: ReadonlySet<number>;
  readonly companion: ReadonlySet<number>;
  /** Pins: the highlighted option's seats and the selected seats. */
  readonly hovered: readonly number[];
  readonly selected: readonly number[];
  /** Price of each tier, for the tooltip and the seats' names. */
  readonly tierPrices: ReadonlyMap<number, string>;
  readonly onSeatClick: (seatId: number) => void;
  /** The ticket types of each tier: a seat with several opens its info card instead of picking a group. */
  readonly ticketTypes: ReadonlyMap<number, readonly SeatTicketType[]>;
  /** The info card's 'Add': this seat as this ticket type. */
  readonly onAddTicketType: (seatId: number, skuId: number) => void;
  /** Where the keyboard starts when nothing is highlighted or chosen: the best option's first seat. */
  readonly startSeatId?: number | null;
}

const SEAT_RADIUS = 5;

/** The id of the active seat's element, for aria-activedescendant (one seat map per page). */
const seatElementId = (seatId: number) => `map-seat-${seatId}`;

/**
 * Every seat of the venue, drawn once per change of availability (thousands of circles), so
 * moving the highlight or the keyboard's seat only redraws the pins and the ring on top. The
 * circles are pictures only: the map's listbox exposes one option at a time, the active seat
 * (see SeatMap), as the virtualised list does with its rows.
 */
const SeatLayer = memo(function SeatLayer({
  seats,
  tierColors,
  taken,
  wheelchair,
  companion,
}: Pick<SeatMapProps, 'seats' | 'tierColors' | 'taken' | 'wheelchair' | 'companion'>) {
  return (
    <g aria-hidden="true">
      {seats.ids.map((id, i) => {
        const color = tierColors.get(seats.tier[i] as number);
        const available = color !== undefined && !taken.has(id);
        const access = wheelchair.has(id) ? ` ${styles.seatWheelchair}` : companion.has(id) ? ` ${styles.seatCompanion}` : '';
        return (
          <circle
            key={id}
            data-seat={id}
            cx={seats.x[i]}
            cy={seats.y[i]}
            r={SEAT_RADIUS}
            className={(available ? `${styles.seat} ${styles[`color${color}`]}` : styles.seatUnavailable) + access}
          />
        );
      })}
    </g>
  );
});

/**
 * The seat map (ticket-buying 2): the stage, every seat coloured by its price (grey when taken),
 * pins on the hovered and selected seats, a tooltip with the seat and its price on hover. A click
 * on a seat picks the best group that contains it.
 *
 * Keyboard and screen readers (issue 10): the seats are one tab stop, a listbox pointing through
 * aria-activedescendant at its one option, the active seat, named in full (section, row, seat,
 * price, status) with its place among all the seats (aria-posinset / aria-setsize). Exposing
 * every seat at once made 2,461 named options that took axe 36 s to walk and a screen reader as
 * long to list; one at a time, as the virtualised list does, costs nothing. Arrow keys move to
 * the nearest seat in that direction, Home goes back to the seats picked or the best ones,
 * Enter or Space does what a click does; the active seat has a ring and its tooltip while the
 * map has the focus.
 */
export function SeatMap({
  venue,
  seats,
  tierColors,
  taken,
  sold,
  mine,
  wheelchair,
  companion,
  hovered,
  selected,
  tierPrices,
  onSeatClick,
  ticketTypes,
  onAddTicketType,
  startSeatId = null,
}: SeatMapProps) {
  const [tip, setTip] = useState<{ index: number; left: number | string; top: number | string } | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  /** The seat whose info card is locked open, and whether the keyboard opened it (its first button takes the focus). */
  const [card, setCard] = useState<{ index: number; byKeyboard: boolean } | null>(null);
  const listbox = useRef<SVGGElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (card?.byKeyboard) cardRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [card]);

  /**
   * A click or Enter on a seat: a chosen seat is unselected (ticket-buying 4); a seat of several
   * ticket types locks its info card; any other picks its group.
   */
  function activate(index: number, byKeyboard: boolean) {
    setActive(index);
    if (!selected.includes(seats.ids[index] as number) && (ticketTypes.get(seats.tier[index] as number)?.length ?? 0) > 1) {
      setCard({ index, byKeyboard });
      return;
    }
    setCard(null);
    onSeatClick(seats.ids[index] as number);
  }

  function closeCard() {
    setCard(null);
    listbox.current?.focus();
  }
  const indexOf = useMemo(() => new Map(seats.ids.map((id, i) => [id, i])), [seats]);

  function seatAt(event: MouseEvent<SVGSVGElement>): number | null {
    // A pin sits on its seat and answers for it.
    const id = (event.target as Element).closest('[data-seat]')?.getAttribute('data-seat') ?? null;
    return id === null ? null : Number(id);
  }

  function onMove(event: MouseEvent<SVGSVGElement>) {
    const id = seatAt(event);
    const index = id === null ? undefined : indexOf.get(id);
    if (index === undefined) {
      setTip(null);
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    setTip({ index, left: event.clientX - box.left + 12, top: event.clientY - box.top + 12 });
  }

  /** Where the keyboard starts: the seats picked or highlighted, the best option, else the free seat nearest the stage. */
  function startingSeat(): number | null {
    for (const id of [...selected, ...hovered, ...(startSeatId === null ? [] : [startSeatId])]) {
      const i = indexOf.get(id);
      if (i !== undefined) return i;
    }
    const free = (i: number) => tierColors.has(seats.tier[i] as number) && !taken.has(seats.ids[i] as number);
    return seatNearest(seats, venue.stage, free) ?? seatNearest(seats, venue.stage);
  }

  function onFocus(event: FocusEvent<SVGGElement>) {
    if (event.target !== event.currentTarget) return;
    setFocused(true);
    if (active === null) setActive(startingSeat());
  }

  function onKeyDown(event: KeyboardEvent<SVGGElement>) {
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction) {
      event.preventDefault();
      const from = active ?? startingSeat();
      if (from === null) return;
      setActive(active === null ? from : (nearestSeat(seats, from, direction) ?? from));
      return;
    }
    if (event.key === 'Home') {
      event.preventDefault();
      setActive(startingSeat());
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const seat = active ?? startingSeat();
      if (seat !== null) activate(seat, true);
      return;
    }
    if (event.key === 'Escape' && card !== null) {
      event.preventDefault();
      setCard(null);
    }
  }

  const pin = (id: number, kind: 'hovered' | 'selected') => {
    const i = indexOf.get(id);
    if (i === undefined) return null;
    const x = seats.x[i] as number;
    const y = seats.y[i] as number;
    return (
      <g key={`${kind}-${id}`} className={kind === 'selected' ? styles.pinSelected : styles.pinHovered} data-testid={`pin-${kind}`} data-seat-id={id} data-seat={id} aria-hidden="true">
        <path d={`M${x} ${y - 4} l-7 -14 a8 8 0 1 1 14 0 z`} />
        <circle cx={x} cy={y} r={SEAT_RADIUS + 1.5} />
      </g>
    );
  };

  // The listbox always has its option (an empty listbox is no widget): before the keyboard
  // moves, it is where the keyboard would start.
  const current = active ?? startingSeat();
  const currentId = current === null ? null : (seats.ids[current] as number);
  const currentName =
    current === null
      ? ''
      : (() => {
          const tier = seats.tier[current] as number;
          const status = seatStatus(seats, current, { taken, sold, mine, tiersOnSale: new Set(tierColors.keys()) });
          const id = seats.ids[current] as number;
          const access = wheelchair.has(id) ? ['wheelchair space'] : companion.has(id) ? ['companion seat, sold with the wheelchair space beside it'] : [];
          return seatLabel(seats, current, status === 'not on sale' ? '' : (tierPrices.get(tier) ?? ''), status, access);
        })();
  // The keyboard's seat shows its tooltip while the map has the focus; otherwise the mouse's.
  const shown =
    focused && current !== null
      ? { index: current, left: `${((seats.x[current] as number) / venue.mapWidth) * 100}%`, top: `calc(${((seats.y[current] as number) / venue.mapHeight) * 100}% + 14px)` }
      : tip;
  const shownIndex = shown?.index;
  return (
    <div className={styles.map} data-testid="seat-map">
      <svg
        viewBox={`0 0 ${venue.mapWidth} ${venue.mapHeight}`}
        role="group"
        aria-label={`Seat map of ${venue.name}`}
        onMouseMove={onMove}
        onMouseLeave={() => setTip(null)}
        onClick={(event) => {
          const id = seatAt(event);
          const i = id === null ? undefined : indexOf.get(id);
          if (i !== undefined) activate(i, false);
        }}
      >
        <rect className={styles.stage} x={venue.stage.x - 160} y={venue.stage.y - 90} width={320} height={70} rx={8} aria-hidden="true" />
        <text className={styles.stageLabel} x={venue.stage.x} y={venue.stage.y - 48} textAnchor="middle" aria-hidden="true">
          STAGE
        </text>
        <g
          ref={listbox}
          className={styles.seatLayer}
          role="listbox"
          tabIndex={0}
          aria-label="Seats: arrow keys move between seats, Home goes back to the best seats, Enter chooses"
          aria-activedescendant={currentId === null ? undefined : seatElementId(currentId)}
          data-testid="seat-map-seats"
          onFocus={onFocus}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
        >
          <SeatLayer seats={seats} tierColors={tierColors} taken={taken} wheelchair={wheelchair} companion={companion} />
          {current !== null && currentId !== null ? (
            <circle
              key={currentId}
              id={seatElementId(currentId)}
              role="option"
              aria-label={currentName}
              aria-selected={selected.includes(currentId)}
              aria-setsize={seats.ids.length}
              aria-posinset={current + 1}
              className={focused ? styles.focusRing : styles.focusRingIdle}
              cx={seats.x[current]}
              cy={seats.y[current]}
              r={SEAT_RADIUS + 5}
              data-testid="seat-focus"
              data-seat-id={currentId}
              data-focused={focused}
            />
          ) : null}
        </g>
        {hovered.filter((id) => !selected.includes(id)).map((id) => pin(id, 'hovered'))}
        {selected.map((id) => pin(id, 'selected'))}
      </svg>
      {card !== null ? (
        <SeatCard
          ref={cardRef}
          seats={seats}
          index={card.index}
          left={`${((seats.x[card.index] as number) / venue.mapWidth) * 100}%`}
          top={`calc(${((seats.y[card.index] as number) / venue.mapHeight) * 100}% + 14px)`}
          available={tierColors.has(seats.tier[card.index] as number) && !taken.has(seats.ids[card.index] as number)}
          types={ticketTypes.get(seats.tier[card.index] as number) ?? []}
          onAdd={(skuId) => {
            onAddTicketType(seats.ids[card.index] as number, skuId);
            closeCard();
          }}
          onClose={closeCard}
        />
      ) : shown !== null && shownIndex !== undefined ? (
        <div className={styles.tooltip} style={{ left: shown.left, top: shown.top }} role="tooltip" data-testid="seat-tooltip">
          <strong>{seats.sections[seats.section[shownIndex] as number]}</strong>
          <span>
            Row {seats.row[shownIndex]}, Seat {seats.seat[shownIndex]}
          </span>
          <span>
            {taken.has(seats.ids[shownIndex] as number) || !tierColors.has(seats.tier[shownIndex] as number)
              ? 'Unavailable'
              : (tierPrices.get(seats.tier[shownIndex] as number) ?? '')}
          </span>
        </div>
      ) : null}
    </div>
  );
}

interface SeatCardProps {
  readonly ref: Ref<HTMLDivElement>;
  readonly seats: VenueSeats;
  readonly index: number;
  readonly left: string;
  readonly top: string;
  readonly available: boolean;
  readonly types: readonly SeatTicketType[];
  readonly onAdd: (skuId: number) => void;
  readonly onClose: () => void;
}

/**
 * The click-to-lock info card of a seat with several ticket types (ticket-buying 2, 4): the seat,
 * each ticket type with its price and an 'Add' button; Escape or × closes it.
 */
function SeatCard({ ref, seats, index, left, top, available, types, onAdd, onClose }: SeatCardProps) {
  const where = `${seats.sections[seats.section[index] as number]}, Row ${seats.row[index]}, Seat ${seats.seat[index]}`;
  return (
    <div
      ref={ref}
      className={styles.seatCard}
      style={{ left, top }}
      role="dialog"
      aria-label={`Ticket types for ${where}`}
      data-testid="seat-card"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <p className={styles.seatCardTitle}>
        <strong>{seats.sections[seats.section[index] as number]}</strong>
        <span>
          Row {seats.row[index]}, Seat {seats.seat[index]}
        </span>
      </p>
      {available ? null : <p className={styles.seatCardNote}>This seat is no longer available.</p>}
      <ul className={styles.seatCardTypes}>
        {types.map((type) => (
          <li key={type.skuId}>
            <span>{type.name}</span>
            <span>
              {formatTicketPrice(type.priceCents)} <small>+Fees</small>
            </span>
            <button type="button" className={styles.seatCardAdd} disabled={!available} aria-label={`Add ${type.name}, ${where}`} onClick={() => onAdd(type.skuId)}>
              Add
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.seatCardClose} aria-label="Close" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

