import Link from 'next/link';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  readonly label: string;
  /** Omitted for the current page, the last crumb. */
  readonly href?: string;
}

/** 'VEGAS > SHOWS > name > …': the trail above a product, seat or checkout page; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`} aria-current={crumb.href === undefined ? 'page' : undefined}>
            {crumb.href === undefined ? crumb.label : crumb.href === '/' ? <Link href="/">{crumb.label}</Link> : <a href={crumb.href}>{crumb.label}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
