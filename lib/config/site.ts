import { routes } from '../routes/routes';
import type { LinePage } from './product-types';

/**
 * Default site chrome (storefront 2.13). The header navigation can be replaced by content
 * from the content service; this is what shows when it is not.
 */

export interface NavLink {
  readonly label: string;
  readonly href: string;
}

export interface NavItem extends NavLink {
  /** Opens on hover; the parent link itself stays navigable. */
  readonly children?: readonly NavLink[];
}

const content = (...segments: [string, ...string[]]) => routes.contentPage.build({ segments });
const line = (key: LinePage) => routes.linePage.build({ line: key });

export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Hotels', href: line('resorts') },
  { label: 'Air+Hotel', href: routes.airHotelLanding.build() },
  { label: 'Shows', href: line('shows') },
  { label: 'Tours', href: line('tours') },
  { label: 'Attractions', href: line('attractions') },
  {
    label: 'Clubs',
    href: content('nightlife'),
    children: [
      { label: 'Pool Clubs', href: line('poolClubs') },
      { label: "New Year's Eve", href: content('nightlife', 'new-years-eve') },
      { label: 'Nightclubs', href: line('nightclubs') },
      { label: 'Bars', href: line('bars') },
      { label: 'Strip Clubs', href: line('stripClubs') },
      { label: 'Gay Bars', href: line('gayClubs') },
    ],
  },
  { label: 'Weddings', href: content('weddings') },
  {
    label: 'More',
    href: content('lounge'),
    children: [
      { label: 'Guide', href: content('lounge', 'guide') },
      { label: 'Blog', href: content('lounge', 'blog') },
      { label: 'Dining', href: line('restaurants') },
      { label: 'Festivals', href: content('lounge', 'festivals') },
      { label: 'Downtown', href: content('lounge', 'downtown') },
      { label: 'Gaming', href: content('gaming') },
      { label: 'Gift Card', href: routes.giftcard.build() },
      { label: 'Golf', href: content('lounge', 'golf') },
      { label: 'Group Bookings', href: content('lounge', 'group-bookings') },
      { label: 'Events', href: content('lounge', 'events') },
      { label: 'Holidays', href: content('lounge', 'holidays') },
      { label: 'Shopping', href: line('shopping') },
      { label: 'Spas', href: line('spas') },
      { label: 'Sports', href: content('lounge', 'sports') },
      { label: 'Transportation', href: content('lounge', 'transportation') },
    ],
  },
  { label: 'Deals', href: content('deals') },
];

export interface FooterLinkGroup {
  readonly heading: string;
  readonly links: readonly NavLink[];
}

export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    heading: 'About',
    links: [
      { label: 'About Us', href: content('about-us') },
      { label: 'Contact Us', href: content('contact-us') },
      { label: 'Privacy Policy', href: content('privacy-policy') },
      { label: 'Terms of Use', href: content('terms-of-use') },
      { label: 'Best Price Guarantee', href: content('best-price-guarantee') },
      { label: 'Careers', href: content('careers') },
    ],
  },
  {
    heading: 'Book',
    links: [
      { label: 'Hotels', href: line('hotels') },
      { label: 'Shows', href: line('shows') },
      { label: 'Tours', href: line('tours') },
      { label: 'Attractions', href: line('attractions') },
      { label: 'Nightclubs', href: line('nightclubs') },
      { label: 'Air + Hotel', href: routes.airHotelLanding.build() },
      { label: 'Restaurants', href: line('restaurants') },
      { label: 'Gift Cards', href: routes.giftcard.build() },
      { label: "Today's Top Deals", href: content('deals', 'today') },
    ],
  },
];

export interface SocialLink extends NavLink {
  /** Icon key for the footer's icon set. */
  readonly network: 'facebook' | 'x' | 'instagram' | 'youtube' | 'pinterest';
}

/** External profiles; links open in a new tab with rel="noopener noreferrer". */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/vegasgo' },
  { network: 'x', label: 'X', href: 'https://x.com/vegasgo' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/vegasgo' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@vegasgo' },
  { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/vegasgo' },
];

export const PAYMENT_METHODS = ['Visa', 'Mastercard', 'American Express', 'Discover', 'PayPal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
