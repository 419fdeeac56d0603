// zod/mini: parsed in the browser on every page; classic zod would add tens of kilobytes.
import * as z from 'zod/mini';

export const CHAT_EXCLUSIONS_URL = '/routesToExclude.json';

const responseSchema = z.object({ desktop: z.array(z.string()) });

function normalise(path: string): string {
  const trimmed = path.trim().split(/[?#]/)[0] ?? '';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '').toLowerCase() : withSlash;
}

/** True when `pathname` is a listed route or lies under one (/iv2/cart hides /iv2/cart/...). */
export function isChatExcluded(pathname: string, excluded: readonly string[]): boolean {
  const path = normalise(pathname);
  return excluded.some((route) => {
    const base = normalise(route);
    if (base === '/') return path === '/';
    return path === base || path.startsWith(`${base}/`);
  });
}

/** Spec 8: a failed load of the exclusion list shows chat everywhere, silently. */
export async function fetchChatExclusions(fetchImpl: typeof fetch = fetch): Promise<string[]> {
  try {
    const response = await fetchImpl(CHAT_EXCLUSIONS_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) return [];
    const parsed = responseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.desktop : [];
  } catch {
    return [];
  }
}
