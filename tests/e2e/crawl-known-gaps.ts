/**
 * Paths that answer 404 today although the site links to them. The crawl tests let exactly these
 * answer 404; a listed path that answers 200 is checked like any other page. Empty the lists as
 * the pages land.
 */

/** Content pages of the configured list that do not answer yet: none since the content pages landed. */
export const PENDING_CONTENT_PAGES: readonly string[] = [];

/**
 * Linked but built by no branch yet: none since the chat console (/chat, CHAT_URL's default)
 * landed. The footer's About pages are seeded content pages now.
 */
export const NOT_BUILT_YET: readonly string[] = [];

export const KNOWN_MISSING_PAGES: readonly string[] = [...PENDING_CONTENT_PAGES, ...NOT_BUILT_YET];
