import { describe, expect, it } from 'vitest';
import { checkoutOwnership } from './ownership';

const CART = '6f1c2a9e-3b1d-4c55-9a51-0d1e2f3a4b5c';
const OTHER = '0b7e4c2d-8a9f-4e31-b6c7-d8e9f0a1b2c3';

describe('checkoutOwnership', () => {
  it('lets the visitor check out the cart their cookie names', () => {
    expect(checkoutOwnership({ cookieCartId: CART, cartId: CART, booked: false })).toBe('own');
    expect(checkoutOwnership({ cookieCartId: CART, cartId: CART, booked: true })).toBe('own');
  });

  it('answers a booked cart that is no longer the cookie\'s (another tab finished it) as booked, not refused', () => {
    expect(checkoutOwnership({ cookieCartId: null, cartId: CART, booked: true })).toBe('booked');
    expect(checkoutOwnership({ cookieCartId: OTHER, cartId: CART, booked: true })).toBe('booked');
  });

  it('refuses any other cart, with or without a cookie', () => {
    expect(checkoutOwnership({ cookieCartId: OTHER, cartId: CART, booked: false })).toBe('foreign');
    expect(checkoutOwnership({ cookieCartId: null, cartId: CART, booked: false })).toBe('foreign');
  });
});
