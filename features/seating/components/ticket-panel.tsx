'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { List, useListRef } from 'react-window';
import { track, trackThen } from '@/features/analytics/track';
import { BUY_BUTTON_TEXT } from '@/lib/config/constants';
import type { ProductType } from '@/lib/config/product-types';
import { useInsiderAuth } from '@/lib/insider-auth';
import { useVisitorData } from '@/lib/visitor-data';
import { purchaseQuantityError } from '../quantity-rules';
import type { HoldAnswer } from '../schema';
import {
  colorOfPrice,
  defaultQuantityFrom,
  defaultSelection,
  formatTicketPrice,
  HIGH_DEMAND_MESSAGE,
  indexSeats,
  isInHighDemand,
  lowCapacityMessage,
  NO_SEAT_GROUPS_MESSAGE,
  optionForSeat,
  priceFilters,
  QUANTITY_CAP,
  quantityChoices,
  quantityLabel,
  ticketDefaultsFrom,
  ticketOptions,
  ticketTypesByTier,
  tierPriceLabel,
  type ColorClass,
  type SeatOption,
  type TicketOption,
} from '../ticket-model';
import type { MapLayout, PerformanceTickets, SeatStates, VenueSeats } from '../types';
import { InsiderPrompt } from './insider-prompt';
import { SeatMap } from './seat-map';
import { StepThrough } from './step-through';
import styles from './ticket-panel.module.css';

export interface TicketPanelProps {
  readonly performanceId: number;
  readonly product: { readonly id: number; readonly name: string; readonly type: ProductType };
  /** Where Add to Cart leads. */
  readonly cartHref: string;
  /** Where Buy Now leads (ticket-buying 4: billing). */
  readonly billingHref: string;
  /** Live availability: how often the taken seats are asked for again. */
  readonly refreshMs?: number;
  /** The venue's map size, known to the page: its box is reserved before the seats load. */
  readonly mapLayout?: MapLayout | null;
}

/** Ticket-buying 9: virtual list row heights (seats 32 plus room for the text; GA rows at least 100), overscan 10. */
const SEAT_ROW_HEIGHT = 64;
const GA_ROW_HEIGHT = 100;
const OVERSCAN = 10;
/** Ticket-buying 9: the list follows scrolling with this debounce. */
const SCROLL_TRACKING_MS = 200;
const LIVE_REFRESH_MS = 4000;
const SEATS_TAKEN_MESSAGE = 'Some of the seats you picked were just taken. Please choose again.';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

type Selection = { readonly option: TicketOption; readonly quantity: number; readonly seatIds: readonly number[] };

function optionLabel(option: TicketOption): string {
  if (option.kind === 'ga') return option.name;
  const seats = option.seats.length === 1 ? `Seat ${option.seats[0]}` : `Seats ${option.seats.join(', ')}`;
  return `${option.section}, Row ${option.row}, ${seats}`;
}

type RowProps = {
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

function OptionRow({ index, style, ariaAttributes, options, colors, highlighted, selectedKey, onChoose, skuNames, publicPrices, activeKey, lowCapacity }: RowProps & {
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

/**
 * The ticket panel of a performance (ticket-buying 2, 4, 5): choose a quantity, narrow by price,
 * pick a group of seats from the list or the map (first click highlights, second selects) or a
 * general-admission quantity, review 'Your Tickets', and Add to Cart, which holds them for the
 * cart on the server. Prices, what is left and the holds all come from the server; seats taken
 * by others turn grey within a few seconds.
 */
export function TicketPanel({ performanceId, product, cartHref, billingHref, mapLayout = null, refreshMs = LIVE_REFRESH_MS }: TicketPanelProps) {
  const tickets = useQuery({
    queryKey: ['performance-tickets', performanceId],
    queryFn: () => getJson<PerformanceTickets>(`/api/performances/${performanceId}/tickets`),
  });
  // Signing in (through the insider modal, or a confirmation link in another tab) changes this
  // visitor's prices: ask for them again. The server decides what they are.
  const signedIn = useVisitorData().data.loggedIn;
  const { completions } = useInsiderAuth();
  const entitlementKey = `${signedIn}:${completions}`;
  const seenEntitlement = useRef(entitlementKey);
  const refetchTickets = tickets.refetch;
  useEffect(() => {
    if (seenEntitlement.current === entitlementKey) return;
    seenEntitlement.current = entitlementKey;
    void refetchTickets();
  }, [entitlementKey, refetchTickets]);
  const venue = tickets.data?.venue ?? null;
  const hasSeats = tickets.data?.skus.some((s) => s.supportsSeatSelection) ?? false;
  const venueSeats = useQuery({
    queryKey: ['venue-seats', venue?.id],
    queryFn: () => getJson<VenueSeats>(`/api/venues/${venue!.id}/seats`),
    enabled: venue !== null && hasSeats,
    staleTime: Infinity,
  });
  const states = useQuery({
    queryKey: ['seat-states', performanceId],
    queryFn: () => getJson<SeatStates>(`/api/performances/${performanceId}/seats`),
    enabled: hasSeats,
    refetchInterval: refreshMs,
  });

  // The server renders 'Loading tickets…' either way, so reading the url here cannot mismatch.
  const [quantity, setQuantity] = useState<number | null>(() => (typeof window === 'undefined' ? null : defaultQuantityFrom(window.location.search)));
  const [priceFilter, setPriceFilter] = useState<'any' | number>('any');
  const [defaultsApplied, setDefaultsApplied] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [picked, setSelection] = useState<Selection | null>(null);
  const [busy, setBusy] = useState(false);
  // Where the visitor goes on once the tickets are held (after a relock they confirm it first).
  const [continueHref, setContinueHref] = useState(cartHref);
  const [message, setMessage] = useState<string | null>(null);
  const [heldSeats, setHeldSeats] = useState<readonly number[] | null>(null);
  const listRef = useListRef(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const programmaticScroll = useRef(false);
  const focusKey = useRef<string | null>(null);

  const index = useMemo(() => (venueSeats.data ? indexSeats(venueSeats.data) : null), [venueSeats.data]);
  const taken = useMemo(() => new Set(states.data?.taken ?? []), [states.data]);
  const sold = useMemo(() => new Set(states.data?.sold ?? []), [states.data]);
  const mine = useMemo(() => new Set(states.data?.mine ?? []), [states.data]);
  const skus = useMemo(() => tickets.data?.skus ?? [], [tickets.data]);
  const base = useMemo(
    () => ({ skus, seats: venueSeats.data ?? null, index, taken, stage: venue?.stage ?? null }),
    [skus, venueSeats.data, index, taken, venue],
  );
  const choices = useMemo(() => quantityChoices(base), [base]);
  const allOptions = useMemo(() => (quantity === null ? [] : ticketOptions({ ...base, quantity })), [base, quantity]);
  const filters = useMemo(() => priceFilters(skus, allOptions), [skus, allOptions]);
  const colors = useMemo(() => colorOfPrice(filters), [filters]);
  const [accessibleOnly, setAccessibleOnly] = useState(false);
  const hasWheelchairSpaces = (venueSeats.data?.wheelchair.length ?? 0) > 0;
  const options = useMemo(
    () =>
      allOptions.filter(
        (o) => (priceFilter === 'any' || o.priceCents === priceFilter) && (!accessibleOnly || (o.kind === 'seats' && o.wheelchair > 0)),
      ),
    [allOptions, priceFilter, accessibleOnly],
  );
  const wheelchair = useMemo(() => new Set(venueSeats.data?.wheelchair ?? []), [venueSeats.data]);
  const companion = useMemo(() => new Set(venueSeats.data?.companion ?? []), [venueSeats.data]);
  const seatOptions = useMemo(() => options.filter((o): o is SeatOption => o.kind === 'seats'), [options]);
  const skuNames = useMemo(() => new Map(skus.map((s) => [s.id, s.name])), [skus]);
  const lowCapacity = useMemo(
    () => new Map(skus.flatMap((s) => {
      const message = lowCapacityMessage(s.remaining, product.type);
      return message === null ? [] : [[s.id, message] as const];
    })),
    [skus, product.type],
  );
  const publicPrices = useMemo(() => new Map(skus.filter((s) => s.insiderApplied).map((s) => [s.id, s.publicPriceCents])), [skus]);
  const tierColors = useMemo(() => {
    const map = new Map<number, ColorClass>();
    for (const sku of skus) {
      const color = colors.get(sku.priceCents);
      if (sku.supportsSeatSelection && sku.priceTier !== null && color) map.set(sku.priceTier, color);
    }
    return map;
  }, [skus, colors]);
  const tierTypes = useMemo(() => ticketTypesByTier(skus), [skus]);
  const tierPrices = useMemo(() => new Map([...tierTypes].map(([tier, types]) => [tier, tierPriceLabel(types)])), [tierTypes]);

  // A seat taken by someone else while picked drops the pick (live availability, issue 10).
  const lost = picked !== null && picked.option.kind === 'seats' && heldSeats === null && picked.seatIds.some((id) => taken.has(id));
  const selection = lost ? null : picked;

  function chooseQuantity(next: number) {
    setQuantity(next);
    setPriceFilter('any');
    setHighlighted(null);
    setSelection(null);
    setMessage(null);
    setHeldSeats(null);
  }

  function choose(option: TicketOption) {
    setMessage(null);
    if (highlighted !== option.key) {
      setHighlighted(option.key);
      return;
    }
    setSelection({ option, quantity: quantity ?? 1, seatIds: option.kind === 'seats' ? option.seatIds : [] });
  }

  function onSeatClick(seatId: number) {
    const at = options.findIndex((o) => o.kind === 'seats' && o.seatIds.includes(seatId));
    if (at < 0) return;
    const option = options[at] as TicketOption;
    programmaticScroll.current = true;
    listRef.current?.scrollToRow({ index: at, align: 'start' });
    choose(option);
  }

  // The info card's 'Add' (ticket-buying 4): the group of the chosen quantity for that ticket type
  // that holds the seat is chosen at once, as a second click on it would.
  function addTicketType(seatId: number, skuId: number) {
    if (quantity === null) {
      setMessage('Choose how many tickets you need first.');
      return;
    }
    const option = optionForSeat(allOptions, seatId, skuId);
    if (!option) {
      setMessage(`This seat is not in a group of ${quantityLabel(quantity).toLowerCase()} side by side for this ticket type.`);
      return;
    }
    if (priceFilter !== 'any' && priceFilter !== option.priceCents) setPriceFilter('any');
    setMessage(null);
    setHighlighted(option.key);
    setSelection({ option, quantity, seatIds: option.seatIds });
  }

  function onRowsRendered(visible: { startIndex: number }) {
    if (programmaticScroll.current) {
      programmaticScroll.current = false;
      return;
    }
    if (scrollTimer.current) clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const option = options[visible.startIndex];
      if (option && visible.startIndex > 0) setHighlighted(option.key);
    }, SCROLL_TRACKING_MS);
  }

  const activeKey = highlighted !== null && options.some((o) => o.key === highlighted) ? highlighted : (options[0]?.key ?? null);

  // Arrow keys move the highlight (and the focus) through the list; Enter then chooses. The list
  // is one stop in the tab order, however many options it holds (issue 10: keyboard operable).
  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, (i: number) => number> = {
      ArrowDown: (i) => i + 1,
      ArrowUp: (i) => i - 1,
      PageDown: (i) => i + 5,
      PageUp: (i) => i - 5,
      Home: () => 0,
      End: () => options.length - 1,
    };
    const move = moves[event.key];
    if (!move || options.length === 0) return;
    event.preventDefault();
    const current = Math.max(0, options.findIndex((o) => o.key === activeKey));
    const next = Math.max(0, Math.min(options.length - 1, move(current)));
    const option = options[next] as TicketOption;
    programmaticScroll.current = true;
    listRef.current?.scrollToRow({ index: next, align: 'auto' });
    focusKey.current = option.key;
    setHighlighted(option.key);
  }

  useEffect(() => {
    const key = focusKey.current;
    if (key === null) return;
    const button = listRef.current?.element?.querySelector<HTMLButtonElement>(`[data-option-key="${CSS.escape(key)}"]`);
    if (button) {
      focusKey.current = null;
      button.focus();
    }
  });

  function removeSeat(seatId: number) {
    if (!selection) return;
    const seatIds = selection.seatIds.filter((id) => id !== seatId);
    setSelection(seatIds.length === 0 ? null : { ...selection, seatIds });
  }

  function setGaQuantity(next: number) {
    if (!selection || selection.option.kind !== 'ga') return;
    setSelection({ ...selection, quantity: Math.max(0, Math.min(selection.option.max, next)) });
  }

  const selectedSku = selection ? skus.find((s) => s.id === selection.option.skuId) : undefined;
  const selectedCount = selection ? (selection.option.kind === 'seats' ? selection.seatIds.length : selection.quantity) : 0;
  const quantityProblem =
    selection && selectedSku
      ? purchaseQuantityError(
          { purchaseQuantities: selectedSku.purchaseQuantities, maxQuantity: selectedSku.maxQuantity, seated: selection.option.kind === 'seats' },
          selectedCount,
        )
      : null;
  const canAdd = !busy && selection !== null && selectedCount > 0 && quantityProblem === null && heldSeats === null;

  /** Add to Cart (on to the cart) and Buy Now (on to billing): the same hold (ticket-buying 4). */
  async function addToCart(next: 'cart' | 'billing' = 'cart') {
    if (!selection || !selectedSku) return;
    const nextHref = next === 'billing' ? billingHref : cartHref;
    setContinueHref(nextHref);
    setBusy(true);
    setMessage(null);
    try {
      const body =
        selection.option.kind === 'seats'
          ? { kind: 'seats', performanceId, skuId: selectedSku.id, seatIds: selection.seatIds }
          : { kind: 'ga', performanceId, skuId: selectedSku.id, quantity: selection.quantity };
      const response = await fetch('/api/holds', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await response.json()) as HoldAnswer | { error: string };
      if (!response.ok || 'error' in answer) {
        setMessage('error' in answer ? answer.error : 'Sorry, we could not add these tickets. Please try again.');
        void states.refetch();
        void tickets.refetch();
        return;
      }
      const added = { id: product.id, name: product.name, type: product.type, priceCents: selectedSku.priceCents, quantity: answer.quantity, variant: selectedSku.name };
      if (answer.relocked) {
        // Ticket-buying 8: the seats were taken; the best available ones are held instead.
        track({ event: 'ui_interaction', category: 'impression', action: 'Seat Assignment Error', label: answer.message ?? '' });
        track({ event: 'add_to_cart', products: [added] });
        setMessage(answer.message);
        setHeldSeats(answer.seatIds);
        setSelection({ ...selection, seatIds: answer.seatIds });
        void states.refetch();
        return;
      }
      trackThen({ event: 'add_to_cart', products: [added] }, () => window.location.assign(nextHref));
    } catch {
      setMessage('Sorry, we could not add these tickets. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const loading = tickets.isPending || (hasSeats && (venueSeats.isPending || states.isPending));
  const layout = mapLayout ?? (venue ? { mapWidth: venue.mapWidth, mapHeight: venue.mapHeight } : null);
  // Ticket-buying 4: the url's default item, quantity and ticket type, applied once when all is in.
  if (!defaultsApplied && !loading && tickets.data) {
    setDefaultsApplied(true);
    const picked = defaultSelection(skus, choices, ticketDefaultsFrom(window.location.search));
    if (quantity === null && picked.quantity !== null) setQuantity(picked.quantity);
    if (picked.priceFilter !== 'any') setPriceFilter(picked.priceFilter);
    if (picked.highlight !== null) setHighlighted(picked.highlight);
  }
  if (loading) {
    return (
      <div className={styles.panel} data-testid="ticket-panel" aria-busy="true">
        <PanelSkeleton />
        {layout ? <MapFrame layout={layout} /> : null}
      </div>
    );
  }
  if (tickets.isError || !tickets.data) return <p className={styles.error}>Sorry, the tickets for this performance could not be loaded. Please try again.</p>;
  if (!tickets.data.onSale) return <p className={styles.error}>This performance is no longer on sale.</p>;
  if (skus.length === 0) return <p className={styles.error}>There are no tickets on sale for this performance.</p>;

  const step = selection ? 3 : quantity === null ? 1 : 2;
  const rowHeight = (i: number) => ((options[i]?.kind ?? 'seats') === 'ga' ? GA_ROW_HEIGHT : SEAT_ROW_HEIGHT);
  const pins = options.find((o) => o.key === highlighted);

  return (
    <div className={styles.panel} data-testid="ticket-panel" data-step={step}>
      <div className={styles.choose}>
        {isInHighDemand(skus, product.type) ? (
          <p className={styles.highDemand} data-testid="high-demand">
            {HIGH_DEMAND_MESSAGE}
          </p>
        ) : null}
        <InsiderPrompt skus={skus} onUnlocked={() => void tickets.refetch()} />
        <section aria-labelledby="choose-quantity">
          <h2 id="choose-quantity" className={styles.stepTitle}>
            <span className={styles.stepNumber}>1</span> Choose Quantity
          </h2>
          <div className={styles.quantities} role="group" aria-label="Number of tickets">
            {choices.map((choice) => (
              <button
                key={choice.quantity}
                type="button"
                className={`${styles.quantity} ${quantity === choice.quantity ? styles.quantityChosen : ''}`}
                aria-pressed={quantity === choice.quantity}
                disabled={choice.soldOut}
                onClick={() => chooseQuantity(choice.quantity)}
              >
                {choice.label}
                {choice.soldOut ? <span className={styles.soldOut}> Sold out</span> : null}
              </button>
            ))}
          </div>
        </section>

        {quantity !== null ? (
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
                  onClick={() => {
                    setPriceFilter(filter.key);
                    setHighlighted(null);
                  }}
                >
                  {filter.label}
                </button>
              ))}
            </div>
            {hasWheelchairSpaces ? (
              <div className={styles.accessibleFilter}>
                <label>
                  <input
                    type="checkbox"
                    checked={accessibleOnly}
                    onChange={(event) => {
                      setAccessibleOnly(event.target.checked);
                      setHighlighted(null);
                    }}
                  />{' '}
                  Wheelchair accessible seats only
                </label>
                <small>On the map, wheelchair spaces have a solid ring and their companion seats a dashed one; a companion seat is sold only with the space beside it.</small>
              </div>
            ) : null}
            {options.length === 0 ? (
              <p className={styles.empty}>{NO_SEAT_GROUPS_MESSAGE}</p>
            ) : (
              <div onKeyDown={onListKeyDown}>
              <List
                className={styles.list}
                listRef={listRef}
                rowComponent={OptionRow}
                rowCount={options.length}
                rowHeight={rowHeight}
                rowProps={{ options, colors, highlighted, selectedKey: selection?.option.key ?? null, onChoose: choose, skuNames, publicPrices, activeKey, lowCapacity }}
                overscanCount={OVERSCAN}
                onRowsRendered={onRowsRendered}
                defaultHeight={420}
                style={{ height: 420 }}
                aria-label={`${options.length} ticket options: arrow keys move, Enter chooses`}
              />
              </div>
            )}
            {seatOptions.length > 0 ? (
              <StepThrough
                options={seatOptions}
                onChoose={(option) => {
                  setMessage(null);
                  setHighlighted(option.key);
                  setSelection({ option, quantity: quantity, seatIds: option.seatIds });
                }}
              />
            ) : null}
          </section>
        ) : null}

        <section aria-labelledby="your-tickets" className={styles.yourTickets}>
          <h2 id="your-tickets" className={styles.stepTitle}>
            <span className={styles.stepNumber}>3</span> Your Tickets
          </h2>
          {selection && selectedSku ? (
            <>
              {selection.option.kind === 'seats' ? (
                <ul className={styles.chosenSeats}>
                  {selection.seatIds.map((seatId) => {
                    const i = index?.byId.get(seatId);
                    const seats = venueSeats.data;
                    const label =
                      i === undefined || !seats
                        ? `Seat ${seatId}`
                        : `${seats.sections[seats.section[i] as number]}, Row ${seats.row[i]}, Seat ${seats.seat[i]}`;
                    return (
                      <li key={seatId} data-testid="chosen-seat">
                        <span>{label}</span>
                        <span>{formatTicketPrice(selectedSku.priceCents)}</span>
                        {heldSeats === null ? (
                          <button type="button" className={styles.remove} aria-label={`Remove ${label}`} onClick={() => removeSeat(seatId)}>
                            ×
                          </button>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <div className={styles.gaCard} data-testid="ga-card">
                  <span>{selection.option.name}</span>
                  <button type="button" aria-label="One fewer" disabled={selection.quantity <= 0} onClick={() => setGaQuantity(selection.quantity - 1)}>
                    −
                  </button>
                  <output aria-live="polite">{selection.quantity}</output>
                  <button
                    type="button"
                    aria-label="One more"
                    disabled={selection.quantity >= selection.option.max}
                    onClick={() => setGaQuantity(selection.quantity + 1)}
                  >
                    +
                  </button>
                </div>
              )}
              <p className={styles.subtotal}>
                {selectedCount} × {formatTicketPrice(selectedSku.priceCents)} <small>+Fees</small>
              </p>
              <button
                type="button"
                className={styles.reset}
                onClick={() => {
                  setSelection(null);
                  setHighlighted(null);
                  setMessage(null);
                  setHeldSeats(null);
                }}
              >
                Ticket Selection
              </button>
            </>
          ) : (
            <p className={styles.hint}>{quantity === null ? 'Choose how many tickets you need.' : 'Pick seats from the list or the map: click once to see them, twice to choose them.'}</p>
          )}
          {quantityProblem ? (
            <p className={styles.error} role="alert">
              {quantityProblem}
            </p>
          ) : null}
          {message || lost ? (
            <p className={styles.message} role="status" data-testid="ticket-message">
              {message ?? SEATS_TAKEN_MESSAGE}
            </p>
          ) : null}
          {heldSeats !== null ? (
            <a className={`button-primary ${styles.add}`} href={continueHref}>
              {continueHref === billingHref ? 'Continue to Billing' : 'Continue to Cart'}
            </a>
          ) : (
            <>
              <button type="button" className={`button-primary ${styles.add}`} disabled={!canAdd} onClick={() => void addToCart('cart')}>
                {busy ? 'Adding…' : 'Add to Cart'}
              </button>
              <button type="button" className={styles.buyNow} disabled={!canAdd} onClick={() => void addToCart('billing')} data-testid="buy-now">
                {BUY_BUTTON_TEXT}
              </button>
            </>
          )}
        </section>
      </div>

      {venue && venueSeats.data && layout ? (
        <MapFrame layout={layout}>
          <SeatMap
            venue={venue}
            seats={venueSeats.data}
            tierColors={tierColors}
            taken={taken}
            sold={sold}
            mine={mine}
            wheelchair={wheelchair}
            companion={companion}
            hovered={pins?.kind === 'seats' ? pins.seatIds : []}
            selected={selection?.option.kind === 'seats' ? selection.seatIds : []}
            tierPrices={tierPrices}
            onSeatClick={onSeatClick}
            ticketTypes={tierTypes}
            onAddTicketType={addTicketType}
            startSeatId={seatOptions[0]?.seatIds[0] ?? null}
          />
        </MapFrame>
      ) : null}
    </div>
  );
}

/** The map's box at the drawing's proportions, there from the first paint so nothing moves when the seats arrive. */
function MapFrame({ layout, children }: { readonly layout: MapLayout; readonly children?: ReactNode }) {
  return (
    <div className={styles.mapFrame} style={{ aspectRatio: `${layout.mapWidth} / ${layout.mapHeight}` }}>
      {children ?? <p className={styles.mapLoading}>Loading the seat map…</p>}
    </div>
  );
}

/**
 * The panel's shape while its data loads: the quantity step and 'Your Tickets' in the same boxes
 * as the real ones (the bench measured CLS 0.08 when a one-line 'Loading tickets…' gave way to
 * the panel). New elements replace these, so nothing that was on screen moves.
 */
function PanelSkeleton() {
  return (
    <div className={styles.choose}>
      <section>
        <p className={styles.stepTitle} aria-hidden="true">
          <span className={styles.stepNumber}>1</span> Choose Quantity
        </p>
        <div className={styles.quantities} aria-hidden="true">
          {Array.from({ length: QUANTITY_CAP }, (_, i) => (
            <span key={i} className={`${styles.quantity} ${styles.placeholder}`}>
              {'\u00a0'}
            </span>
          ))}
        </div>
      </section>
      <section className={styles.yourTickets}>
        <p className={styles.stepTitle} aria-hidden="true">
          <span className={styles.stepNumber}>3</span> Your Tickets
        </p>
        <p className={styles.hint} role="status">
          Loading tickets…
        </p>
        <button type="button" className={`button-primary ${styles.add}`} disabled aria-hidden="true">
          Add to Cart
        </button>
        <button type="button" className={styles.buyNow} disabled aria-hidden="true">
          {BUY_BUTTON_TEXT}
        </button>
      </section>
    </div>
  );
}
