import 'server-only';
import { getProductSummary, getProductsOfType } from '@/features/catalog/queries';
import type { HotelChoice } from './types';

/** The hotels a group may prefer, by name (the catalog's cached list of HOTEL products). */
export async function getHotelChoices(): Promise<HotelChoice[]> {
  const hotels = await getProductsOfType('HOTEL');
  return hotels.map((h) => ({ id: h.id, name: h.name })).sort((a, b) => a.name.localeCompare(b.name, 'en-US'));
}

/** The hotel with this id, or null when the id is no hotel of the catalog. */
export async function findHotelChoice(id: number): Promise<HotelChoice | null> {
  const product = await getProductSummary(id);
  return product && product.type === 'HOTEL' ? { id: product.id, name: product.name } : null;
}
