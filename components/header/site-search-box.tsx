'use client';

import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import styles from './site-header.module.css';

const searchBoxSchema = z.object({ rq: z.string().check(z.trim(), z.minLength(1, 'Field is required.'), z.maxLength(200)) });
type SearchBox = z.infer<typeof searchBoxSchema>;

/** The header's full-text search box (storefront 2.7): required, placeholder 'Search'. */
export function SiteSearchBox({ action }: { action: string }) {
  const router = useRouter();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchBox>({ resolver: zodResolver(searchBoxSchema), defaultValues: { rq: '' }, mode: 'onSubmit' });
  const error = errors.rq?.message;
  return (
    <form
      role="search"
      action={action}
      className={styles.searchBox}
      noValidate
      onSubmit={handleSubmit(({ rq }) => router.push(`${action}?${new URLSearchParams({ rq })}`))}
    >
      <label htmlFor={`${id}-rq`} className="visually-hidden">
        Search the site
      </label>
      <input
        id={`${id}-rq`}
        type="search"
        placeholder="Search"
        maxLength={200}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register('rq')}
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
