import 'server-only';
import { searchSite } from '@/features/sitesearch/queries';
import { getFlags } from '@/lib/config/flags';
import { routes } from '@/lib/routes';
import { getHelpIndex } from './corpus';
import { detectIntents } from './intents';
import { rankDocuments } from './scoring';
import { productSearchWords } from './text';
import type { ChatAnswer, ProductLink } from './types';

export const MAX_ANSWERS = 3;
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
