// What the order lookup says; shared by the endpoint and the form in the browser.
export const ORDER_LOOKUP_MESSAGES = {
  /** The same answer for a wrong e-mail and a wrong number: neither is confirmed to exist. */
  notFound: 'We could not find an order with that e-mail address and confirmation number.',
  throttled: 'Too many attempts to find an order. Please wait 15 minutes and try again.',
  failed: 'Something went wrong. Please try again.',
} as const;

export const ORDER_LOOKUP_URL = '/api/orders/lookup';

