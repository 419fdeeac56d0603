import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';

/**
 * One axe check for every spec (issue 26 item 7): the WCAG 2.0, 2.1 and 2.2 A/AA rules
 * (target size is `target-size`, tag wcag22aa), so a page passes or fails the same way
 * whichever spec looks at it.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const SERIOUS = ['serious', 'critical'];

/**
 * What one axe pass may add to a test's time: the WCAG 2.1/2.2 rules (target-size measures every
 * control against its neighbours) take tens of seconds over a seat map or a busy page on a
 * loaded two-core machine, which a test's default 30 s cannot also hold.
 */
const AXE_ALLOWANCE_MS = 60_000;

export type AxeOptions = {
  /** Only this part of the page (a CSS selector), e.g. a modal or `main`. */
  include?: string;
  /** Which impacts fail; serious and critical unless a spec asks for every violation. */
  impacts?: 'serious' | 'all';
};

/** Each failing violation of the page: its rule, how many nodes and the first few of them. */
export async function axeViolations(page: Page, options: AxeOptions = {}) {
  const info = test.info();
  // 0 is no time limit at all: leave it so.
  if (info.timeout > 0) info.setTimeout(info.timeout + AXE_ALLOWANCE_MS);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => options.impacts === 'all' || SERIOUS.includes(v.impact ?? ''))
    .map((v) => ({ rule: v.id, nodes: v.nodes.length, first: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
