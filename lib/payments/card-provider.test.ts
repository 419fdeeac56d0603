import { afterEach, describe, expect, it, vi } from 'vitest';

const KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  vi.resetModules();
});

/** The module afresh, with this environment (lib/env parses it once per module instance). */
async function freshWith(env: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, env);
  vi.resetModules();
  return import('./card-provider');
}

describe('the configured card provider', () => {
  it('is the demo test card provider without a Stripe key: card numbers in our form', async () => {
    const { configuredCardProvider, cardPaysOnHostedPage, configuredStripe } = await freshWith({});
    expect(configuredCardProvider().name).toBe('test-card');
    expect(cardPaysOnHostedPage()).toBe(false);
    expect(configuredStripe()).toBeNull();
  });

  it('is Stripe Checkout (a hosted page) when STRIPE_SECRET_KEY is set, pointed at STRIPE_API_URL', async () => {
    const { configuredCardProvider, cardPaysOnHostedPage, configuredStripe } = await freshWith({
      STRIPE_SECRET_KEY: 'sk_test_configured0001',
      STRIPE_WEBHOOK_SECRET: 'whsec_configured0001',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    const provider = configuredCardProvider();
    expect(provider.name).toBe('stripe');
    expect('start' in provider).toBe(true);
    expect(cardPaysOnHostedPage()).toBe(true);
    const client = configuredStripe()!.client as unknown as { _api: { host: string; port: string | number; protocol: string } };
    expect(client._api).toMatchObject({ host: '127.0.0.1', port: '9', protocol: 'http' });
  });
});
