import Link from 'next/link';
import { routes } from '@/lib/routes';
import styles from './not-found-view.module.css';

export const NOT_FOUND_TITLE = 'PAGE NOT FOUND';
export const NOT_FOUND_MESSAGE =
  'The page you requested is sleeping off a hangover. Please choose a site section from the links below.';
/** Document title of the not-found page (spec 2.11), never templated with the brand. */
export const NOT_FOUND_DOCUMENT_TITLE = '404 Error Page';

const content = (segment: string) => routes.contentPage.build({ segments: [segment] });

const SECTIONS = [
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
  return (
    <section className={styles.wrap} aria-labelledby="not-found-title" data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {NOT_FOUND_TITLE}
      </h1>
      <p className={styles.message}>{NOT_FOUND_MESSAGE}</p>
      <nav aria-label="Site sections">
        <ul className={styles.sections}>
          {SECTIONS.map((section) => (
            <li key={section.label}>
              <Link href={section.href} prefetch={false} className={styles.section}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
