import { describe, expect, it } from 'vitest';
import { colorOfPrice, defaultQuantityFrom, defaultSelection, defaultSku, ticketDefaultsFrom, formatTicketPrice, HIGH_DEMAND_MESSAGE, isInHighDemand, lowCapacityMessage, indexSeats, optionForSeat, priceFilters, quantityChoices, quantityLabel, quantityRulesFrom, skuFetchWindow, formatSlotTime, crossOut, listRowHeights, LIST_ROWS, gaQuantityOptions, allInPriceCents, ticketOptions, ticketTypesByTier, tierPriceLabel } from './ticket-model';
import type { TicketSku, VenueSeats } from './types';

function sku(id: number, priceCents: number, extra: Partial<TicketSku> = {}): TicketSku {
  return {
    id,
    name: `Sku ${id}`,
    equivalencyKey: `K${id}`,
    ticketType: 'RESERVED',
    supportsSeatSelection: true,
    priceTier: id,
    priceCents,
    publicPriceCents: priceCents,
    basePriceCents: priceCents,
    feeCents: 100,
    taxCents: 50,
    hasInsiderPrice: false,
    insiderPasswordProtected: false,
    insiderApplied: false,
    purchaseQuantities: [],
    maxQuantity: 12,
    remaining: 0,
    capacity: 0,
    ...extra,
  };
}

/** Two rows: tier 1 row A seats 1-6 (ids 1-6), tier 2 row B seats 1-4 (ids 11-14). */
const venue: VenueSeats = {
  venueId: 1,
  sections: ['Orchestra'],
  ids: [1, 2, 3, 4, 5, 6, 11, 12, 13, 14],
  section: Array(10).fill(0),
  sectionId: Array(10).fill(1),
  row: ['A', 'A', 'A', 'A', 'A', 'A', 'B', 'B', 'B', 'B'],
  seat: ['101', '102', '103', '104', '105', '106', '101', '102', '103', '104'],
  seatNumber: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4],
  x: [0, 10, 20, 30, 40, 50, 10, 20, 30, 40],
  y: [10, 10, 10, 10, 10, 10, 20, 20, 20, 20],
  tier: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2],
  wheelchair: [],
  companion: [],
};
const index = indexSeats(venue);
const stage = { x: 25, y: 0 };

describe('ticket options', () => {
  it('offers seat groups of the quantity, cheapest price first, then general admission that fits', () => {
    const skus = [sku(1, 15000), sku(2, 9900), sku(3, 12000, { supportsSeatSelection: false, priceTier: null, remaining: 3, name: 'Booth' })];
    const options = ticketOptions({ skus, seats: venue, index, taken: new Set(), stage, quantity: 2 });
    expect(options.map((o) => [o.kind, o.priceCents])).toEqual([
      ['seats', 9900],
      ['seats', 9900],
      ['ga', 12000],
      ['seats', 15000],
      ['seats', 15000],
      ['seats', 15000],
    ]);
    const first = options[0]!;
    expect(first.kind === 'seats' && [first.section, first.row, first.seats]).toEqual(['Orchestra', 'B', ['101', '102']]);
    expect(ticketOptions({ skus, seats: venue, index, taken: new Set(), stage, quantity: 4 }).map((o) => o.kind)).toEqual(['seats', 'seats']);
  });

  it('skips skus whose purchase quantities exclude the quantity, and taken seats', () => {
    const skus = [sku(1, 15000, { purchaseQuantities: [2] }), sku(2, 9900)];
    expect(ticketOptions({ skus, seats: venue, index, taken: new Set(), stage, quantity: 3 }).every((o) => o.skuId === 2)).toBe(true);
    const options = ticketOptions({ skus, seats: venue, index, taken: new Set([12, 13]), stage, quantity: 2 });
    expect(options.filter((o) => o.skuId === 2)).toEqual([]);
  });
});

describe('wheelchair spaces and companion seats', () => {
  // Row B: wheelchair spaces at both ends (11, 14), a companion seat beside each (12, 13).
  const accessible: VenueSeats = { ...venue, wheelchair: [11, 14], companion: [12, 13] };
  const accessibleIndex = indexSeats(accessible);
  const skus = [sku(2, 9900)];

  it('offers a companion seat only in a group with the wheelchair space beside it, and counts the spaces', () => {
    const pairs = ticketOptions({ skus, seats: accessible, index: accessibleIndex, taken: new Set(), stage, quantity: 2 });
    expect(pairs.map((o) => (o.kind === 'seats' ? [[...o.seatIds].sort(), o.wheelchair] : null)).sort()).toEqual([
      [[11, 12], 1],
      [[13, 14], 1],
    ]);
    const singles = ticketOptions({ skus, seats: accessible, index: accessibleIndex, taken: new Set(), stage, quantity: 1 });
    expect(singles.map((o) => (o.kind === 'seats' ? o.seatIds[0] : 0)).sort()).toEqual([11, 14]);
  });

  it('a companion seat whose wheelchair space is taken is sold to nobody', () => {
    const choices = quantityChoices({ skus, seats: accessible, index: accessibleIndex, taken: new Set([11]), stage });
    // Left of row B: 12 (stranded companion), 13, 14: the longest group is 13-14.
    expect(choices.filter((c) => !c.soldOut).map((c) => c.quantity)).toEqual([1, 2]);
  });
});

describe('seats of several ticket types (the info card)', () => {
  const skus = [
    sku(1, 15000),
    sku(2, 9900, { name: 'Side Seating' }),
    sku(3, 8400, { name: 'Senior (65+) Seating', priceTier: 2 }),
    sku(4, 5000, { supportsSeatSelection: false, priceTier: null, remaining: 8 }),
  ];

  it('lists the ticket types of each tier, cheapest first, and says "from" the cheapest where there are several', () => {
    const types = ticketTypesByTier(skus);
    expect([...types.keys()].sort()).toEqual([1, 2]);
    expect(types.get(1)!.map((t) => t.skuId)).toEqual([1]);
    expect(types.get(2)).toEqual([
      { skuId: 3, name: 'Senior (65+) Seating', priceCents: 8400 },
      { skuId: 2, name: 'Side Seating', priceCents: 9900 },
    ]);
    expect(tierPriceLabel(types.get(1)!)).toBe('$150.00 +Fees');
    expect(tierPriceLabel(types.get(2)!)).toBe('from $84.00 +Fees');
    expect(tierPriceLabel([])).toBe('');
  });

  it("'Add' takes the group of that ticket type holding the seat, or nothing when none holds it", () => {
    const options = ticketOptions({ skus, seats: venue, index, taken: new Set([14]), stage, quantity: 2 });
    const senior = optionForSeat(options, 12, 3);
    expect(senior).toMatchObject({ skuId: 3, priceCents: 8400 });
    expect(senior!.seatIds).toContain(12);
    expect(optionForSeat(options, 12, 2)).toMatchObject({ skuId: 2, seatIds: senior!.seatIds });
    // Seat 14 is taken; seat 1 is not sold as the senior type.
    expect(optionForSeat(options, 14, 3)).toBeNull();
    expect(optionForSeat(options, 1, 3)).toBeNull();
  });
});

describe('quantity buttons', () => {
  it("are labelled '1 Ticket' to '12 Tickets' and sold out where nothing fits", () => {
    expect(quantityLabel(1)).toBe('1 Ticket');
    expect(quantityLabel(12)).toBe('12 Tickets');
    const skus = [sku(1, 15000), sku(2, 9900), sku(3, 5000, { supportsSeatSelection: false, priceTier: null, remaining: 8 })];
    const choices = quantityChoices({ skus, seats: venue, index, taken: new Set([3]), stage });
    expect(choices).toHaveLength(12);
    // Row A is split by seat 3: runs of 2 and 3; row B has 4; general admission has 8 left.
    expect(choices.filter((c) => c.soldOut).map((c) => c.quantity)).toEqual([9, 10, 11, 12]);
    expect(quantityChoices({ skus: skus.slice(0, 2), seats: venue, index, taken: new Set([3]), stage }).filter((c) => !c.soldOut).map((c) => c.quantity)).toEqual([1, 2, 3, 4]);
  });

  it('stop at the largest quantity any sku allows, and at the cap', () => {
    expect(quantityChoices({ skus: [sku(1, 100, { maxQuantity: 6 })], seats: venue, index, taken: new Set(), stage })).toHaveLength(6);
    expect(quantityChoices({ skus: [sku(1, 100, { maxQuantity: 20 })], seats: venue, index, taken: new Set(), stage })).toHaveLength(12);
  });

  const flags = (quantityCap12: boolean, uniquePurchaseQuantityFix: boolean) => quantityRulesFrom({ quantityCap12, uniquePurchaseQuantityFix });
  const many = [sku(1, 100, { maxQuantity: 20, supportsSeatSelection: false, priceTier: null, remaining: 30 })];

  it('quantityCap12 on: capped at 12 (ticket-buying 9); off: up to what the sku allows', () => {
    expect(quantityChoices({ skus: many, seats: null, index: null, taken: new Set(), stage }, flags(true, true)).at(-1)?.label).toBe('12 Tickets');
    const uncapped = quantityChoices({ skus: many, seats: null, index: null, taken: new Set(), stage }, flags(false, true));
    expect(uncapped).toHaveLength(20);
    expect(uncapped.at(-1)?.label).toBe('20 Tickets');
    expect(ticketOptions({ skus: many, seats: null, index: null, taken: new Set(), stage, quantity: 1 })[0]).toMatchObject({ max: 12 });
    expect(ticketOptions({ skus: many, seats: null, index: null, taken: new Set(), stage, quantity: 1, cap: Number.POSITIVE_INFINITY })[0]).toMatchObject({ max: 20 });
  });

  it("uniquePurchaseQuantityFix on: quantities with no grouping say 'Sold out' (ticket-buying 5); off: none does", () => {
    const skus = [sku(1, 15000), sku(2, 9900)];
    const fixed = quantityChoices({ skus, seats: venue, index, taken: new Set([3]), stage }, flags(true, true));
    expect(fixed.filter((c) => c.soldOut).map((c) => c.quantity)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    const unfixed = quantityChoices({ skus, seats: venue, index, taken: new Set([3]), stage }, flags(true, false));
    expect(unfixed).toHaveLength(12);
    expect(unfixed.filter((c) => c.soldOut)).toEqual([]);
  });
});

describe('price filters', () => {
  it("start with 'Any', then each price ascending with colour classes A to F cycled, SOLDOUT where nothing is offered", () => {
    const prices = [9000, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 2000];
    const skus = prices.map((p, i) => sku(i + 1, p));
    const filters = priceFilters(skus, [{ kind: 'ga', key: 'x', skuId: 1, priceCents: 2000, name: 'x', max: 2 }]);
    expect(filters[0]).toEqual({ key: 'any', label: 'Any', colorClass: null, soldOut: false });
    expect(filters.slice(1).map((f) => f.key)).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000]);
    expect(filters.slice(1).map((f) => f.colorClass).join('')).toBe('ABCDEFABC');
    expect(filters[2]).toMatchObject({ label: '$20.00', soldOut: false });
    expect(filters[1]).toMatchObject({ label: 'SOLDOUT', soldOut: true });
    expect(colorOfPrice(filters).get(9000)).toBe('C');
  });

  it('shows prices with 2 decimals', () => {
    expect(formatTicketPrice(12950)).toBe('$129.50');
    expect(formatTicketPrice(123456)).toBe('$1,234.56');
  });
});

describe('defaultItemId and defaultTicketType in the url', () => {
  const skus = [
    sku(1, 15000, { name: 'Center Seating', equivalencyKey: 'RESERVED:center-seating' }),
    sku(5, 12000, { name: 'VIP Meet & Greet Package', ticketType: 'VIP', supportsSeatSelection: false, priceTier: null, remaining: 20, purchaseQuantities: [2, 4] }),
  ];
  const choices = quantityChoices({ skus, seats: venue, index, taken: new Set(), stage });

  it('reads a whole item id and a ticket type, ignoring malformed ones', () => {
    expect(ticketDefaultsFrom('?defaultItemId=5&defaultTicketType=VIP+Seating&defaultQuantity=4')).toEqual({ quantity: 4, itemId: 5, ticketType: 'VIP Seating', swap: false });
    expect(ticketDefaultsFrom('')).toEqual({ quantity: null, itemId: null, ticketType: null, swap: false });
    // Ticket-buying 4: the default item 'swap' names no ticket type; it moves the cart's seats here.
    expect(ticketDefaultsFrom('?defaultItemId=swap')).toEqual({ quantity: null, itemId: null, ticketType: null, swap: true });
    expect(ticketDefaultsFrom('?defaultItemId=swapped')).toMatchObject({ itemId: null, swap: false });
    expect(ticketDefaultsFrom('?defaultItemId=-3')).toMatchObject({ itemId: null });
    expect(ticketDefaultsFrom('?defaultItemId=99999999999')).toMatchObject({ itemId: null });
    expect(ticketDefaultsFrom('?defaultTicketType=%3Cscript%3E')).toMatchObject({ ticketType: null });
  });

  it('names a ticket type by item id first, else by name, type or equivalency key, case aside', () => {
    expect(defaultSku(skus, { quantity: null, itemId: 5, ticketType: 'Center Seating' })?.id).toBe(5);
    expect(defaultSku(skus, { quantity: null, itemId: 404, ticketType: 'center seating' })?.id).toBe(1);
    expect(defaultSku(skus, { quantity: null, itemId: null, ticketType: 'vip' })?.id).toBe(5);
    expect(defaultSku(skus, { quantity: null, itemId: null, ticketType: 'RESERVED:center-seating' })?.id).toBe(1);
    expect(defaultSku(skus, { quantity: null, itemId: null, ticketType: 'Nosebleed' })).toBeNull();
  });

  it("pre-selects the quantity (the url's, else the type's smallest), the type's price and its general-admission card", () => {
    expect(defaultSelection(skus, choices, { quantity: null, itemId: 5, ticketType: null })).toEqual({ quantity: 2, priceFilter: 12000, highlight: '5:ga' });
    expect(defaultSelection(skus, choices, { quantity: 4, itemId: 5, ticketType: null })).toEqual({ quantity: 4, priceFilter: 12000, highlight: '5:ga' });
    expect(defaultSelection(skus, choices, { quantity: null, itemId: null, ticketType: 'Center Seating' })).toEqual({ quantity: 1, priceFilter: 15000, highlight: null });
    expect(defaultSelection(skus, choices, { quantity: 3, itemId: 404, ticketType: null })).toEqual({ quantity: 3, priceFilter: 'any', highlight: null });
  });
});

describe('defaultQuantity in the url', () => {
  it('pre-selects a whole number from 1 to 12 and ignores anything else', () => {
    expect(defaultQuantityFrom('?defaultQuantity=4&defaultTicketType=VIP')).toBe(4);
    expect(defaultQuantityFrom('?defaultQuantity=12')).toBe(12);
    for (const bad of ['', '?defaultQuantity=0', '?defaultQuantity=13', '?defaultQuantity=2.5', '?defaultQuantity=-1', '?defaultQuantity=abc', '?defaultQuantity=04']) {
      expect(defaultQuantityFrom(bad)).toBeNull();
    }
  });
});

describe('low capacity and high demand (ticket-buying 8, 9)', () => {
  it('says how few are left above 0 and below 11 (hotels 10)', () => {
    expect(lowCapacityMessage(10, 'SHOW')).toBe('Only 10 left');
    expect(lowCapacityMessage(1, 'TOUR')).toBe('Only 1 left');
    expect(lowCapacityMessage(11, 'SHOW')).toBeNull();
    expect(lowCapacityMessage(0, 'SHOW')).toBeNull();
    expect(lowCapacityMessage(9, 'HOTEL')).toBe('Only 9 left');
    expect(lowCapacityMessage(10, 'HOTEL')).toBeNull();
  });

  it('reads In High Demand when a section is sold out but others are not, or 60% of a show is gone', () => {
    expect(HIGH_DEMAND_MESSAGE).toBe('In High Demand - Some Sections Sold Out');
    const open = [sku(1, 100, { capacity: 100, remaining: 80 }), sku(2, 200, { capacity: 100, remaining: 70 })];
    expect(isInHighDemand(open, 'SHOW')).toBe(false);
    expect(isInHighDemand([open[0]!, sku(2, 200, { capacity: 100, remaining: 0 })], 'TOUR')).toBe(true);
    expect(isInHighDemand([sku(1, 100, { capacity: 100, remaining: 0 })], 'SHOW')).toBe(false);
    expect(isInHighDemand([sku(1, 100, { capacity: 100, remaining: 40 }), sku(2, 200, { capacity: 100, remaining: 40 })], 'SHOW')).toBe(true);
    expect(isInHighDemand([sku(1, 100, { capacity: 100, remaining: 41 }), sku(2, 200, { capacity: 100, remaining: 40 })], 'SHOW')).toBe(false);
    expect(isInHighDemand([sku(1, 100, { capacity: 100, remaining: 40 }), sku(2, 200, { capacity: 100, remaining: 40 })], 'TOUR')).toBe(false);
  });
});

describe('list rows and prices (ticket-buying 9)', () => {
  it('rows are 32 px, or 80 with all-in prices, plus two lines of the root font; GA rows at least 100 or 120; overscan 10', () => {
    expect(listRowHeights(false, 16)).toEqual({ seat: 64, ga: 100 });
    expect(listRowHeights(true, 16)).toEqual({ seat: 112, ga: 120 });
    expect(listRowHeights(false, 24)).toEqual({ seat: 80, ga: 100 });
    expect(listRowHeights(true, 24)).toEqual({ seat: 128, ga: 128 });
    expect(LIST_ROWS.overscan).toBe(10);
  });

  it('the cross-out gives the rounded discount percent and the rounded base price, or nothing without a saving', () => {
    expect(crossOut({ priceCents: 4950, basePriceCents: 7949, publicPriceCents: 4950 })).toEqual({ percent: 38, base: '$79' });
    // Under an insider price the public price counts when it is the higher.
    expect(crossOut({ priceCents: 4900, basePriceCents: 5000, publicPriceCents: 6950 })).toEqual({ percent: 29, base: '$70' });
    expect(crossOut({ priceCents: 5000, basePriceCents: 5000, publicPriceCents: 5000 })).toBeNull();
  });

  it('all-in prices add fees and taxes; a GA dropdown offers the allowed quantities up to the option maximum', () => {
    expect(allInPriceCents({ priceCents: 9900, feeCents: 500, taxCents: 300 })).toBe(10700);
    expect(gaQuantityOptions({ purchaseQuantities: [], maxQuantity: 12 }, 4)).toEqual([1, 2, 3, 4]);
    expect(gaQuantityOptions({ purchaseQuantities: [2, 4, 6], maxQuantity: 8 }, 5)).toEqual([2, 4]);
  });
});

describe('the date and time step (ticket-buying 2, 4)', () => {
  it('asks for the chosen day to 2 days later for a current or past date, else one day before to one day after', () => {
    expect(skuFetchWindow('2026-12-01', '2026-12-01')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-03' });
    expect(skuFetchWindow('2026-11-30', '2026-12-01')).toEqual({ startDate: '2026-11-30', endDate: '2026-12-02' });
    expect(skuFetchWindow('2026-12-31', '2026-12-01')).toEqual({ startDate: '2026-12-30', endDate: '2027-01-01' });
  });

  it('names a performance by its Las Vegas wall-clock time', () => {
    expect(formatSlotTime('2026-12-05T19:30')).toBe('Sat, Dec 5, 2026 7:30 PM');
    expect(formatSlotTime('2026-12-06T00:05')).toBe('Sun, Dec 6, 2026 12:05 AM');
  });
});
