/**
 * The ticket panel's rules (ticket-buying 2-5, 9) as pure functions: quantity buttons, price
 * filters and the seat and general-admission options for a quantity. Shared by the island and
 * its tests; the server decides prices and holds, these only decide what to offer.
 */
import * as z from 'zod/mini';
import { lowCapacityMessage, SHOW_SOLD_PERCENT_LIMIT, ticketUrgencyMessage } from '@/lib/config/constants';
import { discountPercent, formatWholeDollars } from '@/lib/money';
import { addCalendarDays, compareCalendarDates, weekdayOf } from '@/lib/dates';
import type { ProductType } from '@/lib/config/product-types';
import { allowedQuantities, purchaseQuantityError } from './quantity-rules';
import { longestFreeRun, rankSeatGroups, seatOptions, type SeatGroup, type SeatPoint } from './rules';
import type { TicketSku, VenueSeats } from './types';

/** Quantity buttons go up to 12 (ticket-buying 9) unless the cap flag is off. */
export const QUANTITY_CAP = 12;

/** Price colour classes, cycled over the price filters in ascending order (ticket-buying 9). */
export const COLOR_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type ColorClass = (typeof COLOR_CLASSES)[number];

export const NO_SEAT_GROUPS_MESSAGE = 'No seat groups with selected quantity and pricing';

/**
 * Ticket-buying 4: a quantity url's `defaultQuantity` pre-selects the quantity; anything but a
 * whole number from 1 to the cap is ignored.
 */
export function defaultQuantityFrom(search: string): number | null {
  const value = new URLSearchParams(search).get('defaultQuantity');
  if (value === null || !/^[1-9]\d?$/.test(value)) return null;
  const quantity = Number(value);
  return quantity <= QUANTITY_CAP ? quantity : null;
}

/** Ticket-buying 4: the default item 'swap' moves the cart's seats of the show to this date. */
export const SWAP_DEFAULT_ITEM = 'swap';

const defaultsSchema = z.object({
  defaultItemId: z.optional(z.string().check(z.regex(/^(?:[1-9]\d{0,9}|swap)$/))),
  defaultTicketType: z.optional(z.string().check(z.regex(/^[A-Za-z0-9 _.:()+-]{1,100}$/))),
});

/** What a quantity url asks to pre-select (storefront 2.2, ticket-buying 4). */
export interface TicketDefaults {
  readonly quantity: number | null;
  /** The ticket type's item (sku) id. */
  readonly itemId: number | null;
  /** A ticket type by name, type or equivalency key ('VIP Seating', 'RESERVED', 'RESERVED:center-seating'). */
  readonly ticketType: string | null;
  /** The default item is 'swap': the cart's tickets of this show move to this performance. */
  readonly swap: boolean;
}

/** The url's defaults; a malformed one is ignored, as if absent. */
export function ticketDefaultsFrom(search: string): TicketDefaults {
  const params = new URLSearchParams(search);
  const parsed = defaultsSchema.safeParse({
    defaultItemId: params.get('defaultItemId') ?? undefined,
    defaultTicketType: params.get('defaultTicketType') ?? undefined,
  });
  const item = parsed.success ? (parsed.data.defaultItemId ?? null) : null;
  const swap = item === SWAP_DEFAULT_ITEM;
  const itemId = item !== null && !swap ? Number(item) : null;
  const ticketType = parsed.success ? (parsed.data.defaultTicketType ?? null) : null;
  return { quantity: defaultQuantityFrom(search), itemId: itemId !== null && itemId <= 2_147_483_647 ? itemId : null, ticketType, swap };
}

/** The ticket type the url's defaults name: by item id first, else by name, type or equivalency key. */
export function defaultSku(skus: readonly TicketSku[], defaults: Omit<TicketDefaults, 'swap'>): TicketSku | null {
  if (defaults.itemId !== null) {
    const byId = skus.find((s) => s.id === defaults.itemId);
    if (byId) return byId;
  }
  const wanted = defaults.ticketType?.trim().toLowerCase();
  if (!wanted) return null;
  return skus.find((s) => [s.name, s.ticketType, s.equivalencyKey].some((v) => v.toLowerCase() === wanted)) ?? null;
}

/**
 * Ticket-buying 4: the url's default item, quantity and ticket type pre-select the quantity (the
 * url's quantity, else the smallest the ticket type allows that is not sold out), and narrow the
 * list to the ticket type's price with its general-admission card highlighted.
 */
export function defaultSelection(
  skus: readonly TicketSku[],
  choices: readonly QuantityChoice[],
  defaults: Omit<TicketDefaults, 'swap'>,
): { quantity: number | null; priceFilter: 'any' | number; highlight: string | null } {
  const sku = defaultSku(skus, defaults);
  if (!sku) return { quantity: defaults.quantity, priceFilter: 'any', highlight: null };
  const open = new Set(choices.filter((c) => !c.soldOut).map((c) => c.quantity));
  const quantity = defaults.quantity ?? allowedQuantities(sku).find((n) => open.has(n)) ?? null;
  const seated = sku.supportsSeatSelection && sku.priceTier !== null;
  return { quantity, priceFilter: sku.priceCents, highlight: !seated && quantity !== null ? `${sku.id}:ga` : null };
}

export function quantityLabel(quantity: number): string {
  return quantity === 1 ? '1 Ticket' : `${quantity} Tickets`;
}

/** Formats cents as the spec's ticket price: 2 decimals ('$129.50'). */
export function formatTicketPrice(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export interface SeatOption {
  readonly kind: 'seats';
  readonly key: string;
  readonly skuId: number;
  readonly priceCents: number;
  readonly seatIds: readonly number[];
  readonly section: string;
  readonly row: string;
  readonly seats: readonly string[];
  readonly distance: number;
  /** Wheelchair spaces in the group (a companion seat comes only with one). */
  readonly wheelchair: number;
}

export interface GeneralAdmissionOption {
  readonly kind: 'ga';
  readonly key: string;
  readonly skuId: number;
  readonly priceCents: number;
  readonly name: string;
  /** Most the visitor can take: what is left, the sku's maximum and the quantity cap. */
  readonly max: number;
}

export type TicketOption = SeatOption | GeneralAdmissionOption;

/** Indexes of a venue's seats by id and by price tier, built once per venue. */
export interface SeatIndex {
  readonly byId: ReadonlyMap<number, number>;
  readonly wheelchair: ReadonlySet<number>;
  readonly byTier: ReadonlyMap<number, readonly SeatPoint[]>;
}

export function indexSeats(seats: VenueSeats): SeatIndex {
  const byId = new Map<number, number>();
  const byTier = new Map<number, SeatPoint[]>();
  const wheelchair = new Set(seats.wheelchair);
  const companion = new Set(seats.companion);
  seats.ids.forEach((id, i) => {
    byId.set(id, i);
    const tier = seats.tier[i] as number;
    const point: SeatPoint = {
      id,
      sectionId: seats.sectionId[i] as number,
      rowName: seats.row[i] as string,
      seatNumber: seats.seatNumber[i] as number,
      x: seats.x[i] as number,
      y: seats.y[i] as number,
      accessibility: wheelchair.has(id) ? 'wheelchair' : companion.has(id) ? 'companion' : null,
    };
    const list = byTier.get(tier);
    if (list) list.push(point);
    else byTier.set(tier, [point]);
  });
  return { byId, byTier, wheelchair };
}

export interface OptionsInput {
  readonly skus: readonly TicketSku[];
  readonly seats: VenueSeats | null;
  readonly index: SeatIndex | null;
  /** Seats the visitor cannot take (sold or held by another cart). */
  readonly taken: ReadonlySet<number>;
  readonly stage: { readonly x: number; readonly y: number } | null;
  readonly quantity: number;
  /** Most tickets of one option: QUANTITY_CAP, or unlimited when the quantityCap12 flag is off. */
  readonly cap?: number;
}

/**
 * Every option for the quantity, cheapest price first and the best seats of a price first: a
 * seated sku offers its groups of `quantity` seats side by side (no overlaps, no stranded single
 * seat where avoidable); a general-admission sku one card when `quantity` fits what is left.
 * Skus whose purchase quantities exclude `quantity` offer nothing.
 */
export function ticketOptions(input: OptionsInput): TicketOption[] {
  const options: TicketOption[] = [];
  const groupsByTier = new Map<number, SeatGroup[]>();
  for (const sku of input.skus) {
    const seated = sku.supportsSeatSelection && sku.priceTier !== null;
    if (purchaseQuantityError({ purchaseQuantities: sku.purchaseQuantities, maxQuantity: sku.maxQuantity, seated }, input.quantity) !== null) continue;
    if (seated) {
      if (!input.seats || !input.index || !input.stage) continue;
      const tier = sku.priceTier as number;
      // Ticket types of one tier share its seats: rank them once (the largest venue's cheapest
      // tier has two types, and ranking is most of the work of choosing a quantity).
      let groups = groupsByTier.get(tier);
      if (!groups) {
        groups = seatOptions(rankSeatGroups(input.index.byTier.get(tier) ?? [], input.taken, input.quantity, input.stage));
        groupsByTier.set(tier, groups);
      }
      for (const group of groups) {
        const first = input.index.byId.get(group.seatIds[0] as number) as number;
        options.push({
          kind: 'seats',
          key: `${sku.id}:${group.seatIds.join('-')}`,
          skuId: sku.id,
          priceCents: sku.priceCents,
          seatIds: group.seatIds,
          section: input.seats.sections[input.seats.section[first] as number] ?? '',
          row: group.rowName,
          seats: group.seatIds.map((id) => input.seats!.seat[input.index!.byId.get(id) as number] ?? ''),
          distance: group.distance,
          wheelchair: group.seatIds.filter((id) => input.index!.wheelchair.has(id)).length,
        });
      }
    } else if (sku.remaining >= input.quantity) {
      options.push({
        kind: 'ga',
        key: `${sku.id}:ga`,
        skuId: sku.id,
        priceCents: sku.priceCents,
        name: sku.name,
        max: Math.min(sku.remaining, sku.maxQuantity, input.cap ?? QUANTITY_CAP),
      });
    }
  }
  // Stable sort: within a price, the rank order of rankSeatGroups stays.
  return options.sort((a, b) => a.priceCents - b.priceCents);
}

export interface QuantityChoice {
  readonly quantity: number;
  readonly label: string;
  /** No option of any ticket type for this quantity (ticket-buying 5: 'Sold out'). */
  readonly soldOut: boolean;
}

/** Whether any option of the skus fits the quantity; cheaper than listing them (one scan per tier). */
function fitsQuantity(input: Omit<OptionsInput, 'quantity'>, runs: ReadonlyMap<number, number>, quantity: number): boolean {
  return input.skus.some((sku) => {
    const seated = sku.supportsSeatSelection && sku.priceTier !== null;
    if (purchaseQuantityError({ purchaseQuantities: sku.purchaseQuantities, maxQuantity: sku.maxQuantity, seated }, quantity) !== null) return false;
    return seated ? (runs.get(sku.priceTier as number) ?? 0) >= quantity : sku.remaining >= quantity;
  });
}

/** How the quantity buttons are drawn; the wizard's flags (ticket-buying 5, 9) decide. */
export interface QuantityChoiceRules {
  /** Highest button: QUANTITY_CAP while the quantityCap12 flag is on, else what the skus allow. */
  readonly cap: number;
  /** The unique-purchase-quantity fix: a quantity no option fits is marked 'Sold out'. */
  readonly markSoldOut: boolean;
}

export const DEFAULT_QUANTITY_RULES: QuantityChoiceRules = { cap: QUANTITY_CAP, markSoldOut: true };

/** The wizard's quantity rules from its flags. */
export function quantityRulesFrom(flags: { readonly quantityCap12: boolean; readonly uniquePurchaseQuantityFix: boolean }): QuantityChoiceRules {
  return { cap: flags.quantityCap12 ? QUANTITY_CAP : Number.POSITIVE_INFINITY, markSoldOut: flags.uniquePurchaseQuantityFix };
}

/**
 * The quantity buttons '1 Ticket' .. '12 Tickets' (ticket-buying 9), each marked 'Sold out' when
 * nothing fits it (ticket-buying 5), unless the unique-purchase-quantity fix is off.
 */
export function quantityChoices(input: Omit<OptionsInput, 'quantity'>, rules: QuantityChoiceRules = DEFAULT_QUANTITY_RULES): QuantityChoice[] {
  const top = Math.min(rules.cap, Math.max(0, ...input.skus.map((s) => Math.max(0, ...allowedQuantities(s)))));
  const runs = new Map<number, number>();
  if (input.index) for (const [tier, points] of input.index.byTier) runs.set(tier, longestFreeRun(points, input.taken));
  return Array.from({ length: top }, (_, i) => {
    const quantity = i + 1;
    return { quantity, label: quantityLabel(quantity), soldOut: rules.markSoldOut && !fitsQuantity(input, runs, quantity) };
  });
}

export interface PriceFilter {
  /** 'any', or the price in cents. */
  readonly key: 'any' | number;
  readonly label: string;
  readonly colorClass: ColorClass | null;
  /** No option at this price for the chosen quantity: labelled SOLDOUT. */
  readonly soldOut: boolean;
}

/**
 * 'Any' and one filter per distinct price of the performance, ascending, colour classes A to F
 * cycled, a price without options for the quantity marked SOLDOUT (ticket-buying 2, 3, 9).
 */
export function priceFilters(skus: readonly TicketSku[], options: readonly TicketOption[]): PriceFilter[] {
  const prices = [...new Set(skus.map((s) => s.priceCents))].sort((a, b) => a - b);
  const offered = new Set(options.map((o) => o.priceCents));
  return [
    { key: 'any', label: 'Any', colorClass: null, soldOut: false },
    ...prices.map((price, i) => ({
      key: price,
      label: offered.has(price) ? formatTicketPrice(price) : 'SOLDOUT',
      colorClass: COLOR_CLASSES[i % COLOR_CLASSES.length] as ColorClass,
      soldOut: !offered.has(price),
    })),
  ];
}

/** The colour class of each price, as the filters assign them. */
export function colorOfPrice(filters: readonly PriceFilter[]): Map<number, ColorClass> {
  const colors = new Map<number, ColorClass>();
  for (const filter of filters) if (filter.key !== 'any' && filter.colorClass) colors.set(filter.key, filter.colorClass);
  return colors;
}

/** Ticket-buying 8. */
export const HIGH_DEMAND_MESSAGE = 'In High Demand - Some Sections Sold Out';

/** Ticket-buying 9: the low-capacity message (lib/config, shared with the hotels' room list). */
export { lowCapacityMessage, ticketUrgencyMessage };

/**
 * 'In High Demand - Some Sections Sold Out': some ticket type (a section's price) is sold out
 * while others are not, or, for shows, at least SHOW_SOLD_PERCENT_LIMIT percent of the seats
 * and places are gone.
 */
export function isInHighDemand(skus: readonly TicketSku[], type: ProductType): boolean {
  const offered = skus.filter((s) => s.capacity > 0);
  if (offered.length === 0) return false;
  const soldOut = offered.filter((s) => s.remaining === 0).length;
  if (soldOut > 0 && soldOut < offered.length) return true;
  if (type !== 'SHOW') return false;
  const capacity = offered.reduce((n, s) => n + s.capacity, 0);
  const left = offered.reduce((n, s) => n + s.remaining, 0);
  return left > 0 && ((capacity - left) / capacity) * 100 >= SHOW_SOLD_PERCENT_LIMIT;
}

/** A ticket type a seat can be bought as: the seated skus of the seat's price tier. */
export interface SeatTicketType {
  readonly skuId: number;
  readonly name: string;
  readonly priceCents: number;
}

/** The ticket types of each price tier, cheapest first (a seat with several gets the info card, ticket-buying 4). */
export function ticketTypesByTier(skus: readonly TicketSku[]): Map<number, SeatTicketType[]> {
  const byTier = new Map<number, SeatTicketType[]>();
  for (const sku of skus) {
    if (!sku.supportsSeatSelection || sku.priceTier === null) continue;
    const list = byTier.get(sku.priceTier) ?? [];
    list.push({ skuId: sku.id, name: sku.name, priceCents: sku.priceCents });
    byTier.set(sku.priceTier, list);
  }
  for (const list of byTier.values()) list.sort((a, b) => a.priceCents - b.priceCents || a.skuId - b.skuId);
  return byTier;
}

/** What the map says a tier costs: its one price, or 'from' the cheapest of several ticket types. */
export function tierPriceLabel(types: readonly SeatTicketType[]): string {
  const first = types[0];
  if (!first) return '';
  return types.length === 1 ? `${formatTicketPrice(first.priceCents)} +Fees` : `from ${formatTicketPrice(first.priceCents)} +Fees`;
}

/**
 * The option an 'Add' of the seat's info card takes: the group of the chosen quantity for that
 * ticket type that holds the seat, or null when the seat is in none (taken, or no group of that
 * size fits around it).
 */
export function optionForSeat(options: readonly TicketOption[], seatId: number, skuId: number): SeatOption | null {
  for (const option of options) if (option.kind === 'seats' && option.skuId === skuId && option.seatIds.includes(seatId)) return option;
  return null;
}


/** Ticket-buying 9: the virtual list's row heights and overscan. */
export const LIST_ROWS = {
  /** A seat row before its text: 32 px, or 80 px with all-in prices (a second price line). */
  seatBase: 32,
  seatBaseAllIn: 80,
  /** General-admission rows are at least this tall (they carry a quantity dropdown). */
  gaMin: 100,
  gaMinAllIn: 120,
  /** The font-size based amount: two lines of text at the root font size. */
  textLines: 2,
  overscan: 10,
} as const;

/** Row heights in px for the root font size (a visitor's larger font makes rows taller, never clipped). */
export function listRowHeights(allInPricing: boolean, rootFontPx: number): { seat: number; ga: number } {
  const text = Math.round(LIST_ROWS.textLines * rootFontPx);
  const seat = (allInPricing ? LIST_ROWS.seatBaseAllIn : LIST_ROWS.seatBase) + text;
  return { seat, ga: Math.max(allInPricing ? LIST_ROWS.gaMinAllIn : LIST_ROWS.gaMin, seat) };
}

/**
 * Ticket-buying 9: 'Cross-out shows the rounded discount percent and the rounded base price':
 * the box-office price (or the public one, under an insider price, when higher) against what
 * this visitor pays; null when nothing is saved.
 */
export function crossOut(sku: Pick<TicketSku, 'priceCents' | 'basePriceCents' | 'publicPriceCents'>): { percent: number; base: string } | null {
  const original = Math.max(sku.basePriceCents, sku.publicPriceCents);
  const percent = discountPercent(original, sku.priceCents);
  return percent > 0 ? { percent, base: formatWholeDollars(original) } : null;
}

/** An all-in unit price (ticket price, fees and taxes), for the all-in pricing flag. */
export function allInPriceCents(sku: Pick<TicketSku, 'priceCents' | 'feeCents' | 'taxCents'>): number {
  return sku.priceCents + sku.feeCents + sku.taxCents;
}

/** The quantities a general-admission option's dropdown offers: what its sku allows, up to the option's maximum. */
export function gaQuantityOptions(sku: Pick<TicketSku, 'purchaseQuantities' | 'maxQuantity'>, max: number): number[] {
  return allowedQuantities(sku).filter((n) => n <= max);
}

/**
 * Ticket-buying 4: the window of performances asked for around the chosen one: the chosen day
 * to 2 days later for a current or past date, otherwise one day before to one day after.
 */
export function skuFetchWindow(chosenDate: string, today: string): { startDate: string; endDate: string } {
  return compareCalendarDates(chosenDate, today) <= 0
    ? { startDate: chosenDate, endDate: addCalendarDays(chosenDate, 2) }
    : { startDate: addCalendarDays(chosenDate, -1), endDate: addCalendarDays(chosenDate, 1) };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A Pacific 'yyyy-MM-ddTHH:mm' as the date step names it: 'Sat, Dec 5, 2026 7:30 PM'. */
export function formatSlotTime(dateTime: string): string {
  const [date = '', time = '00:00'] = dateTime.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${WEEKDAYS[weekdayOf(date)]}, ${MONTHS[(month ?? 1) - 1]} ${day}, ${year} ${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
