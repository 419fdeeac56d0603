import { describe, expect, it } from 'vitest';
import { allowedQuantities, describeQuantities, purchaseQuantityError, SEATS_RELOCKED_MESSAGE } from './quantity-rules';

describe('purchase-quantity messages (ticket-buying 4-5)', () => {
  it('allows any quantity up to the maximum when the sku lists none', () => {
    expect(allowedQuantities({ purchaseQuantities: [], maxQuantity: 4 })).toEqual([1, 2, 3, 4]);
    expect(purchaseQuantityError({ purchaseQuantities: [], maxQuantity: 12, seated: true }, 12)).toBeNull();
    expect(purchaseQuantityError({ purchaseQuantities: [], maxQuantity: 12, seated: true }, 13)).toBe('You must select 1 through 12 seats of this type.');
  });

  it('names one allowed quantity', () => {
    expect(purchaseQuantityError({ purchaseQuantities: [4], maxQuantity: 4, seated: false }, 2)).toBe('You must select 4 seats of this type.');
  });

  it('says seats at a price come in a group of N when a seated sku allows one quantity', () => {
    expect(purchaseQuantityError({ purchaseQuantities: [2], maxQuantity: 2, seated: true }, 3)).toBe('The seats at this price can only be purchased in the group of 2');
    expect(purchaseQuantityError({ purchaseQuantities: [2], maxQuantity: 2, seated: true }, 2)).toBeNull();
  });

  it("joins two with 'or', a run with 'through' and other lists with commas", () => {
    expect(purchaseQuantityError({ purchaseQuantities: [2, 4], maxQuantity: 4, seated: true }, 3)).toBe('You must select 2 or 4 seats of this type.');
    expect(purchaseQuantityError({ purchaseQuantities: [4, 2, 3], maxQuantity: 4, seated: false }, 1)).toBe('You must select 2 through 4 seats of this type.');
    expect(purchaseQuantityError({ purchaseQuantities: [2, 4, 6, 8], maxQuantity: 8, seated: true }, 5)).toBe('You must select 2, 4, 6 or 8 seats of this type.');
    expect(describeQuantities([7])).toBe('7');
  });

  it('refuses zero, fractions and quantities above the maximum even when listed', () => {
    const rule = { purchaseQuantities: [2, 10], maxQuantity: 8, seated: false };
    expect(allowedQuantities(rule)).toEqual([2]);
    expect(purchaseQuantityError(rule, 10)).toBe('You must select 2 seats of this type.');
    expect(purchaseQuantityError({ purchaseQuantities: [], maxQuantity: 6, seated: false }, 0)).toBe('You must select 1 through 6 seats of this type.');
    expect(purchaseQuantityError({ purchaseQuantities: [], maxQuantity: 6, seated: false }, 1.5)).not.toBeNull();
    expect(purchaseQuantityError({ purchaseQuantities: [], maxQuantity: 0, seated: false }, 1)).toBe('This ticket type is not available.');
  });

  it('has the spec’s relock message', () => {
    expect(SEATS_RELOCKED_MESSAGE).toBe('We grabbed you the best available seats because your selection was taken.');
  });
});
