'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { closeInsiderAuth, insiderAuthSucceeded, selectInsiderAuthTab as setTab, useInsiderAuth, type InsiderAuthTab } from '@/lib/insider-auth';
import { refreshVisitorData, useVisitorData } from '@/lib/visitor-data';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import styles from './insider-auth-modal.module.css';

export const INSIDER_MODAL_TITLE = 'Unlock Insider Rates';
export const INSIDER_MODAL_TEXT =
  'In order to display the best possible rates, this show requires their special rates to be password protected.';

/** What the page tells the modal (server knowledge: routes and whether Facebook is configured). */
export type InsiderAuthLinks = {
  /** This page: the confirmation link and Facebook bring the member back here, signed in. */
  readonly returnTo: string;
  readonly loginHref: string;
  readonly forgotPasswordHref: string;
  readonly facebook: boolean;
};

const TABS: readonly { id: InsiderAuthTab; label: string }[] = [
  { id: 'sign-up', label: 'Sign Up' },
  { id: 'sign-in', label: 'Sign In' },
];

/**
 * The insider sign-up / sign-in modal (ticket-buying 2, 4, 6): 'Sign Up' (default) and 'Sign In'
 * tabs, each with the password-protection text, the form, 'OR' and Facebook where configured. It
 * closes itself once the visitor is signed in: at once after a sign-in here, or when the visitor
 * data says so (the confirmation link of a sign-up opened in another tab; the store is asked
 * again whenever this tab comes back into view). Opened through lib/insider-auth (the prompt of
 * another feature), which also tells the prompt's panel to ask for its prices again.
 */
export function InsiderAuthModal({ returnTo, loginHref, forgotPasswordHref, facebook }: InsiderAuthLinks) {
  const { open, tab } = useInsiderAuth();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const signedIn = useVisitorData().data.loggedIn;
  const baseId = useId();
  const titleId = `${baseId}-title`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; browsers get the real modal (focus kept inside, Escape, backdrop).
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  // Spec 4: the sign-in modal closes when the login status becomes logged in.
  useEffect(() => {
    if (open && signedIn) insiderAuthSucceeded();
  }, [open, signedIn]);

  useEffect(() => {
    if (!open) return;
    const recheck = () => {
      if (document.visibilityState === 'visible') void refreshVisitorData({ force: true });
    };
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [open]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: InsiderAuthTab = event.key === 'Home' ? 'sign-up' : event.key === 'End' ? 'sign-in' : tab === 'sign-up' ? 'sign-in' : 'sign-up';
    setTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  const signedInHere = () => {
    // The header, banner and footer learn it too; the modal does not wait for them.
    void refreshVisitorData({ force: true });
    insiderAuthSucceeded();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid="insider-auth-modal"
      // Escape closes a modal dialog by itself: keep the toggle in step.
      onClose={closeInsiderAuth}
    >
      {open ? (
        <div className={styles.body}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {INSIDER_MODAL_TITLE}
            </h2>
            <button type="button" className={styles.close} aria-label="Close" onClick={closeInsiderAuth}>
              ×
            </button>
          </div>
          <div role="tablist" aria-label="Sign up or sign in" className={styles.tabs}>
            {TABS.map((t) => (
              <button
                key={t.id}
                id={`${baseId}-tab-${t.id}`}
                type="button"
                role="tab"
                aria-selected={tab === t.id}
                aria-controls={`${baseId}-panel-${t.id}`}
                tabIndex={tab === t.id ? 0 : -1}
                className={styles.tab}
                onClick={() => setTab(t.id)}
                onKeyDown={onTabKey}
              >
                {t.label}
              </button>
            ))}
          </div>
          {TABS.filter((t) => t.id === tab).map((t) => (
            <div key={t.id} id={`${baseId}-panel-${t.id}`} role="tabpanel" aria-labelledby={`${baseId}-tab-${t.id}`} className={styles.panel}>
              <p className={styles.text}>{INSIDER_MODAL_TEXT}</p>
              {t.id === 'sign-up' ? (
                <RegisterForm
                  loginHref={loginHref}
                  accountHref={returnTo}
                  onSignInInstead={() => setTab('sign-in')}
                  facebook={facebook}
                  facebookLabel="Register With Facebook"
                  framed={false}
                />
              ) : (
                <LoginForm
                  nextHref={returnTo}
                  onSignedIn={signedInHere}
                  forgotPasswordHref={forgotPasswordHref}
                  facebook={facebook}
                  facebookLabel="Login With Facebook"
                  framed={false}
                />
              )}
            </div>
          ))}
        </div>
      ) : null}
    </dialog>
  );
}
