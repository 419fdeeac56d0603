/**
 * The not-found page's site sections for the content pages' error boundary, as literals: the
 * route table would put classic zod into every content page's JavaScript. A test keeps them
 * equal to NotFoundView's.
 */
export const ERROR_SECTIONS = [
  { label: 'Hotels', href: '/hotels' },
  { label: 'Shows', href: '/shows' },
  { label: 'Tours', href: '/tours' },
  { label: 'Attractions', href: '/attractions' },
  { label: 'Nightlife', href: '/nightlife' },
  { label: 'Restaurants', href: '/restaurant' },
  { label: 'Deals', href: '/deals' },
  { label: 'Home', href: '/' },
] as const;
