import Stripe from 'stripe';
import { PAYMENT_MESSAGES, PaymentRefusedError, type AuthorizeResult, type RedirectPaymentProvider } from './provider';

/**
 * Cards through Stripe Checkout, Stripe's hosted payment page (issue 25 item 1): card numbers are
 * typed on Stripe's page and never reach this server.
 *
 * 1. start: a Checkout Session (`mode: 'payment'`, one line of the amount due) whose
 *    PaymentIntent is only authorised (`capture_method: 'manual'`); `client_reference_id` and the
 *    metadata name our payment. The buyer is sent to the session's url; Stripe sends them back
 *    to `returnUrl('approved')?session_id={id}` (or to `returnUrl('cancelled')`), and also tells
 *    the webhook (`checkout.session.completed`).
 * 2. authorize: the session is read back from Stripe (never trusted from the browser): complete
 *    with a PaymentIntent in `requires_capture` is authorised (reference `pi:{id}`); a session
 *    that was never paid, expired, or whose PaymentIntent was refused is a decline.
 * 3. capture / void: capture the PaymentIntent once our order is written, or cancel it when it
 *    cannot be; a session not paid yet is expired, so its page can no longer take the money.
 *
 * References are `cs:{session id}` before authorisation and `pi:{PaymentIntent id}` after it.
 * Every call carries an idempotency key made of our request id (the submission key) or the
 * Stripe object and the operation, so a retried call never charges or captures twice.
 */
export interface StripeConfig {
  readonly secretKey: string;
  /** Another API host (the tests' stand-in): host, port and protocol are taken from it. */
  readonly apiUrl?: string | undefined;
  readonly timeoutMs?: number;
  /** Retries of a call that failed on the network (with the same idempotency key). */
  readonly maxNetworkRetries?: number;
  readonly now?: () => number;
}

/** How long Stripe's page stays open for a payment (Stripe's minimum is 30 minutes). */
export const STRIPE_SESSION_MINUTES = 30;

/** What a Checkout Session pays for, carried in its metadata back to the webhook. */
export type StripePaymentKind = 'order' | 'giftcard';

const ID = /^[A-Za-z0-9_]{3,255}$/;

/** The SDK client for this configuration, pointed at `apiUrl` when given. */
export function stripeClient(config: Pick<StripeConfig, 'secretKey' | 'apiUrl' | 'timeoutMs' | 'maxNetworkRetries'>): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    timeout: config.timeoutMs ?? 20_000,
    maxNetworkRetries: config.maxNetworkRetries ?? 1,
    appInfo: { name: 'vegasgo-storefront' },
    telemetry: false,
  };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    Object.assign(options, { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol });
  }
  return new Stripe(config.secretKey, options);
}

/** `cs:` / `pi:` reference to the Stripe id, or null when the reference is not of that kind. */
function idOf(reference: string, kind: 'cs' | 'pi'): string | null {
  const at = reference.indexOf(':');
  if (at < 0 || reference.slice(0, at) !== kind) return null;
  const id = reference.slice(at + 1);
  return ID.test(id) ? id : null;
}

/** The Stripe id of a reference kept on a payment (`cs:` or `pi:`), for logs and lookups. */
export function stripeSessionReference(sessionId: string): string {
  return `cs:${sessionId}`;
}

export interface StripeStartInput {
  readonly amountCents: number;
  readonly requestId: string;
  readonly returnUrl: (status: 'approved' | 'cancelled') => string;
  readonly description?: string;
  readonly payment?: { readonly kind: StripePaymentKind; readonly id: string };
}

export function createStripeProvider(config: StripeConfig): RedirectPaymentProvider & { readonly client: Stripe } {
  const stripe = stripeClient(config);
  const now = config.now ?? (() => Date.now());

  async function cancelIntent(id: string): Promise<void> {
    const intent = await stripe.paymentIntents.retrieve(id, {}, { idempotencyKey: `retrieve-${id}-before-cancel` });
    if (intent.status === 'canceled' || intent.status === 'succeeded') return;
    await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
  }

  return {
    name: 'stripe',
    client: stripe,
    async start(input: StripeStartInput) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new Error(`not an amount to charge: ${input.amountCents}`);
      const metadata: Record<string, string> = input.payment ? { kind: input.payment.kind, payment_id: input.payment.id } : {};
      // Stripe fills in {CHECKOUT_SESSION_ID}; the braces must reach it unescaped.
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: input.amountCents, product_data: { name: (input.description ?? 'Your order').slice(0, 250) } } }],
          payment_intent_data: { capture_method: 'manual', metadata },
          ...(input.payment ? { client_reference_id: input.payment.id } : {}),
          metadata,
          success_url: `${input.returnUrl('approved')}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: input.returnUrl('cancelled'),
          expires_at: Math.floor(now() / 1000) + STRIPE_SESSION_MINUTES * 60,
        },
        { idempotencyKey: `checkout-${input.requestId}` },
      );
      if (!session.url || !ID.test(session.id)) throw new Error('Stripe answered a Checkout Session without a payment page');
      return { reference: stripeSessionReference(session.id), token: session.id, approvalUrl: session.url };
    },
    async authorize(reference): Promise<AuthorizeResult> {
      const sessionId = idOf(reference, 'cs');
      if (sessionId === null) return { status: 'failed', message: PAYMENT_MESSAGES.network };
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }, { idempotencyKey: `retrieve-${sessionId}` });
        const intent = session.payment_intent;
        if (session.status !== 'complete' || intent === null || typeof intent === 'string') return { status: 'declined', message: PAYMENT_MESSAGES.declined };
        if (intent.status !== 'requires_capture' && intent.status !== 'succeeded') return { status: 'declined', message: PAYMENT_MESSAGES.declined };
        if (intent.amount !== session.amount_total) return { status: 'declined', message: PAYMENT_MESSAGES.declined };
        return { status: 'authorized', reference: `pi:${intent.id}` };
      } catch (error) {
        console.error('[payments] Stripe session could not be read', sessionId, error instanceof Error ? error.message : error);
        return { status: 'failed', message: PAYMENT_MESSAGES.network };
      }
    },
    async capture(reference) {
      const id = idOf(reference, 'pi');
      if (id === null) throw new Error(`not a Stripe PaymentIntent: ${reference}`);
      try {
        await stripe.paymentIntents.capture(id, {}, { idempotencyKey: `capture-${id}` });
      } catch (error) {
        // Stripe refuses for good with a 4xx (an intent cancelled or expired, a card declined);
        // a connection error, a 429 or a 5xx may pass, and the capture is tried again.
        const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
        if (status !== undefined && status >= 400 && status < 500 && status !== 429) throw new PaymentRefusedError((error as Error).message);
        throw error;
      }
    },
    async refund(reference) {
      const id = idOf(reference, 'pi');
      if (id === null) throw new Error(`not a Stripe PaymentIntent: ${reference}`);
      await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
    },
    async void(reference) {
      const intentId = idOf(reference, 'pi');
      if (intentId !== null) return cancelIntent(intentId);
      const sessionId = idOf(reference, 'cs');
      if (sessionId === null) return;
      // A session the buyer paid meanwhile holds an authorisation: cancel that; an open one is closed.
      const session = await stripe.checkout.sessions.retrieve(sessionId, {}, { idempotencyKey: `retrieve-${sessionId}-before-void` });
      if (session.status === 'open') {
        await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` });
        return;
      }
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
      if (intent) await cancelIntent(intent);
    },
  };
}

/**
 * The event of a webhook request, verified with the endpoint's signing secret over the raw body
 * (`stripe.webhooks.constructEvent`, which also refuses a timestamp older than 5 minutes);
 * null when the signature is missing or does not verify.
 */
export function verifiedStripeEvent(client: Stripe, rawBody: string, signature: string | null, secret: string): Stripe.Event | null {
  if (!signature) return null;
  try {
    return client.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}

export type { Stripe };

/** The Checkout Session a verified event is about, with what our metadata says it pays for; null for other events. */
export function checkoutSessionEvent(event: Stripe.Event): { type: 'completed' | 'expired'; sessionId: string; kind: StripePaymentKind | null } | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') return null;
  const session = event.data.object;
  if (!ID.test(session.id)) return null;
  const kind = session.metadata?.kind;
  return { type: event.type === 'checkout.session.completed' ? 'completed' : 'expired', sessionId: session.id, kind: kind === 'order' || kind === 'giftcard' ? kind : null };
}
