import type { APIRequestContext } from '@playwright/test';
import { pacificDate } from './fixtures';

export { pacificDate };

/** What the test holds. */
export interface Pick {
  performanceId: number;
  skuId: number;
  productName: string;
  skuName: string;
  seats: { id: number; label: string }[];
  unitCents: { price: number; fee: number; tax: number };
  /** A general-admission ticket type of another product, two places. */
  ga: { performanceId: number; skuId: number; productName: string; unitCents: { price: number; fee: number; tax: number } };
}

export const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

/** A Pacific calendar date `days` after today. */

type TicketSku = {
  id: number;
  name: string;
  supportsSeatSelection: boolean;
  priceTier: number | null;
  priceCents: number;
  feeCents: number;
  taxCents: number;
  purchaseQuantities: number[];
  maxQuantity: number;
  remaining: number;
};
type Tickets = { productId: number; skus: TicketSku[]; venue: { id: number } | null };
type VenueSeats = {
  sections: string[];
  ids: number[];
  section: number[];
  sectionId: number[];
  row: string[];
  seat: string[];
  seatNumber: number[];
  tier: number[];
  wheelchair: number[];
  companion: number[];
};

/** The few entities a product name can carry in the HTML. */
const decode = (html: string) =>
  html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim();

const sellsTwo = (k: TicketSku) => (k.purchaseQuantities.length === 0 ? k.maxQuantity >= 2 : k.purchaseQuantities.includes(2));

/**
 * What a test holds, found through the apis the seat page uses (the server's own database):
 * two free seats side by side of a seat-map show's last performance in the next two weeks, and
 * two general-admission places of another product, several days out so no other test holds them.
 */
export async function pickSeatedPerformance(request: APIRequestContext, window: { fromDay: number; toDay: number } = { fromDay: 6, toDay: 13 }): Promise<Pick> {
  const json = async <T,>(path: string) => (await (await request.get(path)).json()) as T;
  const search = await (await request.get('/iv2/searchresults/shows')).text();
  const shows = [...new Map([...search.matchAll(/\/iv2\/las-vegas-shows\/(\d+)\/[a-z0-9-]+\/dates[^"]*"[^>]*>([^<]+)</g)].map((m) => [m[1]!, m[2]!]))];
  let seated: Omit<Pick, 'ga'> | null = null;
  let ga: Pick['ga'] | null = null;
  let seatedProduct: number | null = null;
  for (const [id, name] of shows) {
    if (seated && ga) break;
    const availability = await json<{ slots: { performanceId: number; available: boolean }[] }>(
      `/api/availability?productId=${id}&startDate=${pacificDate(window.fromDay)}&endDate=${pacificDate(window.toDay)}`,
    );
    const slot = availability.slots.filter((s) => s.available).at(-1);
    if (!slot) continue;
    const tickets = await json<Tickets>(`/api/performances/${slot.performanceId}/tickets`);
    const seatSku = tickets.skus.find((k) => k.supportsSeatSelection && sellsTwo(k) && k.remaining >= 2);
    if (!seated && seatSku && tickets.venue) {
      const venue = await json<VenueSeats>(`/api/venues/${tickets.venue.id}/seats`);
      const taken = new Set((await json<{ taken: number[]; mine: number[] }>(`/api/performances/${slot.performanceId}/seats`)).taken);
      // Wheelchair spaces and companion seats have rules of their own: not for these tests.
      for (const id of [...venue.wheelchair, ...venue.companion]) taken.add(id);
      for (let i = 0; i + 1 < venue.ids.length; i += 1) {
        const a = i;
        const b = i + 1;
        const pair =
          venue.tier[a] === seatSku.priceTier && venue.tier[b] === seatSku.priceTier &&
          venue.sectionId[a] === venue.sectionId[b] && venue.row[a] === venue.row[b] && venue.seatNumber[b] === venue.seatNumber[a]! + 1 &&
          !taken.has(venue.ids[a]!) && !taken.has(venue.ids[b]!);
        if (!pair) continue;
        const label = (j: number) => `Section ${venue.sections[venue.section[j]!]}, Row ${venue.row[j]}, Seat ${venue.seat[j]}`;
        seatedProduct = tickets.productId;
        seated = {
          performanceId: slot.performanceId,
          skuId: seatSku.id,
          productName: decode(name),
          skuName: seatSku.name,
          seats: [
            { id: venue.ids[a]!, label: label(a) },
            { id: venue.ids[b]!, label: label(b) },
          ],
          unitCents: { price: seatSku.priceCents, fee: seatSku.feeCents, tax: seatSku.taxCents },
        };
        break;
      }
      continue;
    }
    const gaSku = tickets.skus.find((k) => !k.supportsSeatSelection && sellsTwo(k) && k.remaining >= 2);
    if (!ga && gaSku && tickets.productId !== seatedProduct) {
      ga = {
        performanceId: slot.performanceId,
        skuId: gaSku.id,
        productName: decode(name),
        unitCents: { price: gaSku.priceCents, fee: gaSku.feeCents, tax: gaSku.taxCents },
      };
    }
  }
  if (!seated) throw new Error('The demo city has no seat-map performance to hold');
  if (!ga) throw new Error('The demo city has no general-admission performance to hold');
  return { ...seated, ga };
}
