import 'server-only';
import { execute, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { ClientError, gql, GraphQLClient } from 'graphql-request';
import { unstable_cache } from 'next/cache';
import type { NavItem } from '@/lib/config/site';
import { getEnv } from '@/lib/env';
import { contentEntrySchema, describeIssues, HEADER_ENTRY_URL, normalizeEntryUrl, type ContentEntry } from './entry-schema';
import { contentTags } from './tags';

/**
 * How the site reads the content service (DESIGN 4, storefront 7 "entry"): graphql-request
 * documents, executed in process against the app's own schema by default (no HTTP hop), or sent to
 * CONTENT_SERVICE_URL when it is set. Whatever answers is validated with the entry schema; a
 * failure of any kind (network, GraphQL errors, an invalid answer) is logged and read as "no entry",
 * so the caller falls back to the catalog, as the spec says.
 */

const ENTRY_FIELDS = gql`
  fragment EntryFields on ContentEntry {
    __typename
    url
    ... on PageEntry {
      name
      layoutId
      layoutType: type
      dateBased
      seoMeta {
        description
        robots
        pageTitle
      }
      pageContent: content
    }
    ... on ProductEntry {
      id
      name
      displayTitle
      productType
      localPhoneNumber
      freePhoneNumber
      features {
        name
        description
      }
      featuredLargePhoto {
        url
      }
      slideshowPhotos {
        url
        height
        width
      }
      summary
      description
      streetAddress
      longitude
      latitude
      mobileDescription
      slideShowUrl
      seoMeta {
        description
        robots
        pageTitle
        priority
        updateFrequency
      }
    }
    ... on HeaderEntry {
      headerContent: content {
        links {
          navigation {
            title
            link
            dropdownLinks {
              title
              link
            }
          }
        }
      }
    }
    ... on BlockEntry {
      blockType: type
      data
    }
  }
`;

/** The spec's query 'entry' with its variable url (for the header, /header/). */
export const ENTRY_QUERY = gql`
  query Entry($url: String!) {
    entry(url: $url) {
      ...EntryFields
    }
  }
  ${ENTRY_FIELDS}
`;

/** How long the site waits for an external content service before falling back. */
const EXTERNAL_TIMEOUT_MS = 3_000;
const FIVE_MINUTES = 300;

const parsedDocuments = new Map<string, DocumentNode>();

async function runInProcess<T>(document: string, variables: Record<string, unknown>): Promise<T> {
  // Loaded on first use: pages that never read content do not load the schema.
  const { contentSchema, maxStoreFieldsRule } = await import('./graphql-schema');
  let parsed = parsedDocuments.get(document);
  if (parsed === undefined) {
    parsed = parse(document);
    // Validated once, as a service over HTTP would: a document it would refuse fails here too.
    const problems = validate(contentSchema, parsed, [...specifiedRules, maxStoreFieldsRule]);
    if (problems.length > 0) throw new Error(problems.map((e) => e.message).join('; '));
    parsedDocuments.set(document, parsed);
  }
  const result = await execute({ schema: contentSchema, document: parsed, variableValues: variables, contextValue: {} });
  if (result.errors && result.errors.length > 0) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.data as T;
}

/**
 * After an external service fails, it is left alone for this long: every page render (the header
 * reads it on each) would otherwise wait for the time-out while the service is down.
 */
const EXTERNAL_BACKOFF_MS = 30_000;
const unavailableUntil = new Map<string, number>();

class ServiceBackingOff extends Error {}

async function runRemote<T>(serviceUrl: string, document: string, variables: Record<string, unknown>): Promise<T> {
  const until = unavailableUntil.get(serviceUrl);
  if (until !== undefined && Date.now() < until) throw new ServiceBackingOff('failed recently; not asked again yet');
  const client = new GraphQLClient(serviceUrl, { signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS) });
  try {
    const data = await client.request<T>(document, variables);
    unavailableUntil.delete(serviceUrl);
    return data;
  } catch (error) {
    // Down, timed out or failing (5xx): back off. An answer with GraphQL errors came from a live service.
    if (!(error instanceof ClientError) || error.response.status >= 500) unavailableUntil.set(serviceUrl, Date.now() + EXTERNAL_BACKOFF_MS);
    throw error;
  }
}

/** GraphQL answers null for absent optional fields; the entry schema leaves them out. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

/** A GraphQL entry object back into the stored form ({ url, type, data }), or undefined. */
function fromGraphql(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  // Fields of one name but different types in two members of the union are aliased (GraphQL
  // refuses to merge them): layoutType, pageContent, headerContent, blockType.
  const { __typename, url, ...fields } = withoutNulls(value) as { __typename?: string; url?: string } & Record<string, unknown>;
  switch (__typename) {
    case 'PageEntry': {
      const { layoutType, pageContent, ...rest } = fields;
      return { url, type: 'page', data: { ...rest, type: layoutType, content: pageContent } };
    }
    case 'ProductEntry':
      return { url, type: 'product', data: fields };
    case 'HeaderEntry':
      return { url, type: 'header', data: { content: fields.headerContent } };
    case 'BlockEntry':
      return { url, type: fields.blockType, data: fields.data };
    default:
      return undefined;
  }
}

async function queryEntry(url: string, serviceUrl: string | undefined): Promise<ContentEntry | null> {
  const variables = { url };
  const data = serviceUrl
    ? await runRemote<{ entry: unknown }>(serviceUrl, ENTRY_QUERY, variables)
    : await runInProcess<{ entry: unknown }>(ENTRY_QUERY, variables);
  if (data.entry === null || data.entry === undefined) return null;
  const parsed = contentEntrySchema.safeParse(fromGraphql(data.entry));
  if (!parsed.success) throw new Error(`invalid entry in the answer: ${describeIssues(parsed.error).join('; ')}`);
  return parsed.data;
}

class NoEntry extends Error {}

/** `serviceUrl`: where to send the documents (null: in process); CONTENT_SERVICE_URL when left out. */
export type ServiceOptions = { serviceUrl?: string | null };

/**
 * The content entry at a site path, or null: none there, or the content service failed (logged).
 * In process the schema's own read is cached and tagged per entry url; an external service's
 * answers are cached here under the same tags for five minutes (only found entries, never failures).
 */
export async function fetchContentEntry(url: string, options: ServiceOptions = {}): Promise<ContentEntry | null> {
  const key = normalizeEntryUrl(url);
  if (key === null) return null;
  const serviceUrl = options.serviceUrl === undefined ? getEnv().CONTENT_SERVICE_URL : (options.serviceUrl ?? undefined);
  try {
    if (!serviceUrl) return await queryEntry(key, undefined);
    return await unstable_cache(
      async () => {
        const entry = await queryEntry(key, serviceUrl);
        if (entry === null) throw new NoEntry();
        return entry;
      },
      ['content-service', serviceUrl, key],
      { tags: [contentTags.all, contentTags.entry(key)], revalidate: FIVE_MINUTES },
    )();
  } catch (error) {
    if (error instanceof NoEntry || error instanceof ServiceBackingOff) return null;
    // graphql-request's messages carry the whole request and response: the start says enough.
    console.warn(`[content] entry ${key} could not be read (${serviceUrl ?? 'in process'}): ${(error as Error).message.slice(0, 300)}`);
    return null;
  }
}

/**
 * The main nav of the header entry (content.links.navigation) in the chrome's shape, or null
 * when there is none or it cannot be read (the header then shows its default nav, MAIN_NAV).
 */
export async function fetchHeaderNavigation(options: ServiceOptions = {}): Promise<NavItem[] | null> {
  const entry = await fetchContentEntry(HEADER_ENTRY_URL, options);
  if (entry?.type !== 'header') return null;
  return entry.data.content.links.navigation.map((item) => ({
    label: item.title,
    href: item.link,
    ...(item.dropdownLinks.length > 0 ? { children: item.dropdownLinks.map((l) => ({ label: l.title, href: l.link })) } : {}),
  }));
}
