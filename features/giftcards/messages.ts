// What the gift card endpoints say; shared by the endpoints and the forms in the browser.
export const GIFT_CARD_BALANCE_MESSAGES = {
  notFound: 'We could not find that gift card. Please check the number and try again.',
  throttled: 'Too many gift card numbers were tried from your connection. Please wait 15 minutes and try again, or contact us if you need help with your card.',
  failed: 'Something went wrong. Please try again.',
} as const;

export const GIFT_CARD_EXPIRED_CARD = 'This card has expired.';

export const GIFT_CARD_PURCHASE_URL = '/api/giftcards';
export const GIFT_CARD_BALANCE_URL = '/api/giftcards/balance';
