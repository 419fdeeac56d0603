'use client';

import type { MouseEvent, ReactNode } from 'react';
import Link from 'next/link';

/**
 * A link of the chat console. Opened as a popup (the header's Live Chat), the console stays
 * beside the site: the link opens in the window that opened it, which comes to the front. Opened
 * as a page of its own (a link, a blocked popup), it is an ordinary link.
 */
export function OpenerLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) return;
    try {
      opener.location.href = new URL(href, window.location.href).href;
      opener.focus();
      event.preventDefault();
    } catch {
      // An opener we may not steer (another site): follow the link here instead.
    }
  };
  return (
    <Link href={href} className={className} onClick={onClick} prefetch={false}>
      {children}
    </Link>
  );
}
