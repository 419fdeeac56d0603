/**
 * Cache tags of content reads. A page that shows an entry carries its entry tag, so a change of
 * that entry (mutations.ts) expires exactly the pages that show it; the header entry's tag is on
 * every page that renders the content nav. `all` is for wholesale changes (an import).
 */
export const contentTags = {
  all: 'content',
  entry: (url: string) => `content:entry:${url}`,
  /** Reads over the set of entries (the sitemaps): expired by every write, whatever its url. */
  entries: 'content:entries',
} as const;
