'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import * as z from 'zod/mini';
import styles from './site-header.module.css';

const searchBoxSchema = z.object({ rq: z.string().check(z.trim(), z.minLength(1, 'Field is required.'), z.maxLength(200)) });

/** The schema's first message about the text, or null when it may be searched. */
function problem(rq: string): string | null {
  const parsed = searchBoxSchema.safeParse({ rq });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Field is required.');
}

/**
 * The header's full-text search box (storefront 2.7): required, placeholder 'Search'. One field on
 * every page: plain state and zod/mini, no form library. Checked on submit first, then as the
 * visitor corrects the text.
 */
export function SiteSearchBox({ action }: { action: string }) {
  const router = useRouter();
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // Read from the form (the field is uncontrolled): what was typed before hydration counts too.
    const parsed = searchBoxSchema.safeParse({ rq: String(new FormData(event.currentTarget).get('rq') ?? '') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Field is required.');
      return;
    }
    setError(null);
    router.push(`${action}?${new URLSearchParams({ rq: parsed.data.rq })}`);
  };

  return (
    <form role="search" action={action} className={styles.searchBox} noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-rq`} className="visually-hidden">
        Search the site
      </label>
      <input
        id={`${id}-rq`}
        name="rq"
        type="search"
        placeholder="Search"
        maxLength={200}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          if (submitted) setError(problem(event.target.value));
        }}
      />
      <button type="submit">Search</button>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.searchError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
