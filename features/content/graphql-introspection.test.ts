// APP_MODE=production: introspection is refused; the site's own documents still work.
process.env.APP_MODE = 'production';

import { describe, expect, it } from 'vitest';
import { handleGraphqlRequest } from './graphql-handler';

function post(query: string): Request {
  return new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
}

describe('GraphQL introspection in production', () => {
  it('refuses __schema and __type', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { fields { name } } }']) {
      const response = await handleGraphqlRequest(post(query));
      const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      expect(body.data, query).toBeUndefined();
      expect(body.errors?.[0]?.message, query).toMatch(/^GraphQL introspection has been disabled, but the requested query contained the field "__(schema|type)"\.$/);
    }
  });

  it('still answers __typename', async () => {
    const response = await handleGraphqlRequest(post('{ __typename }'));
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
