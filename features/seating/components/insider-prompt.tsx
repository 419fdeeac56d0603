'use client';

import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { emailSignupSchema } from '@/features/email/schema';
import { openInsiderAuth } from '@/lib/insider-auth';
import { memberDealGranted } from '@/lib/member-deals';
import type { TicketSku } from '../types';
import styles from './ticket-panel.module.css';

export const INSIDER_PROMPT = 'Price drops for selected ticket types when you';
export const INSIDER_UNLOCKED = 'EXCLUSIVE Insider Rate Unlocked!';

/**
 * Insider pricing (ticket-buying 2, 6): while some ticket type has an insider price this visitor
 * does not get, 'Price drops for selected ticket types when you' Enter Email (or Sign Up, for
 * password-protected rates) or Sign In; once any insider rate applies, 'EXCLUSIVE Insider Rate
 * Unlocked!'. Entering an e-mail signs up for promotions, and the server answers with the member
 * deal; the panel then asks for its prices again. Sign Up and Sign In open the insider modal that
 * the page puts beside the panel (lib/insider-auth).
 */
export function InsiderPrompt({ skus, onUnlocked }: { skus: readonly TicketSku[]; onUnlocked: () => void }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const locked = skus.filter((s) => s.hasInsiderPrice && !s.insiderApplied);
  const unlocked = skus.some((s) => s.insiderApplied);
  if (locked.length === 0) {
    return unlocked ? (
      <p className={styles.insiderUnlocked} data-testid="insider-unlocked">
        {INSIDER_UNLOCKED}
      </p>
    ) : null;
  }
  const byEmail = locked.some((s) => !s.insiderPasswordProtected);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = z.safeParse(emailSignupSchema, { email, source: 'insider' });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const response = await fetch('/api/email-signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      if (!response.ok) {
        setError('Sorry, we could not sign you up. Please try again.');
        return;
      }
      memberDealGranted();
      setOpen(false);
      onUnlocked();
    } catch {
      setError('Sorry, we could not sign you up. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.insider} data-testid="insider-prompt">
      {unlocked ? <p className={styles.insiderUnlocked}>{INSIDER_UNLOCKED}</p> : null}
      <p>
        {INSIDER_PROMPT}{' '}
        {byEmail ? (
          <button type="button" className={styles.linkButton} aria-expanded={open} onClick={() => setOpen(!open)}>
            Enter Email
          </button>
        ) : (
          <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={() => openInsiderAuth('sign-up')}>
            Sign Up
          </button>
        )}{' '}
        or{' '}
        <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={() => openInsiderAuth('sign-in')}>
          Sign In
        </button>
      </p>
      {open ? (
        <form className={styles.insiderForm} onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor="insider-email">Email address</label>
          <input
            id="insider-email"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={error !== null}
            aria-describedby={error ? 'insider-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button-primary" disabled={sending}>
            Unlock Insider Rates
          </button>
          {error ? (
            <p id="insider-email-error" className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
