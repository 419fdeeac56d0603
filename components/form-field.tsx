import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './form-field.module.css';

/**
 * Label, control, optional hint and message, the hint and message tied to the control
 * (aria-describedby) for screen readers.
 */
function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input registered with react-hook-form. */
export function TextField({
  label,
  hint,
  error,
  registration,
  ...input
}: { label: string; hint?: string | undefined; error?: string | undefined; registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} {...registration} />
      )}
    </Field>
  );
}

/** A labelled native select registered with react-hook-form. */
export function SelectField({
  label,
  error,
  registration,
  options,
  ...select
}: {
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  options: readonly (readonly [value: string, text: string])[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <select id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select} {...registration}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled multi-line text area registered with react-hook-form. */
export function TextAreaField({
  label,
  error,
  registration,
  ...textarea
}: { label: string; error?: string | undefined; registration: UseFormRegisterReturn } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <textarea id={id} className={`${styles.input} ${styles.textarea}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} {...registration} />
      )}
    </Field>
  );
}
