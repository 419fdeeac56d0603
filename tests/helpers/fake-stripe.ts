import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the parts of Stripe's API our provider calls through the official SDK, served
 * on 127.0.0.1 inside a test (the SDK is pointed at it with its host, port and protocol options):
 * Checkout Sessions (create, retrieve with the PaymentIntent expanded, expire) and PaymentIntents
 * (retrieve, capture, cancel). It checks the secret key, answers a repeated Idempotency-Key with
 * the first answer as Stripe does, and records every call with its key. The buyer's part on
 * Stripe's page is played by `pay` and `decline`; webhooks are signed with the SDK's
 * `generateTestHeaderString`.
 */
export const FAKE_STRIPE_KEYS = { secretKey: 'sk_test_standin0000000001', webhookSecret: 'whsec_standin0000000001' } as const;

export interface FakeSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  amount_total: number;
  payment_intent: string | null;
  url: string | null;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  capture_method: string;
  expires_at: number;
}

export interface FakeIntent {
  id: string;
  amount: number;
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  capture_method: string;
  metadata: Record<string, string>;
}

export interface FakeRefund {
  id: string;
  payment_intent: string;
  amount: number;
}

export interface StripeCall {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | null;
  readonly form: URLSearchParams;
}

export interface FakeStripe {
  readonly url: string;
  readonly calls: StripeCall[];
  readonly sessions: Map<string, FakeSession>;
  readonly intents: Map<string, FakeIntent>;
  /** Refunds made (POST /v1/refunds), in order. */
  readonly refunds: FakeRefund[];
  /** When set, every call waits this long before answering (a Stripe that does not answer in time). */
  delayMs: number;
  /** When set, captures answer this status (a capture Stripe refuses). */
  failCaptureWith: number | null;
  /** The buyer pays on Stripe's page: the session completes with an authorised PaymentIntent. */
  pay(sessionId: string): FakeSession;
  /** The buyer's card is refused on Stripe's page: the PaymentIntent needs another card, the session stays open. */
  decline(sessionId: string): FakeSession;
  /** The session's page times out at Stripe. */
  expire(sessionId: string): FakeSession;
  /** A webhook body for this session and its Stripe-Signature header, signed with the SDK's test helper. */
  webhook(type: 'checkout.session.completed' | 'checkout.session.expired', sessionId: string, secret?: string): { body: string; signature: string };
  /** Calls to this path (without the query), optionally of one method. */
  callsTo(path: string, method?: string): StripeCall[];
  close(): Promise<void>;
}

const signer = new Stripe(FAKE_STRIPE_KEYS.secretKey);

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, FakeSession>();
  const intents = new Map<string, FakeIntent>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const refunds: FakeRefund[] = [];
  const sockets = new Set<Socket>();
  let counter = 0;
  let base = '';
  const nextId = (prefix: string) => `${prefix}_test_${(++counter).toString().padStart(8, '0')}${Math.random().toString(36).slice(2, 10)}`;

  const sessionJson = (session: FakeSession, expandIntent: boolean) => ({
    object: 'checkout.session',
    ...session,
    mode: 'payment',
    payment_status: session.payment_intent && intents.get(session.payment_intent)?.status === 'succeeded' ? 'paid' : 'unpaid',
    payment_intent: expandIntent && session.payment_intent ? intentJson(intents.get(session.payment_intent)!) : session.payment_intent,
  });
  const intentJson = (intent: FakeIntent) => ({ object: 'payment_intent', ...intent, amount_capturable: intent.status === 'requires_capture' ? intent.amount : 0 });
  const error = (message: string, type = 'invalid_request_error') => ({ error: { type, message } });

  function route(method: string, path: string, query: URLSearchParams, form: URLSearchParams): { status: number; body: unknown } {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
      if (form.get('mode') !== 'payment' || !Number.isInteger(amount) || amount <= 0) return { status: 400, body: error('bad session') };
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const m = /^metadata\[(\w+)\]$/.exec(key);
        if (m) metadata[m[1]!] = value;
      }
      const id = nextId('cs');
      const session: FakeSession = {
        id,
        status: 'open',
        amount_total: amount,
        payment_intent: null,
        url: `${base}/pay/${id}`,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        client_reference_id: form.get('client_reference_id'),
        metadata,
        capture_method: form.get('payment_intent_data[capture_method]') ?? 'automatic',
        expires_at: Number(form.get('expires_at') ?? '0'),
      };
      sessions.set(id, session);
      return { status: 200, body: sessionJson(session, false) };
    }
    if ((match = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(match[1]!);
      if (!session) return { status: 404, body: error('No such checkout.session') };
      if (method === 'GET' && !match[2]) return { status: 200, body: sessionJson(session, query.get('expand[0]') === 'payment_intent') };
      if (method === 'POST' && match[2]) {
        if (session.status !== 'open') return { status: 400, body: error('Only open sessions can be expired') };
        session.status = 'expired';
        return { status: 200, body: sessionJson(session, false) };
      }
    }
    if ((match = /^\/v1\/payment_intents\/([\w]+)(\/capture|\/cancel)?$/.exec(path))) {
      const intent = intents.get(match[1]!);
      if (!intent) return { status: 404, body: error('No such payment_intent') };
      if (method === 'GET' && !match[2]) return { status: 200, body: intentJson(intent) };
      if (method === 'POST' && match[2] === '/capture') {
        if (state.failCaptureWith !== null) return { status: state.failCaptureWith, body: error('capture refused', 'api_error') };
        if (intent.status !== 'requires_capture') return { status: 400, body: error(`This PaymentIntent could not be captured because it has a status of ${intent.status}.`) };
        intent.status = 'succeeded';
        return { status: 200, body: intentJson(intent) };
      }
      if (method === 'POST' && match[2] === '/cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') return { status: 400, body: error(`cannot cancel a ${intent.status} PaymentIntent`) };
        intent.status = 'canceled';
        return { status: 200, body: intentJson(intent) };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return { status: 404, body: error('No such payment_intent') };
      if (intent.status !== 'succeeded') return { status: 400, body: error(`This PaymentIntent has a status of ${intent.status} and cannot be refunded.`) };
      refunds.push({ id: nextId('re'), payment_intent: intent.id, amount: intent.amount });
      return { status: 200, body: { object: 'refund', ...refunds.at(-1), status: 'succeeded', currency: 'usd' } };
    }
    return { status: 404, body: error(`Unrecognized request URL (${method}: ${path})`) };
  }

  const state = { delayMs: 0, failCaptureWith: null as number | null };
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (d: Buffer) => parts.push(d));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(Buffer.concat(parts).toString('utf8'));
      const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      const method = req.method ?? 'GET';
      calls.push({ method, path: url.pathname, idempotencyKey, form });
      const answer = () => {
        if (res.destroyed) return;
        const send = ({ status, body }: { status: number; body: unknown }) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
          res.end(JSON.stringify(body));
        };
        if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) return send({ status: 401, body: error('Invalid API Key provided', 'invalid_request_error') });
        const replayKey = idempotencyKey && method === 'POST' ? `${method} ${url.pathname} ${idempotencyKey}` : null;
        const earlier = replayKey ? replies.get(replayKey) : undefined;
        if (earlier) return send(earlier);
        const reply = route(method, url.pathname, url.searchParams, form);
        if (replayKey && reply.status < 500) replies.set(replayKey, reply);
        send(reply);
      };
      if (state.delayMs > 0) setTimeout(answer, state.delayMs);
      else answer();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    return session;
  };
  const intentFor = (session: FakeSession, status: FakeIntent['status']) => {
    const id = session.payment_intent ?? nextId('pi');
    intents.set(id, { id, amount: session.amount_total, status, capture_method: session.capture_method, metadata: session.metadata });
    session.payment_intent = id;
  };

  return {
    url: base,
    calls,
    sessions,
    intents,
    refunds,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    get failCaptureWith() {
      return state.failCaptureWith;
    },
    set failCaptureWith(value: number | null) {
      state.failCaptureWith = value;
    },
    pay(sessionId) {
      const session = sessionOf(sessionId);
      if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
      intentFor(session, session.capture_method === 'manual' ? 'requires_capture' : 'succeeded');
      session.status = 'complete';
      return session;
    },
    decline(sessionId) {
      const session = sessionOf(sessionId);
      intentFor(session, 'requires_payment_method');
      return session;
    },
    expire(sessionId) {
      const session = sessionOf(sessionId);
      session.status = 'expired';
      return session;
    },
    webhook(type, sessionId, secret = FAKE_STRIPE_KEYS.webhookSecret) {
      const session = sessionOf(sessionId);
      const body = JSON.stringify({
        id: nextId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: sessionJson(session, false) },
      });
      return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    callsTo(path, method) {
      return calls.filter((c) => c.path === path && (method === undefined || c.method === method));
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
