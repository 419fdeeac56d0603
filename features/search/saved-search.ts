import Cookies from 'js-cookie';
import * as z from 'zod/mini';
import { PERSISTED_STATE_TTL_DAYS } from '@/lib/config/constants';
import { WIDGET_TYPES, type WidgetType } from '@/lib/config/product-types';

/**
 * Ticket-buying 7's "Save search widget" (productType, formId, preferredProductId, default
 * 'any'): every search a widget launches is saved under the widget's form id, with its category
 * and filters, in one first-party cookie (the widgets' other state lives in cookies too, and a
 * cached page must not depend on it: it is read after hydration). The widget of that form id
 * re-opens on the saved search: its tab, its category and filters; the dates come from the
 * date cookies (search-cookies.ts).
 */
export const SAVED_SEARCH_COOKIE = 'searchWidget';

/** The forms a visitor uses; older saves drop off so the cookie stays small. */
export const SAVED_SEARCH_MAX_FORMS = 8;

const formIdSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/));

export const savedSearchSchema = z.object({
  productType: z.custom<WidgetType>((value) => typeof value === 'string' && (WIDGET_TYPES as readonly string[]).includes(value)),
  formId: formIdSchema,
  preferredProductId: z._default(z.union([z.literal('any'), z.number().check(z.int(), z.positive())]), 'any'),
  categoryId: z.optional(z.union([z.literal('all'), z.number().check(z.int(), z.positive())])),
  filterCode: z.optional(z.string().check(z.maxLength(300))),
});

export type SavedSearchInput = z.input<typeof savedSearchSchema>;
export type SavedSearch = z.output<typeof savedSearchSchema>;

const storeSchema = z.array(savedSearchSchema);

function readStore(): SavedSearch[] {
  const raw = Cookies.get(SAVED_SEARCH_COOKIE);
  if (!raw) return [];
  try {
    const parsed = z.safeParse(storeSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Saves a widget's search (newest first, one per form id); an invalid one is refused and saves nothing. */
export function saveSearchWidget(input: SavedSearchInput): SavedSearch | null {
  const parsed = z.safeParse(savedSearchSchema, input);
  if (!parsed.success) return null;
  const saved = parsed.data;
  const store = [saved, ...readStore().filter((s) => s.formId !== saved.formId)].slice(0, SAVED_SEARCH_MAX_FORMS);
  Cookies.set(SAVED_SEARCH_COOKIE, JSON.stringify(store), {
    path: '/',
    expires: PERSISTED_STATE_TTL_DAYS,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  return saved;
}

/** The last search saved by this form, or null (none, or a cookie that no longer parses). */
export function readSavedSearchWidget(formId: string): SavedSearch | null {
  return readStore().find((s) => s.formId === formId) ?? null;
}
