import type { ActionLink } from './types';
import { CHAT_COPY } from './copy';
import { normaliseWords } from './text';

/**
 * Questions our own pages answer better than any text: finding an order (the order lookup, by
 * e-mail and confirmation number) and a forgotten password. Only what the site really does: no
 * intent for refunds or changes, which a person decides.
 */
const ORDER_WORDS: ReadonlySet<string> = new Set(['order', 'confirmation', 'booking', 'reservation', 'receipt']);
const ORDER_HINTS: ReadonlySet<string> = new Set(['find', 'lookup', 'look', 'where', 'status', 'check', 'see', 'view', 'lost', 'number', 'email', 'e', 'mail', 'confirmation', 'ticket']);
const SIGN_IN_WORDS: ReadonlySet<string> = new Set(['login', 'signin', 'sign', 'log', 'account']);
const FORGOT_WORDS: ReadonlySet<string> = new Set(['forgot', 'forgotten', 'reset', 'lost', 'remember']);

export interface IntentTargets {
  /** The order lookup page; null where the order viewer is switched off. */
  readonly orderLookup: string | null;
  readonly forgotPassword: string;
}

/** The pages that do what the question asks, in a fixed order. */
export function detectIntents(question: string, targets: IntentTargets): ActionLink[] {
  const raw = new Set(question.toLowerCase().replace(/['’]/g, '').split(/[^a-z0-9]+/).filter(Boolean));
  const words = new Set([...normaliseWords(question), ...raw]);
  const has = (set: ReadonlySet<string>) => [...words].some((word) => set.has(word));
  const actions: ActionLink[] = [];
  // "order" alone is also a verb ("can I order tickets"): only with a word about finding one.
  const aboutOrder = words.has('confirmation') || (has(ORDER_WORDS) && has(ORDER_HINTS));
  if (aboutOrder && targets.orderLookup !== null) actions.push({ id: 'order-lookup', text: CHAT_COPY.orderLookup, href: targets.orderLookup });
  if (words.has('password') || (has(SIGN_IN_WORDS) && has(FORGOT_WORDS))) {
    actions.push({ id: 'forgot-password', text: CHAT_COPY.forgotPassword, href: targets.forgotPassword });
  }
  return actions;
}
