import Link from 'next/link';
import type { ReactNode } from 'react';

/** A link of an entry: site paths through next/link, other sites in a new tab. */
export function SiteLink({ href, className, children }: { href: string; className?: string | undefined; children: ReactNode }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className} prefetch={false}>
      {children}
    </Link>
  );
}
