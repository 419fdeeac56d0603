import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { chunkedRequest } from '@/tests/helpers/chunked-request';
import { handle, MAX_JSON_BODY_BYTES, NUL_CHARACTER_MESSAGE, nulCharacterAt, parseInput, searchParamsToObject, withBody, withQuery } from './handler';

const post = (body: string) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('withQuery', () => {
  const schema = z.object({ page: z.coerce.number().int().min(1) });
  const route = withQuery(schema, (query) => ({ page: query.page }));

  it('hands the parsed query to the handler and answers 200 JSON, uncached', async () => {
    const res = await route(new Request('http://localhost/api/x?page=3'), undefined);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ page: 3 });
  });

  it('answers 400 with field errors for a bad query and never calls the handler', async () => {
    const fn = vi.fn();
    const guarded = withQuery(schema, fn);
    const res = await guarded(new Request('http://localhost/api/x?page=zero'), undefined);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe('Invalid request');
    expect(body.fieldErrors.page?.length).toBeGreaterThan(0);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('withBody', () => {
  const schema = z.object({ email: z.email() });

  it('parses the JSON body', async () => {
    const route = withBody(schema, (body) => Response.json({ got: body.email }, { status: 201 }));
    const res = await route(post(JSON.stringify({ email: 'a@b.co' })), undefined);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ got: 'a@b.co' });
  });

  it('answers 400 for malformed JSON, an empty body and a wrong shape', async () => {
    const fn = vi.fn();
    const route = withBody(schema, fn);
    for (const raw of ['{not json', '', '[]', JSON.stringify({ email: 'nope' })]) {
      const res = await route(post(raw), undefined);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fieldErrors?: Record<string, string[]> };
      expect(body.error).toBe('Invalid request');
      expect(body.fieldErrors).toBeDefined();
    }
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('body size', () => {
  it('refuses an oversized body with 400 before parsing it', async () => {
    const fn = vi.fn();
    const route = withBody(z.object({ note: z.string() }), fn);
    const res = await route(post(JSON.stringify({ note: 'x'.repeat(MAX_JSON_BODY_BYTES) })), undefined);
    expect(res.status).toBe(400);
    expect(fn).not.toHaveBeenCalled();
  });

  it('refuses a 2 MB chunked body with 400 after reading no more than 64 kB and a chunk', async () => {
    const fn = vi.fn();
    const route = withBody(z.object({ note: z.string() }), fn);
    const { request, pulled } = chunkedRequest(2 * 1024 * 1024, { 'content-type': 'application/json' });
    const res = await route(request, undefined);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { _: ['Request body is too large.'] } });
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + 2 * 16 * 1024);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('error mapping', () => {
  it.each([
    ['NOT_FOUND', 404],
    ['BAD_REQUEST', 400],
    ['CONFLICT', 409],
    ['UNAUTHORIZED', 401],
  ] as const)('maps AppError %s to %i with its message', async (code, status) => {
    const route = handle(() => {
      throw new AppError(code, 'Nope.', { fieldErrors: code === 'BAD_REQUEST' ? { qty: ['Too many.'] } : undefined });
    });
    const res = await route(new Request('http://localhost/'), undefined);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: string; fieldErrors?: unknown };
    expect(body.error).toBe('Nope.');
    if (code === 'BAD_REQUEST') expect(body.fieldErrors).toEqual({ qty: ['Too many.'] });
  });

  it('logs unknown errors and answers a bare 500 without details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = handle(async () => {
      throw new Error('duplicate key value violates unique constraint "secret_index"');
    });
    const res = await route(new Request('http://localhost/'), undefined);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong' });
    expect(text).not.toContain('secret_index');
    expect(log).toHaveBeenCalled();
  });

  it('does not expose the message of an INTERNAL AppError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = handle(() => {
      throw new AppError('INTERNAL', 'pool exhausted on db-3');
    });
    const res = await route(new Request('http://localhost/'), undefined);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Something went wrong' });
  });

  it('parseInput failures inside a handler answer 400', async () => {
    const route = handle(() => parseInput(z.uuid(), 'not-a-uuid'));
    const res = await route(new Request('http://localhost/'), undefined);
    expect(res.status).toBe(400);
  });
});

describe('searchParamsToObject', () => {
  it('keeps single values as strings and repeated keys as arrays', () => {
    expect(searchParamsToObject(new URLSearchParams('a=1&b=2&b=3&c='))).toEqual({ a: '1', b: ['2', '3'], c: '' });
  });
});

// Found by the fuzz test (tests/fuzz): a support message, a guest's name and a group request with a
// NUL in their text passed their schemas and failed the insert (PostgreSQL text cannot hold NUL): 500.
describe('NUL characters', () => {
  it('refuses a body with a NUL in any string with 400 on its field, before the handler runs', async () => {
    const fn = vi.fn();
    const route = withBody(z.object({ name: z.string(), tags: z.array(z.string()).optional() }), fn);
    for (const [body, field] of [
      [{ name: 'Ada\u0000Lovelace' }, 'name'],
      [{ name: 'Ada', tags: ['a', { deep: ['x\u0000'] }] }, 'tags'],
      ['\u0000', '_'],
    ] as const) {
      const res = await route(post(JSON.stringify(body)), undefined);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid request', fieldErrors: { [field]: [NUL_CHARACTER_MESSAGE] } });
    }
    expect(fn).not.toHaveBeenCalled();
  });

  it('refuses a query value or key with %00 with 400', async () => {
    const route = withQuery(z.object({ q: z.string() }), (query) => query);
    for (const query of ['q=a%00b', 'q=a&x%00=1']) {
      const res = await route(new Request(`http://localhost/api/x?${query}`), undefined);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(NUL_CHARACTER_MESSAGE);
    }
  });

  it('takes text without NUL, other control characters and unicode included', async () => {
    const route = withBody(z.object({ name: z.string() }), (body) => body);
    const res = await route(post(JSON.stringify({ name: 'Zoë\t😀\u0001' })), undefined);
    expect(res.status).toBe(200);
    expect(nulCharacterAt({ a: [[[{ b: 'x' }]]] })).toBeNull();
    expect(nulCharacterAt(JSON.parse(`${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}`))).toBe('_');
  });
});
