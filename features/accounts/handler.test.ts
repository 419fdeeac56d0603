import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '@/lib/http/handler';
import { chunkedRequest } from '@/tests/helpers/chunked-request';
import { handleAuthRequest } from './handler';

describe('the auth route handler', () => {
  it('refuses a 2 MB chunked sign-in body with 413 once 64 kB and a chunk are read, before better-auth sees it', async () => {
    const { request, pulled } = chunkedRequest(2 * 1024 * 1024, { 'content-type': 'application/json' }, 'http://localhost/api/auth/sign-in/email');
    const response = await handleAuthRequest(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'Request body is too large.' });
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + 2 * 16 * 1024);
  });
});
