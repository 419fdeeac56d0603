/** A deal whose end the details page counts down to (storefront 9, deadline timer). */
export interface DealDeadline {
  /** The deal's name, e.g. 'Save up to 25%'. */
  readonly name: string;
  /** The absolute end (ISO instant): the page may be cached, so the time left is counted in the browser. */
  readonly endsAt: string;
}
