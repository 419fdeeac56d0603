import { normaliseWords } from './text';

/**
 * Ranks help documents (an FAQ question with its answer, a tip with its blurb) against a
 * question. Each word of the question counts by how rare it is in the corpus (inverse document
 * frequency), fully when the document's title has it and half when only its body does. A score
 * is the share of the question's weight that the document covers, 0 to 1, so a question whose
 * words the corpus has never seen scores low against everything instead of matching by chance.
 */

export interface HelpDocument {
  readonly id: string;
  /** The FAQ question or the tip's text. */
  readonly title: string;
  /** The answer or the tip's blurb, as plain text. */
  readonly body: string;
}

interface IndexedDocument<D extends HelpDocument> {
  readonly document: D;
  readonly titleWords: ReadonlySet<string>;
  readonly bodyWords: ReadonlySet<string>;
}

export interface HelpIndex<D extends HelpDocument = HelpDocument> {
  readonly documents: readonly IndexedDocument<D>[];
  /** Documents that hold each word, in title or body. */
  readonly documentFrequency: ReadonlyMap<string, number>;
}

export interface ScoredDocument<D extends HelpDocument = HelpDocument> {
  readonly document: D;
  readonly score: number;
}

/** Below this share of the question's weight a document is not an answer. */
export const MIN_SCORE = 0.35;
const BODY_WEIGHT = 0.5;

export function buildHelpIndex<D extends HelpDocument>(documents: readonly D[]): HelpIndex<D> {
  const documentFrequency = new Map<string, number>();
  const indexed = documents.map((document) => {
    const titleWords = new Set(normaliseWords(document.title));
    const bodyWords = new Set(normaliseWords(document.body));
    for (const word of new Set([...titleWords, ...bodyWords])) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
    return { document, titleWords, bodyWords };
  });
  return { documents: indexed, documentFrequency };
}

/** Rarer words weigh more; a word no document has weighs most (smoothed, so it is finite). */
export function wordWeight(index: HelpIndex, word: string): number {
  const n = index.documents.length;
  return Math.log(1 + (n + 1) / ((index.documentFrequency.get(word) ?? 0) + 0.5));
}

/** Share of the question's weight the document covers: 1 when its title has every word. */
export function scoreDocument<D extends HelpDocument>(index: HelpIndex<D>, questionWords: readonly string[], document: IndexedDocument<D>): number {
  const words = [...new Set(questionWords)];
  let total = 0;
  let covered = 0;
  for (const word of words) {
    const weight = wordWeight(index, word);
    total += weight;
    if (document.titleWords.has(word)) covered += weight;
    else if (document.bodyWords.has(word)) covered += weight * BODY_WEIGHT;
  }
  return total === 0 ? 0 : covered / total;
}

/**
 * The best documents for a question, best first, at most `limit`, none below MIN_SCORE. Ties go
 * to the shorter title (the more specific question), then to corpus order.
 */
export function rankDocuments<D extends HelpDocument>(index: HelpIndex<D>, question: string, limit = 3): ScoredDocument<D>[] {
  const words = normaliseWords(question);
  if (words.length === 0) return [];
  return index.documents
    .map((entry, order) => ({ entry, order, score: scoreDocument(index, words, entry) }))
    .filter(({ score }) => score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.entry.titleWords.size - b.entry.titleWords.size || a.order - b.order)
    .slice(0, limit)
    .map(({ entry, score }) => ({ document: entry.document, score }));
}
