import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './account-forms.module.css';

/** A labelled input whose message is tied to it (aria-describedby) for screen readers. */
export function TextField({
  label,
  error,
  registration,
  ...input
}: { label: string; error?: string; registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
