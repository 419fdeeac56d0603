import { describe, expect, it } from 'vitest';
import { EMPTY_VISITOR_DATA } from '@/lib/visitor-data';
import { visitorDataFor } from './visitor-data';

describe('visitorDataFor', () => {
  it('is empty for a signed-out visitor', () => {
    expect(visitorDataFor(null, { id: 'x' })).toEqual(EMPTY_VISITOR_DATA);
  });

  it('hashes the trimmed, lower-cased address with MD5 and SHA-256', () => {
    const data = visitorDataFor({ id: 'u1', email: ' Test@Example.com ' }, null);
    expect(data).toEqual({
      emailId: 'test@example.com',
      // md5 / sha256 of "test@example.com"
      emha: '55502f40dc8b7c769880b10874abc9d0',
      emha256: '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
      loggedIn: true,
      subscriber: false,
      subscriberId: '',
      universalUserId: 'u1',
    });
  });

  it('names the promotions subscription when the address has one', () => {
    expect(visitorDataFor({ id: 'u1', email: 'a@b.co' }, { id: 'sub-1' })).toMatchObject({ subscriber: true, subscriberId: 'sub-1' });
  });
});
