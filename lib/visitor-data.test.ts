import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_DATA_TIMEOUT_MS } from './config/constants';
import {
  EMPTY_VISITOR_DATA,
  getVisitorDataState,
  parseVisitorDataScript,
  refreshVisitorData,
  resetVisitorData,
  VISITOR_DATA_PATH,
  visitorDataScript,
  type VisitorData,
} from './visitor-data';

const member: VisitorData = {
  emailId: 'pat@example.com',
  emha: 'a'.repeat(32),
  emha256: 'b'.repeat(64),
  loggedIn: true,
  subscriber: true,
  subscriberId: '0b8f7c36-0000-4000-8000-000000000001',
  universalUserId: 'user-1',
};

const scriptResponse = (data: VisitorData) => new Response(visitorDataScript(data), { headers: { 'content-type': 'application/javascript' } });

beforeEach(() => resetVisitorData());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the gaInfo script text', () => {
  it('assigns the fields and reads back without being run', () => {
    const text = visitorDataScript(member);
    expect(text.startsWith('window.gaInfo = {')).toBe(true);
    expect(parseVisitorDataScript(text)).toEqual(member);
    expect(parseVisitorDataScript(visitorDataScript(EMPTY_VISITOR_DATA))).toEqual(EMPTY_VISITOR_DATA);
  });

  it('escapes what could end an inline script', () => {
    const text = visitorDataScript({ ...member, emailId: '</script><b>@example.com' });
    expect(text).not.toContain('</script>');
    expect(parseVisitorDataScript(text)?.emailId).toBe('</script><b>@example.com');
  });

  it('refuses other text, other shapes and bad hashes', () => {
    expect(parseVisitorDataScript('alert(1);')).toBeNull();
    expect(parseVisitorDataScript('window.gaInfo = {"loggedIn":true};')).toBeNull();
    expect(parseVisitorDataScript(`window.gaInfo = ${JSON.stringify({ ...member, emha: 'nothex' })};`)).toBeNull();
    expect(() => visitorDataScript({ ...member, emha256: 'short' })).toThrow();
  });
});

describe('refreshVisitorData', () => {
  it('asks the same origin once per page view, unless forced', async () => {
    const fetchImpl = vi.fn(async () => scriptResponse(member));
    expect(await refreshVisitorData({ fetchImpl })).toEqual(member);
    expect(await refreshVisitorData({ fetchImpl })).toEqual(member);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]).toMatchObject([VISITOR_DATA_PATH, { credentials: 'same-origin', cache: 'no-store' }]);
    expect(getVisitorDataState()).toEqual({ status: 'loaded', data: member });

    fetchImpl.mockImplementation(async () => scriptResponse(EMPTY_VISITOR_DATA));
    expect(await refreshVisitorData({ force: true, fetchImpl })).toEqual(EMPTY_VISITOR_DATA);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(getVisitorDataState().data.loggedIn).toBe(false);
  });

  it(`clears the fields and logs an error when the answer takes longer than ${VISITOR_DATA_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = vi.fn(async () => scriptResponse(member));
    await refreshVisitorData({ fetchImpl: first });
    expect(getVisitorDataState().data.loggedIn).toBe(true);

    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = refreshVisitorData({ force: true, fetchImpl: hanging });
    await vi.advanceTimersByTimeAsync(VISITOR_DATA_TIMEOUT_MS - 1);
    expect(getVisitorDataState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual(EMPTY_VISITOR_DATA);
    expect(getVisitorDataState()).toEqual({ status: 'failed', data: EMPTY_VISITOR_DATA });
    expect(logged).toHaveBeenCalledWith(`Visitor data timed out after ${VISITOR_DATA_TIMEOUT_MS} ms`, expect.anything());
  });

  it('clears the fields when the server answers something else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await refreshVisitorData({ fetchImpl: async () => scriptResponse(member) });
    await refreshVisitorData({ force: true, fetchImpl: async () => new Response('nope', { status: 500 }) });
    expect(getVisitorDataState()).toEqual({ status: 'failed', data: EMPTY_VISITOR_DATA });
  });
});
