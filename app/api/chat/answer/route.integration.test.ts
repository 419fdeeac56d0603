// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { describe, expect, it } from 'vitest';
import { CHAT_ANSWERS_MAX_PER_IP } from '@/features/chat/answer';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { POST } from './route';

installTestDataCache();

const ask = (question: string, ip: string, xff: string) =>
  POST(
    new Request('http://localhost/api/chat/answer', {
      method: 'POST',
      // x-vegas-client-ip as scripts/server.mjs sets it; X-Forwarded-For is the client's own text.
      headers: { 'content-type': 'application/json', 'x-vegas-client-ip': ip, 'x-forwarded-for': xff },
      body: JSON.stringify({ question }),
    }),
    undefined,
  );

describe.each(testDatabaseKinds())('POST /api/chat/answer limits (%s)', (kind) => {
  testDatabaseForSuite(kind);

  it(`answers ${CHAT_ANSWERS_MAX_PER_IP} questions per address in 15 minutes, then 429 with Retry-After, whatever X-Forwarded-For says`, async () => {
    for (let i = 0; i < CHAT_ANSWERS_MAX_PER_IP; i++) expect((await ask(`question number ${i}`, '192.0.2.30', `203.0.113.${i}`)).status).toBe(200);
    const refused = await ask('one more question', '192.0.2.30', '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({ error: 'You have asked many questions in a short time. Please wait 15 minutes, or call us at 1-888-555-0142.' });
    expect((await ask('another client', '192.0.2.31', '198.51.100.1')).status).toBe(200);
  });
});
