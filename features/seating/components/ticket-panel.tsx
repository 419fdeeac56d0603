'use client';

import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { track } from '@/features/analytics/track';
import type { ProductType } from '@/lib/config/product-types';
import { HIGH_DEMAND_MESSAGE, isInHighDemand, ticketTypesByTier, tierPriceLabel, type ColorClass } from '../ticket-model';
import { DEFAULT_WIZARD_FLAGS, type MapLayout, type PerformanceTickets, type WizardFlags } from '../types';
import { InsiderPrompt } from './insider-prompt';
import { QuantityStep } from './quantity-step';
import { SeatMap } from './seat-map';
import { SelectTicketsStep } from './select-tickets-step';
import { MapFrame, PanelSkeleton } from './ticket-panel-skeleton';
import styles from './ticket-panel.module.css';
import { useOptionList } from './use-option-list';
import { useTicketData } from './use-ticket-data';
import { useTicketHold } from './use-ticket-hold';
import { useTicketSelection } from './use-ticket-selection';
import { YourTicketsStep } from './your-tickets-step';

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
  /** The wizard's flags, read on the server. */
  readonly flags?: WizardFlags;
  /** Step 0, the date and time (ticket-buying 2): there in every state, so another time can be chosen. */
  readonly dateStep?: ReactNode;
}

/** Every second while the tab is visible: a seat taken elsewhere greys within 2 s (issue 27). */
const LIVE_REFRESH_MS = 1000;

/**
 * The ticket panel of a performance (ticket-buying 2, 4, 5): choose a quantity, narrow by price,
 * pick a group of seats from the list or the map (first click highlights, second selects) or a
 * general-admission quantity, review 'Your Tickets', and Add to Cart, which holds them for the
 * cart on the server. Prices, what is left and the holds all come from the server; seats taken
 * by others turn grey within two seconds. The reads, the wizard's state and the hold are
 * hooks of their own (use-ticket-data, use-ticket-selection, use-ticket-hold); each step is a
 * component; this file wires them together and draws the map beside them.
 */
export function TicketPanel({ performanceId, product, cartHref, billingHref, mapLayout = null, refreshMs = LIVE_REFRESH_MS, flags = DEFAULT_WIZARD_FLAGS, dateStep = null }: TicketPanelProps) {
  const data = useTicketData(performanceId, refreshMs);
  const { tickets, venueSeats, states, venue, skus, index, taken, loading } = data;
  useSkuLoadEvent(tickets.data, tickets.dataUpdatedAt, product);
  const pick = useTicketSelection({ skus, seats: venueSeats.data ?? null, index, taken, venue, ready: !loading && tickets.data !== undefined, flags });
  const { options, selection, highlighted } = pick;
  const list = useOptionList(options, highlighted, pick.setHighlighted);
  const hold = useTicketHold({
    performanceId,
    product,
    cartHref,
    billingHref,
    selection: pick.toAdd,
    selectedSku: pick.selectedSku,
    setMessage: pick.setMessage,
    markRelocked: pick.markRelocked,
    refetchStates: states.refetch,
    refetchTickets: tickets.refetch,
  });

  const hasWheelchairSpaces = (venueSeats.data?.wheelchair.length ?? 0) > 0;
  const wheelchair = useMemo(() => new Set(venueSeats.data?.wheelchair ?? []), [venueSeats.data]);
  const companion = useMemo(() => new Set(venueSeats.data?.companion ?? []), [venueSeats.data]);
  const colors = pick.colors;
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

  function onSeatClick(seatId: number) {
    const at = pick.clickSeat(seatId);
    if (at >= 0 && selection === null) list.scrollTo(at, 'start');
  }

  // Ticket-buying 5: disabled while a request is in flight, with nothing to add, or when the
  // ticket type's purchase quantities exclude the quantity.
  const canAdd = !hold.busy && pick.toAdd !== null && pick.selectedCount > 0 && pick.quantityProblem === null && pick.heldSeats === null;
  const layout = mapLayout ?? (venue ? { mapWidth: venue.mapWidth, mapHeight: venue.mapHeight } : null);
  if (loading) {
    return (
      <div className={styles.panel} data-testid="ticket-panel" data-performance-id={performanceId} aria-busy="true">
        <div className={styles.choose}>
          {dateStep}
          <PanelSkeleton />
        </div>
        {layout ? <MapFrame layout={layout} /> : null}
      </div>
    );
  }
  const problem =
    tickets.isError || !tickets.data
      ? 'Sorry, the tickets for this performance could not be loaded. Please try again.'
      : !tickets.data.onSale
        ? 'This performance is no longer on sale.'
        : skus.length === 0
          ? 'There are no tickets on sale for this performance.'
          : null;
  if (problem !== null) {
    return (
      <div className={styles.panel} data-testid="ticket-panel" data-performance-id={performanceId}>
        <div className={styles.choose}>
          {dateStep}
          <p className={styles.error}>{problem}</p>
        </div>
      </div>
    );
  }

  const quantity = pick.quantity;
  const step = selection ? 3 : quantity === null ? 1 : 2;
  const pins = options.find((o) => o.key === highlighted);

  return (
    <div className={styles.panel} data-testid="ticket-panel" data-step={step} data-performance-id={performanceId}>
      <div className={styles.choose}>
        {dateStep}
        {isInHighDemand(skus, product.type) ? (
          <p className={styles.highDemand} data-testid="high-demand">
            {HIGH_DEMAND_MESSAGE}
          </p>
        ) : null}
        <QuantityStep choices={pick.choices} quantity={quantity} onChoose={pick.chooseQuantity} />
        {/* Ticket-buying 2: insider pricing appears with the price filters, once a quantity is chosen. */}
        {quantity !== null ? <InsiderPrompt skus={skus} onUnlocked={() => void tickets.refetch()} /> : null}
        {/* Ticket-buying 4: once seats or general admission are chosen the list gives way to Your
            Tickets; under keepSeatListMounted it stays mounted (its scroll and focus kept), hidden. */}
        {quantity !== null && (selection === null || flags.keepSeatListMounted) ? (
          <div hidden={selection !== null} data-testid="select-tickets">
          <SelectTicketsStep
            productType={product.type}
            skus={skus}
            filters={pick.filters}
            priceFilter={pick.priceFilter}
            onPriceFilter={pick.choosePriceFilter}
            hasWheelchairSpaces={hasWheelchairSpaces}
            accessibleOnly={pick.accessibleOnly}
            onAccessibleOnly={pick.chooseAccessibleOnly}
            options={options}
            seatOptions={pick.seatOptions}
            colors={colors}
            highlighted={highlighted}
            selectedKey={selection?.option.key ?? null}
            onChoose={pick.choose}
            onChooseSeats={pick.chooseSeats}
            gaQuantities={pick.gaQuantities}
            quantity={quantity}
            onGaQuantity={pick.chooseGaQuantity}
            allInPricing={flags.allInPricing}
            list={list}
          />
          </div>
        ) : null}
        <YourTicketsStep
          quantity={quantity}
          selection={selection}
          pending={selection === null ? pick.toAdd : null}
          selectedSku={pick.selectedSku}
          selectedCount={pick.selectedCount}
          seats={venueSeats.data ?? null}
          index={index}
          quantityProblem={pick.quantityProblem}
          message={pick.message}
          lost={pick.lost}
          heldSeats={pick.heldSeats}
          busy={hold.busy}
          canAdd={canAdd}
          continueHref={hold.continueHref}
          billingHref={billingHref}
          onRemoveSeat={pick.removeSeat}
          onGaQuantity={pick.setGaQuantity}
          onReset={pick.reset}
          onAdd={(next) => {
            pick.commit();
            void hold.addToCart(next);
          }}
        />
      </div>

      {venue && venueSeats.data && layout ? (
        <MapFrame layout={layout}>
          <SeatMap
            venue={venue}
            seats={venueSeats.data}
            tierColors={tierColors}
            taken={taken}
            sold={data.sold}
            mine={data.mine}
            wheelchair={wheelchair}
            companion={companion}
            hovered={pins?.kind === 'seats' ? pins.seatIds : []}
            selected={selection?.option.kind === 'seats' ? selection.seatIds : []}
            tierPrices={tierPrices}
            onSeatClick={onSeatClick}
            ticketTypes={tierTypes}
            onAddTicketType={pick.addTicketType}
            startSeatId={pick.seatOptions[0]?.seatIds[0] ?? null}
          />
        </MapFrame>
      ) : null}
    </div>
  );
}

/**
 * Ticket-buying 4: 'Sku fetch has a processing state; analytics fires when it ends': one
 * sku_load event per completed fetch (the first, and each reload after an insider unlock or a
 * refused hold), never twice for one answer.
 */
function useSkuLoadEvent(answer: PerformanceTickets | undefined, loadedAt: number, product: TicketPanelProps['product']) {
  const reported = useRef(0);
  useEffect(() => {
    if (!answer || loadedAt === 0 || reported.current === loadedAt) return;
    reported.current = loadedAt;
    track({
      event: 'sku_load',
      performanceId: answer.performanceId,
      startsAt: answer.startsAt,
      products: answer.skus.map((sku) => ({ id: product.id, name: product.name, type: product.type, priceCents: sku.priceCents, variant: sku.name })),
    });
  }, [answer, loadedAt, product]);
}
