'use client';

import { useLayoutEffect, useSyncExternalStore } from 'react';
import Link from 'next/link';
import {
  SIGN_IN_BANNER_ATTRIBUTE,
  SIGN_IN_BANNER_HIDDEN,
  SIGN_IN_BANNER_STORAGE_KEY,
} from './sign-in-banner-script';
import { useVisitorData } from '@/lib/visitor-data';
import styles from './sign-in-banner.module.css';

const CHANGED_EVENT = 'sign-in-banner-changed';

// Where local storage is blocked, a close still holds for the rest of this page's life.
let closedWithoutStorage = false;

function readHidden(): boolean {
  try {
    return closedWithoutStorage || window.localStorage.getItem(SIGN_IN_BANNER_STORAGE_KEY) === '1';
  } catch {
    return closedWithoutStorage;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SIGN_IN_BANNER_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

// The server cannot know: it renders the banner, and the inline <head> script hides it
// before paint for visitors who closed it. React then reads the real value after hydration.
const serverSnapshot = () => false;

/**
 * Spec 1 / 4: shown to signed-out visitors until closed; the closed state is remembered in
 * local storage. The cached page renders it for everybody; the visitor data hides it from a
 * signed-in member once it arrives.
 */
export function SignInBanner({ siteName, loginHref }: { siteName: string; loginHref: string }) {
  const hidden = useSyncExternalStore(subscribe, readHidden, serverSnapshot);
  const signedIn = useVisitorData().data.loggedIn;

  useLayoutEffect(() => {
    // Development Strict Mode resets <html> attributes on its remount; re-apply before paint.
    if (hidden) document.documentElement.setAttribute(SIGN_IN_BANNER_ATTRIBUTE, SIGN_IN_BANNER_HIDDEN);
  }, [hidden]);

  if (hidden || signedIn) return null;

  const close = () => {
    try {
      window.localStorage.setItem(SIGN_IN_BANNER_STORAGE_KEY, '1');
    } catch {
      closedWithoutStorage = true;
    }
    document.documentElement.setAttribute(SIGN_IN_BANNER_ATTRIBUTE, SIGN_IN_BANNER_HIDDEN);
    window.dispatchEvent(new Event(CHANGED_EVENT));
  };

  return (
    <section className={`${styles.banner} no-print`} aria-label="Member deals" data-testid="sign-in-banner">
      <div className={styles.inner}>
        <span className={styles.badge} aria-hidden="true">
          <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
            <path d="M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="4.5" cy="4.5" r="2" fill="currentColor" />
            <circle cx="11.5" cy="11.5" r="2" fill="currentColor" />
          </svg>
        </span>
        <p className={styles.text}>
          Welcome to {siteName}! <Link href={loginHref}>Sign in</Link> to see deals of up to 50% off.
        </p>
        <button type="button" className={styles.close} aria-label="Close" onClick={close}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
