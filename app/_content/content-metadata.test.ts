import { describe, expect, it } from 'vitest';
import { contentEntrySchema } from '@/features/content/entry-schema';
import type { PageOrProductEntry } from '@/features/content/types';
import { contentMetadata } from './content-page';

const entry = contentEntrySchema.parse({
  url: '/lounge/guide/',
  type: 'page',
  data: {
    name: 'Guide',
    layoutId: 'link-farm',
    type: 'LINK_FARM',
    seoMeta: { pageTitle: 'Las Vegas Visitor Guide', description: 'Plan a trip.', robots: 'noindex, follow' },
    content: {},
  },
}) as PageOrProductEntry;

describe('content page metadata (seoMeta)', () => {
  it('takes the title, description and robots from seoMeta, and the canonical from the path', () => {
    const metadata = contentMetadata(entry, '/lounge/guide');
    expect(metadata.title).toBe('Las Vegas Visitor Guide');
    expect(metadata.description).toBe('Plan a trip.');
    expect(metadata.robots).toBe('noindex, follow');
    expect(String(metadata.alternates?.canonical)).toMatch(/^https?:\/\/[^/]+\/lounge\/guide$/);
  });

  it("falls back to the entry's name without seoMeta", () => {
    const bare = contentEntrySchema.parse({ url: '/x/', type: 'page', data: { name: 'Bare page', layoutId: 'l', type: 'PROMOTION', content: {} } }) as PageOrProductEntry;
    const metadata = contentMetadata(bare, '/x');
    expect(metadata.title).toBe('Bare page');
    expect(metadata.robots).toBeUndefined();
  });
});
