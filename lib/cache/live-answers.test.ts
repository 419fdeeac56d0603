import { gunzipSync, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLiveAnswers, MAX_ENTRIES, publishLiveAnswer, serveLiveAnswer, type LiveAnswer } from './live-answers.mjs';

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { method, url, headers } as unknown as IncomingMessage;
}

function response() {
  const sent = { status: 0, headers: new Map<string, string>(), body: null as Buffer | null, ended: false };
  const res = {
    set statusCode(value: number) {
      sent.status = value;
    },
    setHeader(name: string, value: string) {
      sent.headers.set(name.toLowerCase(), value);
    },
    end(body?: Uint8Array) {
      sent.ended = true;
      sent.body = body === undefined ? null : Buffer.from(body);
    },
  } as unknown as ServerResponse;
  return { res, sent };
}

const body = new TextEncoder().encode('{"taken":[1]}');
const answer = (over: Partial<LiveAnswer> = {}): LiveAnswer => ({
  body,
  etag: '"s1"',
  cacheControl: 'private, no-cache',
  contentType: 'application/json',
  expiresAt: 2_000,
  cookies: 'any',
  ...over,
});

afterEach(() => forgetLiveAnswers());

describe('live answers', () => {
  it('sends a published answer for exactly its url, only until it expires', () => {
    publishLiveAnswer('/api/performances/1/seats', answer());
    const hit = response();
    expect(serveLiveAnswer(request('/api/performances/1/seats'), hit.res, 1_999)).toBe(true);
    expect(hit.sent.status).toBe(200);
    expect(hit.sent.body?.equals(Buffer.from(body))).toBe(true);
    expect(hit.sent.headers.get('etag')).toBe('"s1"');
    expect(hit.sent.headers.get('cache-control')).toBe('private, no-cache');
    expect(hit.sent.headers.get('content-type')).toBe('application/json');
    for (const url of ['/api/performances/1/seats?x=1', '/api/performances/2/seats', '/api/performances/1/seats/']) {
      expect(serveLiveAnswer(request(url), response().res, 1_000)).toBe(false);
    }
    expect(serveLiveAnswer(request('/api/performances/1/seats', {}, 'POST'), response().res, 1_000)).toBe(false);
    // Too old: on to Next, which reads afresh and publishes again.
    expect(serveLiveAnswer(request('/api/performances/1/seats'), response().res, 2_000)).toBe(false);
    expect(serveLiveAnswer(request('/api/performances/1/seats'), response().res, 1_000)).toBe(false);
  });

  it('answers If-None-Match with a bodiless 304', () => {
    publishLiveAnswer('/a', answer());
    const { res, sent } = response();
    expect(serveLiveAnswer(request('/a', { 'if-none-match': 'W/"s1"' }), res, 0)).toBe(true);
    expect(sent.status).toBe(304);
    expect(sent.body).toBeNull();
    const other = response();
    expect(serveLiveAnswer(request('/a', { 'if-none-match': '"s0"' }), other.res, 0)).toBe(true);
    expect(other.sent.status).toBe(200);
  });

  it('leaves a cart holding seats in the snapshot to Next (its own seats differ), any other cart not', () => {
    publishLiveAnswer('/s', answer({ cookies: 'no-held-cart', carts: new Set(['cart-a']) }));
    expect(serveLiveAnswer(request('/s', { cookie: 'x=1; CART_UUID=cart-a' }), response().res, 0)).toBe(false);
    expect(serveLiveAnswer(request('/s', { cookie: 'CART_UUID=cart-b' }), response().res, 0)).toBe(true);
    expect(serveLiveAnswer(request('/s'), response().res, 0)).toBe(true);
  });

  it('leaves visitors who may have insider prices to Next', () => {
    publishLiveAnswer('/t', answer({ cookies: 'anonymous' }));
    for (const cookie of ['memberDeals=1', 'better-auth.session_token=abc', '__Secure-better-auth.session_token=abc', 'a=1; better-auth.session_data=x']) {
      expect(serveLiveAnswer(request('/t', { cookie }), response().res, 0), cookie).toBe(false);
    }
    expect(serveLiveAnswer(request('/t', { cookie: 'CART_UUID=cart-b; consent=1' }), response().res, 0)).toBe(true);
  });

  it('sends the gzipped bytes to clients that take gzip', () => {
    publishLiveAnswer('/l', answer({ gzipBody: gzipSync(body) }));
    const zipped = response();
    expect(serveLiveAnswer(request('/l', { 'accept-encoding': 'gzip, deflate, br' }), zipped.res, 0)).toBe(true);
    expect(zipped.sent.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.sent.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.sent.body!).equals(Buffer.from(body))).toBe(true);
    for (const accept of ['', 'br', 'gzip;q=0', 'identity']) {
      const plain = response();
      serveLiveAnswer(request('/l', accept ? { 'accept-encoding': accept } : {}), plain.res, 0);
      expect(plain.sent.headers.get('content-encoding'), accept).toBeUndefined();
      expect(plain.sent.body?.equals(Buffer.from(body))).toBe(true);
    }
  });

  it('keeps at most MAX_ENTRIES urls, the oldest published going first', () => {
    for (let i = 0; i <= MAX_ENTRIES; i += 1) publishLiveAnswer(`/u/${i}`, answer());
    expect(serveLiveAnswer(request('/u/0'), response().res, 0)).toBe(false);
    expect(serveLiveAnswer(request('/u/1'), response().res, 0)).toBe(true);
    expect(serveLiveAnswer(request(`/u/${MAX_ENTRIES}`), response().res, 0)).toBe(true);
  });
});
