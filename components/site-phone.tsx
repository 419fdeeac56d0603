'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { telHref } from './header/phone';
import styles from './site-phone.module.css';

/**
 * The site's phone (SITE_PHONE, read on the server by the layout) for client islands deep in the
 * tree, so a widget rendered in seven places needs no prop threaded through each.
 */
const SitePhone = createContext<string | null>(null);

export function SitePhoneProvider({ phone, children }: { phone: string | null; children: ReactNode }) {
  return <SitePhone.Provider value={phone}>{children}</SitePhone.Provider>;
}

export function useSitePhone(): string | null {
  return useContext(SitePhone);
}

/** Children this young are infants: air travel seats them on a lap, and rooms may need a crib. */
export const INFANT_MAX_AGE = 1;

/** Ticket-buying 1: "Phone support is mentioned for infant bookings." */
export function infantPhoneNote(phone: string): string {
  return `Travelling with an infant? Please call us at ${phone} and we will help you book.`;
}

/** The infant note with the phone as a tel: link; nothing when the site has no phone configured. */
export function InfantPhoneNote() {
  const phone = useSitePhone();
  if (!phone) return null;
  const [before, after] = infantPhoneNote(phone).split(phone);
  return (
    <p className={styles.note} data-testid="infant-phone-note">
      {before}
      <a href={telHref(phone)}>{phone}</a>
      {after}
    </p>
  );
}
