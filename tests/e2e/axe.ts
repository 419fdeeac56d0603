import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * One axe check for every spec (issue 26 item 7): the WCAG 2.0, 2.1 and 2.2 A/AA rules
 * (target size is `target-size`, tag wcag22aa), so a page passes or fails the same way
 * whichever spec looks at it.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const SERIOUS = ['serious', 'critical'];

export type AxeOptions = {
  /** Only this part of the page (a CSS selector), e.g. a modal or `main`. */
  include?: string;
  /** Which impacts fail; serious and critical unless a spec asks for every violation. */
  impacts?: 'serious' | 'all';
};

/** Each failing violation of the page: its rule, how many nodes and the first few of them. */
export async function axeViolations(page: Page, options: AxeOptions = {}) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => options.impacts === 'all' || SERIOUS.includes(v.impact ?? ''))
    .map((v) => ({ rule: v.id, nodes: v.nodes.length, first: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
