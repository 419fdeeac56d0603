export interface TemplateStore {
  /** Folder for PGlite dumps and the builders' locks. */
  readonly dir: string;
  /** Prefix of the PostgreSQL template databases. */
  readonly prefix: string;
}

export type SeededTemplate = { readonly postgres: string } | { readonly pglite: string };

export const TEMPLATE_PREFIX: string;
export const TEMPLATE_STORE_ENV: string;
export function createTemplateStore(): TemplateStore;
export function inheritedTemplateStore(): TemplateStore | null;
export function templateStoreEnv(store: TemplateStore): Record<string, string>;
export function dropTemplateStore(store: TemplateStore, adminUrl: string | undefined, options?: { removeDir?: boolean }): Promise<void>;
export function seededTemplateFile(store: TemplateStore, kind: 'pglite' | 'postgres'): string;
export function findSeededTemplate(store: TemplateStore, kind: 'pglite' | 'postgres'): SeededTemplate | null;
