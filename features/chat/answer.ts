import 'server-only';
import { searchSite } from '@/features/sitesearch/queries';
import { getFlags } from '@/lib/config/flags';
import { getSiteSettings } from '@/lib/config/site-settings';
import { getDb } from '@/lib/db/database';
import { enforceLimits, throttleKey } from '@/lib/security/throttle';
import { CHAT_COPY } from './copy';
import { routes } from '@/lib/routes';
import { getHelpIndex } from './corpus';
import { detectIntents } from './intents';
import { rankDocuments } from './scoring';
import { productSearchWords } from './text';
import type { ChatAnswer, ProductLink } from './types';

export const MAX_ANSWERS = 3;

/**
 * Questions per client address per 15-minute window (lib/security/throttle.ts): a visitor asking
 * one thing after another, not a script running the site search and the corpus in a loop.
 */
export const CHAT_ANSWERS_MAX_PER_IP = 60;

/** answerQuestion for a visitor at `ip`, counted first; TooManyAttempts (429) past the allowance. */
export async function answerVisitorQuestion(question: string, ip: string): Promise<ChatAnswer> {
  await enforceLimits(await getDb(), [{ key: throttleKey('chat-answer-ip', ip), max: CHAT_ANSWERS_MAX_PER_IP }], CHAT_COPY.answersThrottled(getSiteSettings().phone));
  return answerQuestion(question);
}
export const MAX_PRODUCTS = 3;

/** Products of the site search for the question's meaningful words; none when it has none. */
async function matchingProducts(question: string): Promise<ProductLink[]> {
  const words = productSearchWords(question);
  if (words.length === 0) return [];
  const page = await searchSite(words.join(' '), 0, MAX_PRODUCTS);
  return page.results.map((product) => ({ id: product.id, name: product.name, href: product.href, location: product.location }));
}

/**
 * The console's answer to a question, from our own content only: the pages that do what it asks
 * (intents), the best FAQ answers and tips, and matching products. Empty lists when nothing fits:
 * the console then says so and offers the phone and the message form.
 */
export async function answerQuestion(rawQuestion: string): Promise<ChatAnswer> {
  const question = rawQuestion.trim();
  const actions = detectIntents(question, {
    orderLookup: getFlags().disableOrderViewer ? null : routes.ordersSearch.build(),
    forgotPassword: routes.forgotPassword.build(),
  });
  const [index, products] = await Promise.all([getHelpIndex(), matchingProducts(question)]);
  const answers = rankDocuments(index, question, MAX_ANSWERS).map(({ document }) => document.answer);
  return { question, actions, answers, products };
}
