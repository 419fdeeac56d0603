import 'server-only';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { isProductionMode } from '@/lib/config/app-mode';
import { getEnv } from '@/lib/env';
import { withinBodyLimit } from '@/lib/http/read-body';
import { isEditorRequest } from './editor-auth';
import { contentSchema, maxStoreFieldsRule, type ContentContext } from './graphql-schema';

/** GraphQL documents are small; anything bigger is refused before it is parsed. */
export const MAX_GRAPHQL_BODY_BYTES = 64 * 1024;

// Next passes no server context the schema needs.
type ServerContext = object;

const limitStoreFields: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(maxStoreFieldsRule) };

/**
 * No introspection in production (issue 25 item 7): `__schema` and `__type` fail validation, so the
 * schema (editor mutations included) is not handed to whoever asks. graphql-js's own rule; the
 * site's documents never introspect. `__typename` stays allowed.
 */
const disableIntrospection: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) };

let yoga: ReturnType<typeof createYoga<ServerContext, ContentContext>> | undefined;

function contentYoga() {
  yoga ??= createYoga<ServerContext, ContentContext>({
    schema: contentSchema,
    graphqlEndpoint: '/api/graphql',
    // The route answers with the platform's Response, as Next expects of a route handler.
    fetchAPI: { Response, Request, Headers, URL, ReadableStream, TextEncoder, TextDecoder },
    context: ({ request }) => ({ editor: isEditorRequest(request.headers) }),
    // GraphiQL is a development aid: never served by a production build.
    graphiql: getEnv().NODE_ENV !== 'production',
    landingPage: false,
    batching: false,
    // Unexpected errors reach the client as "Unexpected error." (details in the server log only).
    maskedErrors: true,
    logging: getEnv().NODE_ENV === 'production' ? 'warn' : 'info',
    plugins: isProductionMode() ? [limitStoreFields, disableIntrospection] : [limitStoreFields],
  });
  return yoga;
}

function tooLarge(): Response {
  return Response.json({ errors: [{ message: 'The request body is too large.', extensions: { code: 'BAD_REQUEST' } }] }, { status: 413 });
}

/** Answers one request to /api/graphql (GET and POST): GraphQL errors as GraphQL responses, never a 500. */
export async function handleGraphqlRequest(request: Request): Promise<Response> {
  // Read once, counted as it streams (a chunked or falsely declared body is cut at the limit).
  const bounded = await withinBodyLimit(request, MAX_GRAPHQL_BODY_BYTES);
  if (bounded === null) return tooLarge();
  request = bounded;
  return contentYoga().handleRequest(request, {});
}
