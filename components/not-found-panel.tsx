import Link from 'next/link';
import styles from './not-found-view.module.css';

// Spec 2.11 texts. This module imports no route table, so a client error boundary can show the
// not-found page without shipping lib/routes (and classic zod) to the browser.
export const NOT_FOUND_TITLE = 'PAGE NOT FOUND';
export const NOT_FOUND_MESSAGE =
  'The page you requested is sleeping off a hangover. Please choose a site section from the links below.';
/** Document title of the not-found page (spec 2.11), never templated with the brand. */
export const NOT_FOUND_DOCUMENT_TITLE = '404 Error Page';

export type SiteSection = { readonly label: string; readonly href: string };

/** The not-found page's panel: title, message and the site sections to choose from. */
export function NotFoundPanel({ sections }: { sections: readonly SiteSection[] }) {
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
          {sections.map((section) => (
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
