import { describe, expect, it } from 'vitest';
import { chunkedRequest } from '@/tests/helpers/chunked-request';
import { readBodyWithin } from './read-body';

describe('readBodyWithin', () => {
  it('cuts a 2 MB chunked body once it passes the limit, having read no more than the limit and a chunk', async () => {
    const { request, pulled } = chunkedRequest(2 * 1024 * 1024);
    expect(await readBodyWithin(request, 64 * 1024)).toBeNull();
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024 + 2 * 16 * 1024);
  });

  it('cuts a body whose Content-Length understates it', async () => {
    const { request, pulled } = chunkedRequest(1024 * 1024, { 'content-length': '100' });
    expect(await readBodyWithin(request, 64 * 1024)).toBeNull();
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024 + 2 * 16 * 1024);
  });

  it('refuses a declared length over the limit without reading', async () => {
    const { request, pulled } = chunkedRequest(1024 * 1024, { 'content-length': String(1024 * 1024) });
    expect(await readBodyWithin(request, 64 * 1024)).toBeNull();
    expect(pulled.bytes).toBeLessThanOrEqual(2 * 16 * 1024);
  });

  it('answers a body within the limit whole, and an absent one empty', async () => {
    const { request } = chunkedRequest(48 * 1024);
    expect((await readBodyWithin(request, 64 * 1024))?.byteLength).toBe(48 * 1024);
    expect((await readBodyWithin(new Request('http://localhost/', { method: 'POST' }), 10))?.byteLength).toBe(0);
  });
});
