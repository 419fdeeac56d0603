/**
 * The payment option a visitor chose last on billing (card or PayPal), kept in this browser so
 * the next checkout starts with it. Storefront 4: signing out clears it.
 */
export const PAYMENT_OPTION_KEY = 'vg:paymentOption';

export type PaymentOption = 'card' | 'paypal';

export function readStoredPaymentOption(): PaymentOption | null {
  try {
    const value = window.localStorage.getItem(PAYMENT_OPTION_KEY);
    return value === 'card' || value === 'paypal' ? value : null;
  } catch {
    return null;
  }
}

export function storePaymentOption(option: PaymentOption): void {
  try {
    window.localStorage.setItem(PAYMENT_OPTION_KEY, option);
  } catch {
    // Storage refused (private mode): the next checkout starts with the card.
  }
}

export function clearStoredPaymentOption(): void {
  try {
    window.localStorage.removeItem(PAYMENT_OPTION_KEY);
  } catch {
    // nothing stored
  }
}
