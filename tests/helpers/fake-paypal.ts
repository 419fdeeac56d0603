import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for PayPal's REST API (the Orders v2 and Payments v2 calls our provider makes),
 * served on 127.0.0.1 inside a test. It checks credentials and bearer tokens as PayPal does,
 * answers a repeated PayPal-Request-Id with the first answer, and records every call.
 */
export interface FakePaypal {
  readonly url: string;
  readonly calls: { path: string; headers: http.IncomingHttpHeaders; body: string }[];
  /** Orders whose authorisation PayPal refuses (INSTRUMENT_DECLINED). */
  readonly declined: Set<string>;
  /** Authorisations (AUTH{order id}) whose capture PayPal answers PENDING, asked again or not. */
  readonly pendingCaptures: Set<string>;
  /** Orders whose authorisation PayPal creates PENDING (under review). */
  readonly pendingAuthorizations: Set<string>;
  /** When set, every call answers this status (PayPal having a bad day). */
  failWith: number | null;
  close(): Promise<void>;
}

export const FAKE_PAYPAL_CREDENTIALS = { clientId: 'test-client', clientSecret: 'test-secret' } as const;

export async function startFakePaypal(): Promise<FakePaypal> {
  const calls: FakePaypal['calls'] = [];
  const declined = new Set<string>();
  const pendingCaptures = new Set<string>();
  const pendingAuthorizations = new Set<string>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  let counter = 0;
  const state = { failWith: null as number | null };

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (d: Buffer) => parts.push(d));
    req.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8');
      const path = req.url ?? '';
      calls.push({ path, headers: req.headers, body });
      const send = (status: number, json?: unknown) => {
        res.writeHead(status, json === undefined ? {} : { 'content-type': 'application/json' });
        res.end(json === undefined ? undefined : JSON.stringify(json));
      };
      if (state.failWith !== null) return send(state.failWith, { name: 'INTERNAL_SERVER_ERROR' });
      if (req.method !== 'POST') return send(405);

      if (path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL_CREDENTIALS.clientId}:${FAKE_PAYPAL_CREDENTIALS.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') return send(401, { error: 'invalid_client' });
        const token = `A21.${++counter}`;
        tokens.add(token);
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) return send(401, { name: 'AUTHENTICATION_FAILURE' });
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      // A capture asked again answers its latest status, as PayPal does for a repeated request id.
      const captureOf = /^\/v2\/payments\/authorizations\/([A-Za-z0-9]+)\/capture$/.exec(path);
      if (captureOf) return send(201, { id: `CAP${captureOf[1]}`, status: pendingCaptures.has(captureOf[1]!) ? 'PENDING' : 'COMPLETED' });
      const earlier = requestId ? replies.get(requestId) : undefined;
      if (earlier) return send(earlier.status, earlier.body);
      const reply = (status: number, json?: unknown) => {
        if (requestId) replies.set(requestId, { status, body: json });
        send(status, json);
      };

      let match: RegExpExecArray | null;
      if (path === '/v2/checkout/orders') {
        const id = `5O${String(++counter).padStart(6, '0')}TN`;
        return reply(200, {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          links: [
            { href: `${'http://127.0.0.1'}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
            { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
          ],
        });
      }
      if ((match = /^\/v2\/checkout\/orders\/([A-Za-z0-9]+)\/authorize$/.exec(path))) {
        const id = match[1]!;
        if (declined.has(id)) return reply(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
        const status = pendingAuthorizations.has(id) ? 'PENDING' : 'CREATED';
        return reply(201, { id, status: 'COMPLETED', purchase_units: [{ payments: { authorizations: [{ id: `AUTH${id}`, status }] } }] });
      }
      if (/^\/v2\/payments\/authorizations\/[A-Za-z0-9]+\/void$/.test(path)) return reply(204);
      if ((match = /^\/v2\/payments\/captures\/([A-Za-z0-9]+)\/refund$/.exec(path))) return reply(201, { id: `REF${match[1]}`, status: 'COMPLETED' });
      return send(404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    declined,
    pendingCaptures,
    pendingAuthorizations,
    get failWith() {
      return state.failWith;
    },
    set failWith(value: number | null) {
      state.failWith = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
