import { z } from 'zod';
import { PAYMENT_MESSAGES, PaymentRefusedError, type AuthorizeResult, type RedirectPaymentProvider } from '@/lib/payments/provider';

/**
 * PayPal through its REST API (Orders v2), used when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET
 * are configured. The flow matches the card provider's: authorise first, write the order, then
 * capture (or void when writing failed), so a failed checkout charges nothing.
 *
 * 1. start: create an order with intent AUTHORIZE and the return and cancel urls; the buyer is
 *    sent to its payer-action link. PayPal sends them back with `?token={order id}`, so the
 *    token of the return route is PayPal's order id.
 * 2. authorize (on the approved return): authorise the approved order; a refusal (422, for
 *    example INSTRUMENT_DECLINED) is a decline, anything else a failure; the cart stays.
 *    Only an authorisation PayPal CREATED is authorised: a PENDING one (under review at PayPal)
 *    is voided and answered as a decline, never taken as money we hold.
 * 3. capture / void the authorisation. Only a COMPLETED capture is paid: a PENDING capture
 *    throws (transient; the order stays 'authorized' and the reconciliation job asks again with
 *    the same PayPal-Request-Id, which answers the capture's latest status), a DECLINED or
 *    FAILED capture, or a 422 (an expired or voided authorisation), is a refusal.
 * 4. refund a capture (the reconciliation job: money captured without an order).
 *
 * References are kept as `order:{id}` before authorisation, `auth:{id}` after it and
 * `capture:{id}` once captured. Every call carries a PayPal-Request-Id, so a retried call is
 * not repeated at PayPal.
 */
export interface PaypalRestConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com */
  readonly apiBase: string;
  readonly brandName: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly now?: () => number;
}

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const orderAnswer = z.object({ id: idSchema, links: z.array(z.object({ href: z.string().url(), rel: z.string() })).default([]) });
const authorizeAnswer = z.object({
  purchase_units: z
    .array(z.object({ payments: z.object({ authorizations: z.array(z.object({ id: idSchema, status: z.string() })).min(1) }) }))
    .min(1),
});
const captureAnswer = z.object({ id: idSchema, status: z.string() });
const errorAnswer = z.object({ name: z.string().optional(), details: z.array(z.object({ issue: z.string() })).optional() });

/** A non-2xx answer from PayPal, kept with its status and issue for the log and the decision. */
export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string,
  ) {
    super(`PayPal answered ${status} ${issue}`);
  }
}

/** Cents to PayPal's decimal string: 1234 -> "12.34". */
export function paypalAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents <= 0) throw new Error(`not an amount to charge: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function createPaypalRestProvider(config: PaypalRestConfig): RedirectPaymentProvider {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 15_000;
  const now = config.now ?? (() => Date.now());
  const base = config.apiBase.replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await doFetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!answer.ok) throw new PaypalError(answer.status, 'AUTHENTICATION_FAILURE');
    const parsed = tokenAnswer.parse(await answer.json());
    // Renewed a minute early, so a token never expires between this check and PayPal's.
    token = { value: parsed.access_token, until: now() + Math.max(0, parsed.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(path: string, body: unknown, requestId: string, schema: z.ZodType<T>): Promise<T> {
    const answer = await doFetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json: unknown = await answer.json().catch(() => null);
    if (!answer.ok) {
      if (answer.status === 401) token = null;
      const error = errorAnswer.safeParse(json);
      const issue = error.success ? (error.data.details?.[0]?.issue ?? error.data.name ?? 'UNKNOWN') : 'UNKNOWN';
      throw new PaypalError(answer.status, issue);
    }
    return schema.parse(json);
  }

  const idOf = (reference: string, kind: 'order' | 'auth' | 'capture') => {
    const [prefix, id] = reference.split(':');
    return prefix === kind && id !== undefined && idSchema.safeParse(id).success ? id : null;
  };

  return {
    name: 'paypal',
    async start({ amountCents, requestId, returnUrl }) {
      const order = await call(
        '/v2/checkout/orders',
        {
          intent: 'AUTHORIZE',
          purchase_units: [{ reference_id: 'cart', custom_id: requestId.slice(0, 127), amount: { currency_code: 'USD', value: paypalAmount(amountCents) } }],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: config.brandName.slice(0, 127),
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: returnUrl('approved'),
                cancel_url: returnUrl('cancelled'),
              },
            },
          },
        },
        `start-${requestId}`,
        orderAnswer,
      );
      const approval = order.links.find((link) => link.rel === 'payer-action') ?? order.links.find((link) => link.rel === 'approve');
      if (!approval) throw new PaypalError(200, 'NO_APPROVAL_LINK');
      return { reference: `order:${order.id}`, token: order.id, approvalUrl: approval.href };
    },
    async authorize(reference): Promise<AuthorizeResult> {
      const orderId = idOf(reference, 'order');
      if (orderId === null) return { status: 'failed', message: PAYMENT_MESSAGES.network };
      try {
        const answer = await call(`/v2/checkout/orders/${orderId}/authorize`, {}, `authorize-${orderId}`, authorizeAnswer);
        const authorization = answer.purchase_units[0]?.payments.authorizations[0];
        if (authorization?.status === 'PENDING') {
          // Not money we hold yet: give it back rather than sell against it.
          await call(`/v2/payments/authorizations/${authorization.id}/void`, {}, `void-${authorization.id}`, z.unknown()).catch((error: unknown) =>
            console.error('[checkout] PayPal pending authorisation not voided', authorization.id, error instanceof Error ? error.message : error),
          );
          return { status: 'declined', message: PAYMENT_MESSAGES.paypalDeclined };
        }
        if (!authorization || authorization.status !== 'CREATED') {
          return { status: 'declined', message: PAYMENT_MESSAGES.paypalDeclined };
        }
        return { status: 'authorized', reference: `auth:${authorization.id}` };
      } catch (error) {
        console.error('[checkout] PayPal authorisation failed', orderId, error instanceof Error ? error.message : error);
        if (error instanceof PaypalError && error.status === 422) return { status: 'declined', message: PAYMENT_MESSAGES.paypalDeclined };
        return { status: 'failed', message: PAYMENT_MESSAGES.network };
      }
    },
    async capture(reference) {
      // Already captured (a repeated call of the reconciliation job): nothing more to collect.
      if (idOf(reference, 'capture') !== null) return;
      const id = idOf(reference, 'auth');
      if (id === null) throw new Error(`not a PayPal authorisation: ${reference}`);
      let captured;
      try {
        captured = await call(`/v2/payments/authorizations/${id}/capture`, { final_capture: true }, `capture-${id}`, captureAnswer);
      } catch (error) {
        if (error instanceof PaypalError && error.status === 422) throw new PaymentRefusedError(error.message);
        throw error;
      }
      if (captured.status === 'COMPLETED') return { reference: `capture:${captured.id}` };
      if (captured.status === 'PENDING') throw new Error(`PayPal capture ${captured.id} is PENDING: not paid yet`);
      throw new PaymentRefusedError(`PayPal capture ${captured.id} is ${captured.status}`);
    },
    async refund(reference) {
      const id = idOf(reference, 'capture');
      if (id === null) throw new Error(`not a PayPal capture: ${reference}`);
      await call(`/v2/payments/captures/${id}/refund`, {}, `refund-${id}`, z.unknown());
    },
    async void(reference) {
      // An order never authorised holds no money and lapses at PayPal by itself.
      const id = idOf(reference, 'auth');
      if (id === null) return;
      await call(`/v2/payments/authorizations/${id}/void`, {}, `void-${id}`, z.unknown());
    },
  };
}
