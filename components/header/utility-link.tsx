import type { ReactNode } from 'react';
import Link from 'next/link';
import styles from './site-header.module.css';

type UtilityLinkProps = {
  href: string;
  /** Extra class of the control that uses it (e.g. the cart's badge spacing). */
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  /** Served outside this app: a plain link (full page load), never the client router. */
  external?: boolean;
  children: ReactNode;
};

/** A link in the header's utility row (MY ACCOUNT, CART): one look for every slot. */
export function UtilityLink({ href, className, external = false, children, ...rest }: UtilityLinkProps) {
  const classes = className ? `${styles.utility} ${className}` : styles.utility;
  if (external) {
    return (
      <a href={href} className={classes} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} className={className ? `${styles.utility} ${className}` : styles.utility} {...rest}>
      {children}
    </Link>
  );
}
