import 'server-only';
import { GraphQLError, GraphQLScalarType, Kind, type ValidationContext, type ValueNode, type ASTVisitor } from 'graphql';
import { createGraphQLError, createSchema } from 'graphql-yoga';
import { servedContentPath } from '@/lib/config/content-pages';
import { HEADER_ENTRY_URL, LAYOUT_TYPES, type ContentEntry } from './entry-schema';
import { deleteEntry, InvalidEntriesError, upsertEntry } from './mutations';
import { getEntry } from './queries';

/**
 * The content service's GraphQL schema (DESIGN 4, storefront 7 "entry"): `entry(url)` answers a
 * page, a product, the header (`/header/`, read as content.links.navigation) or a reusable block,
 * or null. Mutations go through the one validated write path and need the editor token
 * (`CONTENT_EDITOR_TOKEN`), checked by whoever builds the context. The same schema serves
 * `/api/graphql` (graphql-yoga) and the site's in-process reads (client.ts), so both answer alike.
 */

export type ContentContext = { editor?: boolean };

const typeDefs = /* GraphQL */ `
  "Any JSON value: page content and block bodies, validated by the content schema on write and read."
  scalar JSON

  enum LayoutType {
    ${LAYOUT_TYPES.join('\n    ')}
  }

  type SeoMeta {
    description: String
    robots: String
    pageTitle: String
    priority: Float
    updateFrequency: String
  }

  interface ContentEntry {
    url: String!
  }

  "Content page entry (storefront 3): content holds the layout's fields and widgets."
  type PageEntry implements ContentEntry {
    url: String!
    name: String!
    layoutId: String!
    type: LayoutType!
    dateBased: Boolean!
    seoMeta: SeoMeta!
    content: JSON!
    "Whether the site shows this page at its url: only the configured content paths are served, so a page stored elsewhere is kept but shown nowhere until its path is configured."
    served: Boolean!
  }

  type ProductFeature {
    name: String!
    description: String!
  }

  type FeaturedPhoto {
    url: String!
  }

  type SlideshowPhoto {
    url: String!
    height: Int!
    width: Int!
  }

  "Product entry of the content service (storefront 3)."
  type ProductEntry implements ContentEntry {
    url: String!
    id: Int!
    name: String!
    displayTitle: String
    productType: String!
    localPhoneNumber: String
    freePhoneNumber: String
    features: [ProductFeature!]!
    featuredLargePhoto: FeaturedPhoto
    slideshowPhotos: [SlideshowPhoto!]!
    summary: String
    description: String
    streetAddress: String
    longitude: Float
    latitude: Float
    mobileDescription: String
    slideShowUrl: String
    seoMeta: SeoMeta!
  }

  type NavigationLink {
    title: String!
    link: String!
  }

  type NavigationItem {
    title: String!
    link: String!
    dropdownLinks: [NavigationLink!]!
  }

  type HeaderLinks {
    navigation: [NavigationItem!]!
  }

  type HeaderContent {
    links: HeaderLinks!
  }

  "The header entry at /header/: the main nav as content.links.navigation."
  type HeaderEntry implements ContentEntry {
    url: String!
    content: HeaderContent!
  }

  "A reusable block: infoCard, linkFarm, headerBlock, promoBlock, tip, limitedTimeCalendarEntry, or an ad (type ad, at /ads/{adId}/)."
  type BlockEntry implements ContentEntry {
    url: String!
    type: String!
    data: JSON!
  }

  type Query {
    "The entry at a site path (with or without its trailing slash), or null."
    entry(url: String!): ContentEntry
    "The header entry (the same as entry(url: \\"${HEADER_ENTRY_URL}\\"))."
    header: HeaderEntry
  }

  type Mutation {
    "Creates or replaces an entry ({ url, type, data }); needs the editor token."
    upsertEntry(entry: JSON!): ContentEntry!
    "Deletes the entry at url; false when there was none. Needs the editor token."
    deleteEntry(url: String!): Boolean!
  }
`;

type EntryValue = { __typename: 'PageEntry' | 'ProductEntry' | 'HeaderEntry' | 'BlockEntry'; url: string } & Record<string, unknown>;

/** A stored entry as the GraphQL object its type names. */
export function toGraphqlEntry(entry: ContentEntry): EntryValue {
  switch (entry.type) {
    case 'page':
      return { __typename: 'PageEntry', url: entry.url, ...entry.data, served: servedContentPath(entry.url) !== null };
    case 'product':
      return { __typename: 'ProductEntry', url: entry.url, ...entry.data };
    case 'header':
      return { __typename: 'HeaderEntry', url: entry.url, ...entry.data };
    default:
      return { __typename: 'BlockEntry', url: entry.url, type: entry.type, data: entry.data };
  }
}

function literalValue(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => literalValue(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalValue(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}

const jsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => literalValue(node, variables),
});

function requireEditor(context: ContentContext): void {
  if (!context.editor) {
    throw createGraphQLError('Editing content needs the editor token (Authorization: Bearer <CONTENT_EDITOR_TOKEN>).', {
      extensions: { code: 'FORBIDDEN' },
    });
  }
}

/** Validation failures are the editor's to fix: a GraphQL error listing them, nothing written. */
async function asEditorErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof InvalidEntriesError) {
      throw createGraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', problems: error.problems } });
    }
    throw error;
  }
}

export const contentSchema = createSchema<ContentContext>({
  typeDefs,
  resolvers: {
    JSON: jsonScalar,
    ContentEntry: {
      __resolveType: (value: EntryValue) => value.__typename,
    },
    Query: {
      entry: async (_: unknown, args: { url: string }) => {
        const entry = await getEntry(args.url);
        return entry && toGraphqlEntry(entry);
      },
      header: async () => {
        const entry = await getEntry(HEADER_ENTRY_URL);
        return entry?.type === 'header' ? toGraphqlEntry(entry) : null;
      },
    },
    Mutation: {
      upsertEntry: async (_: unknown, args: { entry: unknown }, context: ContentContext) => {
        requireEditor(context);
        return toGraphqlEntry(await asEditorErrors(() => upsertEntry(args.entry)));
      },
      deleteEntry: async (_: unknown, args: { url: string }, context: ContentContext) => {
        requireEditor(context);
        return asEditorErrors(() => deleteEntry(args.url));
      },
    },
  },
});

/** Fields that read or write the store; everything else resolves from what they returned. */
const STORE_FIELDS = new Set(['entry', 'header', 'upsertEntry', 'deleteEntry']);
export const MAX_STORE_FIELDS = 10;

/**
 * A validation rule: at most MAX_STORE_FIELDS store fields in one document. Aliases would let one
 * 64 kB request ask for thousands of urls, each a database lookup (missing urls are not cached).
 */
export function maxStoreFieldsRule(context: ValidationContext): ASTVisitor {
  let count = 0;
  return {
    Field(node) {
      if (!STORE_FIELDS.has(node.name.value)) return;
      count += 1;
      if (count === MAX_STORE_FIELDS + 1) {
        context.reportError(new GraphQLError(`A request may ask for at most ${MAX_STORE_FIELDS} entries.`, { nodes: node }));
      }
    },
  };
}
