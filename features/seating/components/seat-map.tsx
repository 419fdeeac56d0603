'use client';

import { memo, useMemo, useState, type MouseEvent } from 'react';
import type { ColorClass } from '../ticket-model';
import type { VenueMeta, VenueSeats } from '../types';
import styles from './ticket-panel.module.css';

export interface SeatMapProps {
  readonly venue: VenueMeta;
  readonly seats: VenueSeats;
  /** Colour class of each price tier on sale (tiers without a sku draw as unavailable). */
  readonly tierColors: ReadonlyMap<number, ColorClass>;
  readonly taken: ReadonlySet<number>;
  /** Pins: the highlighted option's seats and the selected seats. */
  readonly hovered: readonly number[];
  readonly selected: readonly number[];
  /** Price of each tier, for the tooltip. */
  readonly tierPrices: ReadonlyMap<number, string>;
  readonly onSeatClick: (seatId: number) => void;
}

const SEAT_RADIUS = 5;

/**
 * Every seat of the venue, drawn once per change of availability (thousands of circles), so
 * moving the highlight only redraws the pins on top.
 */
const SeatLayer = memo(function SeatLayer({ seats, tierColors, taken }: Pick<SeatMapProps, 'seats' | 'tierColors' | 'taken'>) {
  return (
    <g>
      {seats.ids.map((id, i) => {
        const color = tierColors.get(seats.tier[i] as number);
        const available = color !== undefined && !taken.has(id);
        return (
          <circle
            key={id}
            data-seat={id}
            cx={seats.x[i]}
            cy={seats.y[i]}
            r={SEAT_RADIUS}
            className={available ? `${styles.seat} ${styles[`color${color}`]}` : styles.seatUnavailable}
          />
        );
      })}
    </g>
  );
});

/**
 * The seat map (ticket-buying 2): the stage, every seat coloured by its price (grey when taken),
 * pins on the hovered and selected seats, a tooltip with the seat and its price on hover. A click
 * on a seat picks the best group that contains it. The list beside it is the accessible way to
 * choose; the map repeats it for the eye.
 */
export function SeatMap({ venue, seats, tierColors, taken, hovered, selected, tierPrices, onSeatClick }: SeatMapProps) {
  const [tip, setTip] = useState<{ index: number; left: number; top: number } | null>(null);
  const indexOf = useMemo(() => new Map(seats.ids.map((id, i) => [id, i])), [seats]);

  function seatAt(event: MouseEvent<SVGSVGElement>): number | null {
    const target = event.target as Element;
    const id = target.getAttribute('data-seat');
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

  const pin = (id: number, kind: 'hovered' | 'selected') => {
    const i = indexOf.get(id);
    if (i === undefined) return null;
    const x = seats.x[i] as number;
    const y = seats.y[i] as number;
    return (
      <g key={`${kind}-${id}`} className={kind === 'selected' ? styles.pinSelected : styles.pinHovered} data-testid={`pin-${kind}`} data-seat-id={id}>
        <path d={`M${x} ${y - 4} l-7 -14 a8 8 0 1 1 14 0 z`} />
        <circle cx={x} cy={y} r={SEAT_RADIUS + 1.5} />
      </g>
    );
  };

  const tipIndex = tip?.index;
  return (
    <div className={styles.map} data-testid="seat-map">
      <svg
        viewBox={`0 0 ${venue.mapWidth} ${venue.mapHeight}`}
        role="img"
        aria-label={`Seat map of ${venue.name}: seats are coloured by price, taken seats are grey.`}
        onMouseMove={onMove}
        onMouseLeave={() => setTip(null)}
        onClick={(event) => {
          const id = seatAt(event);
          if (id !== null) onSeatClick(id);
        }}
      >
        <rect className={styles.stage} x={venue.stage.x - 160} y={venue.stage.y - 90} width={320} height={70} rx={8} />
        <text className={styles.stageLabel} x={venue.stage.x} y={venue.stage.y - 48} textAnchor="middle">
          STAGE
        </text>
        <SeatLayer seats={seats} tierColors={tierColors} taken={taken} />
        {hovered.filter((id) => !selected.includes(id)).map((id) => pin(id, 'hovered'))}
        {selected.map((id) => pin(id, 'selected'))}
      </svg>
      {tip !== null && tipIndex !== undefined ? (
        <div className={styles.tooltip} style={{ left: tip.left, top: tip.top }} role="tooltip">
          <strong>{seats.sections[seats.section[tipIndex] as number]}</strong>
          <span>
            Row {seats.row[tipIndex]}, Seat {seats.seat[tipIndex]}
          </span>
          <span>
            {taken.has(seats.ids[tipIndex] as number) || !tierColors.has(seats.tier[tipIndex] as number)
              ? 'Unavailable'
              : (tierPrices.get(seats.tier[tipIndex] as number) ?? '')}
          </span>
        </div>
      ) : null}
    </div>
  );
}
