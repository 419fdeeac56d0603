'use client';

import { PageError } from '@/components/page-error';
import pageErrorStyles from '@/components/page-error.module.css';

/** The page-level error of the guest information and billing forms (storefront 8). */
export const FORM_ERRORS_TITLE = 'Please check your details';
export const FORM_ERRORS_MESSAGE = 'Some of the fields below need your attention:';

/**
 * The fields still in error, at the top of the form, after a submission that failed on them.
 * `attempt` counts those submissions: each one scrolls the summary into view and focuses it
 * again; corrections typed meanwhile only shorten the list.
 */
export function FormErrorSummary({ id, attempt, errors }: { id: string; attempt: number; errors: readonly { label: string; message: string }[] }) {
  if (attempt === 0 || errors.length === 0) return null;
  return (
    <PageError key={attempt} id={id} title={FORM_ERRORS_TITLE} message={FORM_ERRORS_MESSAGE} testId="form-errors">
      <ul className={pageErrorStyles.fields}>
        {errors.map((e) => (
          <li key={e.label}>
            {e.label}: {e.message}
          </li>
        ))}
      </ul>
    </PageError>
  );
}
