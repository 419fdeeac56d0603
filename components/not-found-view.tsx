import { routes } from '@/lib/routes';
import { NotFoundPanel } from './not-found-panel';

export { NOT_FOUND_DOCUMENT_TITLE, NOT_FOUND_MESSAGE, NOT_FOUND_TITLE } from './not-found-panel';

const content = (segment: string) => routes.contentPage.build({ segments: [segment] });

export const NOT_FOUND_SECTIONS = [
  { label: 'Hotels', href: routes.linePage.build({ line: 'hotels' }) },
  { label: 'Shows', href: routes.linePage.build({ line: 'shows' }) },
  { label: 'Tours', href: routes.linePage.build({ line: 'tours' }) },
  { label: 'Attractions', href: routes.linePage.build({ line: 'attractions' }) },
  { label: 'Nightlife', href: content('nightlife') },
  { label: 'Restaurants', href: routes.linePage.build({ line: 'restaurants' }) },
  { label: 'Deals', href: content('deals') },
  { label: 'Home', href: routes.home.build() },
] as const;

/** The not-found page of spec 2.11; also what a page shows in its error state until new content arrives. */
export function NotFoundView() {
  return <NotFoundPanel sections={NOT_FOUND_SECTIONS} />;
}
