/**
 * Words of a visitor's question and of our help content, made comparable: lower case, accents
 * and punctuation gone, stop words dropped, a plural 's' taken off. Small on purpose: the corpus
 * is a few hundred FAQ answers and tips, written by us, so a dictionary stemmer would buy little.
 */

/** Words that say nothing about what a question is about. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further get got had has have having he her here hers herself ' +
    'him himself his how i if in into is it its itself just let me more most my myself no nor not now of off on once only or ' +
    'other our ours ourselves out over own please same she should so some such than that the their theirs them themselves then ' +
    'there these they this those through to too under until up very was we were what when where which while who whom why will ' +
    'with would you your yours yourself yourselves hi hello hey thanks thank much many also there anyone someone tell know ' +
    'dont doesnt didnt cant isnt arent wont im ive id youre us'
  ).split(' '),
);

/**
 * Words of a booking question that every product would match ("tickets for a show tonight"):
 * left out of the product search, kept for matching our FAQ answers, where they do tell apart.
 */
export const PRODUCT_SEARCH_NOISE: ReadonlySet<string> = new Set(
  'ticket tickets book booking booked buy buying price prices cost costs cheap cheapest deal deals want need find looking look tonight today tomorrow reserve reservation las vegas'.split(' '),
);

/** Lower case, accents removed, every run of other characters a single space; apostrophes vanish (don't -> dont). */
function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/**
 * Takes a plural 's' off: parties -> party, passes -> pass, shows -> show, tips -> tip. Words
 * ending in 'ss', 'us' or 'is' are no plurals (pass, bus, this), and short words are left alone.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The words of a text that carry its meaning, normalised and stemmed, in order (repeats kept). */
export function normaliseWords(text: string): string[] {
  return plainWords(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/** The words to send to the product search: meaningful, unstemmed (the search stems itself), no booking noise, no repeats. */
export function productSearchWords(text: string): string[] {
  const words = plainWords(text).filter((word) => !STOP_WORDS.has(word) && !PRODUCT_SEARCH_NOISE.has(word) && word.length > 1);
  return [...new Set(words)];
}

/**
 * Our answers are Markdown (the content pages render them); the console shows text. Links keep
 * their text, emphasis and code marks go, list markers and headings go, whitespace is folded.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
