import 'server-only';
import { listEntriesOfTypes } from '@/features/content/queries';
import { contentTags } from '@/features/content/tags';
import type { ContentEntry, Widget } from '@/features/content/types';
import { getStore } from '@/lib/cache/cache-handler.mjs';
import { CONTENT_PAGE_PATHS } from '@/lib/config/content-pages';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { buildHelpIndex, type HelpDocument, type HelpIndex } from './scoring';
import { markdownToPlainText } from './text';
import type { HelpAnswer } from './types';

/** A document of the help corpus: what the index scores, and the answer the console shows. */
export type HelpCorpusDocument = HelpDocument & { readonly answer: HelpAnswer };

const SERVED_PAGES: ReadonlySet<string> = new Set(CONTENT_PAGE_PATHS);

/** The path the site serves a page entry at (`/nightlife/` -> `/nightlife`), or null when it serves none there. */
function servedPath(entryUrl: string): string | null {
  const path = entryUrl.length > 1 && entryUrl.endsWith('/') ? entryUrl.slice(0, -1) : entryUrl;
  return SERVED_PAGES.has(path) ? path : null;
}

function widgetsOf(entry: ContentEntry & { type: 'page' }): readonly Widget[] {
  return [...entry.data.content.widgets, ...(entry.data.content.productLandingWidgets ?? [])];
}

/**
 * The FAQ entries and tips of our content, as help documents: the FAQ widgets and tips widgets of
 * every page the site serves (linked to that page), and the reusable tip blocks (no page of their
 * own). A page entry at a url the site does not serve is no published content and is left out.
 * The same question with the same answer on two pages is one document (the first page's).
 */
export function helpDocumentsFromEntries(entries: readonly ContentEntry[]): HelpCorpusDocument[] {
  const documents: HelpCorpusDocument[] = [];
  const seen = new Set<string>();
  const add = (kind: HelpAnswer['kind'], title: string, body: string, source: HelpAnswer['source']) => {
    const text = markdownToPlainText(body);
    const key = `${kind}\u0000${title.trim().toLowerCase()}\u0000${text.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    const id = `${kind}-${documents.length + 1}`;
    documents.push({ id, title, body: text, answer: { id, kind, title, text, source } });
  };

  for (const entry of entries) {
    if (entry.type === 'tip') {
      add('tip', entry.data.text, entry.data.blurb ?? '', null);
      continue;
    }
    if (entry.type !== 'page') continue;
    const path = servedPath(entry.url);
    if (path === null) continue;
    const source = { title: entry.data.content.pageHeader ?? entry.data.name, href: path };
    for (const widget of widgetsOf(entry)) {
      if (widget.widgetType === 'FAQ') for (const { question, answer } of widget.entries) add('faq', question, answer, source);
      else if (widget.widgetType === 'tips') for (const tip of widget.tips) add('tip', tip.text, tip.blurb ?? '', source);
    }
  }
  return documents;
}

/**
 * Built once per process from the content entries and kept for a short while: a question costs
 * no database read and no re-indexing. A content write expires the content tags (through
 * Next's revalidateTag or publishInvalidation, on this server or by NOTIFY from another); the
 * next question after that rebuilds, so an edited answer is seen at once, and the TTL bounds
 * what a missed invalidation could leave behind.
 */
export const HELP_CORPUS_TTL_MS = 5 * 60 * 1000;

const CORPUS_TAGS = [contentTags.all, contentTags.entries];

type Built = { readonly db: Db; readonly builtAt: number; readonly index: Promise<HelpIndex<HelpCorpusDocument>> };
let built: Built | undefined;

function contentChangedSince(time: number): boolean {
  const { revalidatedAt } = getStore();
  return CORPUS_TAGS.some((tag) => (revalidatedAt.get(tag) ?? -Infinity) >= time);
}

export async function loadHelpIndex(db: Db): Promise<HelpIndex<HelpCorpusDocument>> {
  return buildHelpIndex(helpDocumentsFromEntries(await listEntriesOfTypes(['page', 'tip'], db)));
}

/** The help index of this process's database, built on first use and again once stale. */
export async function getHelpIndex(now = Date.now()): Promise<HelpIndex<HelpCorpusDocument>> {
  const db = await getDb();
  const current = built;
  if (current && current.db === db && now - current.builtAt < HELP_CORPUS_TTL_MS && !contentChangedSince(current.builtAt)) return current.index;
  const index = loadHelpIndex(db);
  const next: Built = { db, builtAt: now, index };
  built = next;
  // A failed build is not kept: the next question tries again.
  index.catch(() => {
    if (built === next) built = undefined;
  });
  return index;
}
