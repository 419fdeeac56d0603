import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when the request carries the editor token (`Authorization: Bearer <CONTENT_EDITOR_TOKEN>`).
 * Without a configured token nobody edits over GraphQL (the import script still can). A header
 * a browser never sends on its own, so a cross-site form cannot borrow an editor's rights.
 */
export function isEditorRequest(headers: Headers, token: string | undefined = getEnv().CONTENT_EDITOR_TOKEN): boolean {
  if (token === undefined) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  if (!match?.[1]) return false;
  // Equal-length digests: the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(match[1]), digest(token));
}
