import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpForEmailPromotions } from '@/features/email/mutations';
import { EMPTY_VISITOR_DATA, parseVisitorDataScript } from '@/lib/visitor-data-format';
import { signedInMemberCookie } from '@/tests/helpers/accounts';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET } from './route';

const get = (cookie?: string) =>
  GET(new Request('http://localhost:3000/mytrip/app/gaInfo', { headers: cookie ? { cookie } : {} }), undefined);

describe.each(testDatabaseKinds())('GET /mytrip/app/gaInfo (%s)', (kind) => {
  testDatabaseForSuite(kind);

  it('answers script text with empty fields for a signed-out visitor, never from a shared cache', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie');
    expect(parseVisitorDataScript(await response.text())).toEqual(EMPTY_VISITOR_DATA);
    // A cookie that is no session is nobody.
    expect(parseVisitorDataScript(await (await get('better-auth.session_token=forged.value')).text())).toEqual(EMPTY_VISITOR_DATA);
  });

  it("gives a signed-in member their address, its hashes, their subscription and their account id", async () => {
    const cookie = await signedInMemberCookie('ga.member@example.com');
    const before = parseVisitorDataScript(await (await get(cookie)).text());
    expect(before).toMatchObject({
      emailId: 'ga.member@example.com',
      emha: createHash('md5').update('ga.member@example.com').digest('hex'),
      emha256: createHash('sha256').update('ga.member@example.com').digest('hex'),
      loggedIn: true,
      subscriber: false,
      subscriberId: '',
    });
    expect(before?.universalUserId).toMatch(/\S/);

    await signUpForEmailPromotions({ email: 'GA.Member@example.com', source: 'footer' });
    const after = parseVisitorDataScript(await (await get(cookie)).text());
    expect(after).toMatchObject({ loggedIn: true, subscriber: true, universalUserId: before?.universalUserId });
    expect(after?.subscriberId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
