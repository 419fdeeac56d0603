// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { contentTags } from '@/features/content/tags';
import { publishInvalidation } from '@/lib/cache/invalidation';
import { contentEntries, products } from '@/lib/db/schema';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { answerQuestion } from './answer';
import { getHelpIndex } from './corpus';
import type * as FlagsModule from '@/lib/config/flags';

installTestDataCache();

const flags = vi.hoisted(() => ({ disableOrderViewer: false }));
vi.mock('@/lib/config/flags', async (importOriginal) => {
  const actual = await importOriginal<typeof FlagsModule>();
  return { ...actual, getFlags: () => ({ ...actual.getFlags(), ...flags }) };
});

describe.each(testDatabaseKinds())('chat answers from the seeded content (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });

  it('answers a seeded FAQ question with that FAQ first, from its page', async () => {
    const answer = await answerQuestion('  What is the minimum age?  ');
    expect(answer.question).toBe('What is the minimum age?');
    expect(answer.answers[0]).toEqual({
      id: expect.stringMatching(/^faq-\d+$/),
      kind: 'faq',
      title: 'What is the minimum age?',
      text: 'You must be 21 or over to enter nightclubs, bars, dayclubs and strip clubs in Las Vegas, and to drink alcohol.',
      source: { title: 'Las Vegas Nightlife', href: '/nightlife' },
    });
    expect(answer.answers.length).toBeLessThanOrEqual(3);
    expect(answer.actions).toEqual([]);
  });

  it('finds it in other words too, and finds tips', async () => {
    expect((await answerQuestion('minimum age for nightclubs'))[`answers`][0]?.title).toBe('What is the minimum age?');
    const tip = await answerQuestion('Should I carry a physical ID?');
    expect(tip.answers[0]).toMatchObject({ kind: 'tip', title: 'Carry a physical ID', source: { href: '/nightlife' } });
  });

  it('says nothing rather than something wrong for nonsense', async () => {
    expect(await answerQuestion('xyzzy plugh frobnicate')).toEqual({ question: 'xyzzy plugh frobnicate', actions: [], answers: [], products: [] });
  });

  it('links the order lookup for a question about an order, and the password reset', async () => {
    const order = await answerQuestion('Where can I find my order confirmation?');
    expect(order.actions).toEqual([{ id: 'order-lookup', text: 'Find your order with your e-mail address and confirmation number', href: '/iv2/orders/search' }]);
    const password = await answerQuestion('I forgot my password');
    expect(password.actions).toEqual([{ id: 'forgot-password', text: 'Reset your password', href: '/iv2/forgot-password' }]);
  });

  it('offers no order lookup while FLAG_DISABLE_ORDER_VIEWER turns it off', async () => {
    flags.disableOrderViewer = true;
    try {
      expect((await answerQuestion('Where can I find my order confirmation?')).actions).toEqual([]);
    } finally {
      flags.disableOrderViewer = false;
    }
  });

  it('lists up to 3 matching products of the site search as links', async () => {
    const [show] = await database()
      .db.select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.type, 'SHOW')))
      .orderBy(products.id)
      .limit(1);
    const answer = await answerQuestion(`Tickets for ${show!.name}?`);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(3);
    expect(answer.products[0]).toMatchObject({ id: show!.id, name: show!.name, href: expect.stringMatching(new RegExp(`^/iv2/las-vegas-shows/${show!.id}/`)) });
  });

  it('builds the corpus once, and again as soon as a content write expires the content tags', async () => {
    const first = await getHelpIndex();
    expect(await getHelpIndex()).toBe(first);
    const db = database().db;
    const url = '/blocks/tips/chat-test-valet/';
    await db.insert(contentEntries).values({
      url,
      type: 'tip',
      data: { _id: 'chat-test-valet', text: 'Valet parking is free for hotel guests', blurb: 'Most Strip resorts charge for self-parking; ask at the valet stand.' },
    });
    // Not yet: nothing announced the write.
    expect((await answerQuestion('Is valet parking free?')).answers).toEqual([]);
    await publishInvalidation(db, [contentTags.entry(url), contentTags.entries]);
    const answer = await answerQuestion('Is valet parking free?');
    expect(answer.answers[0]).toMatchObject({ kind: 'tip', title: 'Valet parking is free for hotel guests', source: null });
    await db.delete(contentEntries).where(eq(contentEntries.url, url));
    await publishInvalidation(db, [contentTags.entry(url), contentTags.entries]);
  });
});
