/**
 * The member-deals cookie's name (storefront 2.3, 6): set in the browser when a visitor arrives
 * from an e-mail campaign (utm_medium=email), read by the server to price insider rates. A module
 * of its own so server code can read the name without the browser hooks of lib/member-deals.
 */
export const MEMBER_DEALS_COOKIE = 'memberDeals';
