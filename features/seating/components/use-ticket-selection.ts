'use client';

import { useMemo, useState } from 'react';
import { purchaseQuantityError } from '../quantity-rules';
import {
  colorOfPrice,
  defaultQuantityFrom,
  defaultSelection,
  optionForSeat,
  priceFilters,
  quantityChoices,
  quantityLabel,
  quantityRulesFrom,
  ticketDefaultsFrom,
  ticketOptions,
  type SeatIndex,
  type SeatOption,
  type TicketOption,
} from '../ticket-model';
import type { TicketSku, VenueMeta, VenueSeats, WizardFlags } from '../types';

/** What the visitor has chosen: an option of the list (a group of seats or a GA type) and how many. */
export type Selection = { readonly option: TicketOption; readonly quantity: number; readonly seatIds: readonly number[] };

export interface SelectionInput {
  readonly skus: readonly TicketSku[];
  readonly seats: VenueSeats | null;
  readonly index: SeatIndex | null;
  readonly taken: ReadonlySet<number>;
  readonly venue: VenueMeta | null;
  /** Everything has loaded: the url's defaults can be applied (once). */
  readonly ready: boolean;
  readonly flags: Pick<WizardFlags, 'quantityCap12' | 'uniquePurchaseQuantityFix'>;
}

/**
 * The wizard's state (ticket-buying 2, 4, 5): the quantity, the price and accessibility filters,
 * the highlighted option (first click) and the chosen one (second click), what the panel tells
 * the visitor, and the seats once held. The options follow from the quantity and what is free.
 */
export function useTicketSelection({ skus, seats, index, taken, venue, ready, flags }: SelectionInput) {
  // The server renders 'Loading tickets…' either way, so reading the url here cannot mismatch.
  const [quantity, setQuantity] = useState<number | null>(() => (typeof window === 'undefined' ? null : defaultQuantityFrom(window.location.search)));
  const [priceFilter, setPriceFilter] = useState<'any' | number>('any');
  const [defaultsApplied, setDefaultsApplied] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [picked, setSelection] = useState<Selection | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [heldSeats, setHeldSeats] = useState<readonly number[] | null>(null);
  const [accessibleOnly, setAccessibleOnly] = useState(false);
  // Each general-admission option's own quantity dropdown (ticket-buying 2), by sku; unset means
  // the quantity chosen in step 1.
  const [gaQuantities, setGaQuantities] = useState<ReadonlyMap<number, number>>(new Map());

  const rules = useMemo(() => quantityRulesFrom(flags), [flags]);
  const base = useMemo(() => ({ skus, seats, index, taken, stage: venue?.stage ?? null, cap: rules.cap }), [skus, seats, index, taken, venue, rules]);
  const choices = useMemo(() => quantityChoices(base, rules), [base, rules]);
  const allOptions = useMemo(() => (quantity === null ? [] : ticketOptions({ ...base, quantity })), [base, quantity]);
  const filters = useMemo(() => priceFilters(skus, allOptions), [skus, allOptions]);
  const colors = useMemo(() => colorOfPrice(filters), [filters]);
  const options = useMemo(
    () =>
      allOptions.filter(
        (o) => (priceFilter === 'any' || o.priceCents === priceFilter) && (!accessibleOnly || (o.kind === 'seats' && o.wheelchair > 0)),
      ),
    [allOptions, priceFilter, accessibleOnly],
  );
  const seatOptions = useMemo(() => options.filter((o): o is SeatOption => o.kind === 'seats'), [options]);

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
    setGaQuantities(new Map());
  }

  function choosePriceFilter(next: 'any' | number) {
    setPriceFilter(next);
    setHighlighted(null);
  }

  function chooseAccessibleOnly(next: boolean) {
    setAccessibleOnly(next);
    setHighlighted(null);
  }

  /** The quantity a general-admission option would be taken in: its dropdown's, else step 1's. */
  function gaQuantityOf(option: TicketOption): number {
    return option.kind === 'ga' ? Math.min(option.max, gaQuantities.get(option.skuId) ?? quantity ?? 1) : (quantity ?? 1);
  }

  function selectionOf(option: TicketOption): Selection {
    return { option, quantity: gaQuantityOf(option), seatIds: option.kind === 'seats' ? option.seatIds : [] };
  }

  /**
   * A click on an option (list or map, ticket-buying 4): the first highlights it, the second
   * chooses it, and one on the chosen option unselects it.
   */
  function choose(option: TicketOption) {
    setMessage(null);
    if (picked?.option.key === option.key) {
      setSelection(null);
      setHeldSeats(null);
      setHighlighted(option.key);
      return;
    }
    if (highlighted !== option.key) {
      setHighlighted(option.key);
      return;
    }
    setSelection(selectionOf(option));
  }

  /** A general-admission option's quantity dropdown: its form value, kept per ticket type. */
  function chooseGaQuantity(option: TicketOption, next: number) {
    if (option.kind !== 'ga') return;
    setGaQuantities(new Map(gaQuantities).set(option.skuId, next));
    setHighlighted(option.key);
    if (picked?.option.key === option.key) setSelection({ ...picked, quantity: next });
  }

  /** The step-through lists choose a group of seats at once. */
  function chooseSeats(option: SeatOption) {
    if (quantity === null) return;
    setMessage(null);
    setHighlighted(option.key);
    setSelection({ option, quantity, seatIds: option.seatIds });
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

  function removeSeat(seatId: number) {
    if (!selection) return;
    const seatIds = selection.seatIds.filter((id) => id !== seatId);
    setSelection(seatIds.length === 0 ? null : { ...selection, seatIds });
  }

  /**
   * A click on a seat of the map (ticket-buying 4): a chosen seat is unselected; any other acts
   * as a click on the group that holds it. Returns that group's place in the list, or -1.
   */
  function clickSeat(seatId: number): number {
    if (selection && heldSeats === null && selection.seatIds.includes(seatId)) {
      removeSeat(seatId);
      return -1;
    }
    const at = options.findIndex((o) => o.kind === 'seats' && o.seatIds.includes(seatId));
    if (at >= 0) choose(options[at] as TicketOption);
    return at;
  }

  function setGaQuantity(next: number) {
    if (!selection || selection.option.kind !== 'ga') return;
    setSelection({ ...selection, quantity: Math.max(0, Math.min(selection.option.max, next)) });
  }

  /** 'Ticket Selection': start the pick again. */
  function reset() {
    setSelection(null);
    setHighlighted(null);
    setMessage(null);
    setHeldSeats(null);
  }

  /** The server held other seats than those picked (ticket-buying 8): show them, held, with why. */
  function markRelocked(held: Selection, why: string | null) {
    setMessage(why);
    setHeldSeats(held.seatIds);
    setSelection(held);
  }

  // Add to Cart and Buy Now take the chosen option, or else the highlighted one (ticket-buying 4:
  // a hovered general-admission option in its quantity, hovered seats added to the selection).
  const highlightedOption = highlighted === null ? undefined : options.find((o) => o.key === highlighted);
  const toAdd: Selection | null = selection ?? (highlightedOption && quantity !== null ? selectionOf(highlightedOption) : null);
  const selectedSku = toAdd ? skus.find((s) => s.id === toAdd.option.skuId) : undefined;
  const selectedCount = toAdd ? (toAdd.option.kind === 'seats' ? toAdd.seatIds.length : toAdd.quantity) : 0;
  const quantityProblem =
    toAdd && selectedSku
      ? purchaseQuantityError(
          { purchaseQuantities: selectedSku.purchaseQuantities, maxQuantity: selectedSku.maxQuantity, seated: toAdd.option.kind === 'seats' },
          selectedCount,
        )
      : null;

  /** Add to Cart / Buy Now were pressed: what they add becomes the selection shown in Your Tickets. */
  function commit(): Selection | null {
    if (toAdd && selection === null) {
      setSelection(toAdd);
      setHighlighted(toAdd.option.key);
    }
    return toAdd;
  }

  // Ticket-buying 4: the url's default item, quantity and ticket type, applied once when all is in.
  if (!defaultsApplied && ready) {
    setDefaultsApplied(true);
    const defaults = defaultSelection(skus, choices, ticketDefaultsFrom(window.location.search));
    if (quantity === null && defaults.quantity !== null) setQuantity(defaults.quantity);
    if (defaults.priceFilter !== 'any') setPriceFilter(defaults.priceFilter);
    if (defaults.highlight !== null) setHighlighted(defaults.highlight);
  }

  return {
    quantity,
    priceFilter,
    highlighted,
    selection,
    toAdd,
    gaQuantities,
    lost,
    message,
    heldSeats,
    accessibleOnly,
    choices,
    allOptions,
    filters,
    colors,
    options,
    seatOptions,
    selectedSku,
    selectedCount,
    quantityProblem,
    setHighlighted,
    setMessage,
    chooseQuantity,
    choosePriceFilter,
    chooseAccessibleOnly,
    choose,
    chooseGaQuantity,
    clickSeat,
    commit,
    chooseSeats,
    addTicketType,
    removeSeat,
    setGaQuantity,
    reset,
    markRelocked,
  };
}

export type TicketSelection = ReturnType<typeof useTicketSelection>;
