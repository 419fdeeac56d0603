import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './form-field.module.css';

/** Label, control and message, the message tied to the control (aria-describedby) for screen readers. */
function Field({ label, error, children }: { label: string; error: string | undefined; children: (ids: { id: string; describedBy: string | undefined }) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined })}
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
  error,
  registration,
  ...input
}: { label: string; error?: string | undefined; registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  return (
    <Field label={label} error={error}>
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
