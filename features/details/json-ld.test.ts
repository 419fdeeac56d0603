import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@/features/catalog/types';
import { formatDuration, mapHref, productJsonLd } from './json-ld';
import type { ProductDetails } from './types';

const summary: ProductSummary = {
  id: 1040,
  type: 'HOTEL',
  name: 'The Bellamy',
  href: '/iv2/las-vegas-hotels/1040/the-bellamy/dates',
  image: null,
  location: 'Center Strip',
  rating: 4.6,
  reviewCount: 1234,
  starRating: 4.5,
  minAge: null,
  fromPriceCents: 12_950,
  fromBasePriceCents: 15_000,
  promotionName: null,
};

const details: ProductDetails = {
  summary,
  slug: 'the-bellamy',
  shortDescription: 'A Strip resort.',
  description: 'Long text.',
  locatedWithin: null,
  area: 'Center Strip',
  address: '3600 Las Vegas Blvd S',
  city: 'Las Vegas',
  postalCode: '89109',
  latitude: 36.11,
  longitude: -115.17,
  localPhone: '(702) 555-0100',
  providerName: 'Bellamy Resorts',
  sellable: true,
  durationMinutes: null,
  guestScore: 8.8,
  features: [],
  categories: [],
  gallery: [{ path: '/media/products/1040/GALLERY800X533-1.svg', title: 'Pool', width: 800, height: 533 }],
};

describe('productJsonLd', () => {
  it('describes a hotel with its address, rating, stars and price from, in absolute urls', () => {
    const ld = productJsonLd(details, '/iv2/las-vegas-hotels/1040/the-bellamy/dates', 'https://www.example.com');
    expect(JSON.parse(JSON.stringify(ld))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'The Bellamy',
      url: 'https://www.example.com/iv2/las-vegas-hotels/1040/the-bellamy/dates',
      image: ['https://www.example.com/media/products/1040/GALLERY800X533-1.svg'],
      address: { '@type': 'PostalAddress', streetAddress: '3600 Las Vegas Blvd S', postalCode: '89109', addressRegion: 'NV' },
      telephone: '(702) 555-0100',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 1234, bestRating: 5 },
      starRating: { '@type': 'Rating', ratingValue: 4.5 },
      priceRange: 'From $130',
    });
  });

  it('leaves out what a product lacks', () => {
    const ld = productJsonLd(
      { ...details, summary: { ...summary, type: 'SPA', reviewCount: 0, fromPriceCents: null, starRating: null }, localPhone: null },
      '/x',
      'https://www.example.com',
    );
    expect(ld['@type']).toBe('DaySpa');
    for (const key of ['aggregateRating', 'priceRange', 'telephone', 'starRating']) expect(ld).not.toHaveProperty(key);
  });
});

describe('events of a show', () => {
  it('lists its upcoming performances as events with their offer', () => {
    const show = { ...details, summary: { ...summary, type: 'SHOW' as const, starRating: null }, locatedWithin: 'Canal Royale Resort' };
    const ld = productJsonLd(show, '/iv2/las-vegas-shows/1040/x/dates', 'https://www.example.com', ['2026-12-01T03:00:00.000Z']);
    expect(ld.event).toEqual([
      expect.objectContaining({
        '@type': 'TheaterEvent',
        name: 'The Bellamy',
        startDate: '2026-12-01T03:00:00.000Z',
        location: expect.objectContaining({ '@type': 'Place', name: 'Canal Royale Resort' }),
        offers: { '@type': 'Offer', price: '129.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://www.example.com/iv2/las-vegas-shows/1040/x/dates' },
      }),
    ]);
    const unpriced = productJsonLd({ ...show, summary: { ...show.summary, fromPriceCents: null } }, '/x', 'https://www.example.com', ['2026-12-01T03:00:00.000Z']);
    expect(unpriced).not.toHaveProperty('event');
  });
});

describe('reviews in the JSON-LD', () => {
  it('carries the latest five reviews with their rating and author', () => {
    const reviews = Array.from({ length: 7 }, (_, n) => ({
      id: n + 1,
      rating: 5 - (n % 3),
      title: `Title ${n}`,
      body: `Body ${n}`,
      authorName: `Guest ${n}`,
      authorLocation: null,
      visitedOn: null,
      createdAt: `2026-11-0${n + 1}T20:00:00.000Z`,
    }));
    const ld = productJsonLd(details, '/x', 'https://www.example.com', [], reviews);
    expect(ld.review).toHaveLength(5);
    expect((ld.review as unknown[])[1]).toEqual({
      '@type': 'Review',
      name: 'Title 1',
      reviewBody: 'Body 1',
      datePublished: '2026-11-02',
      author: { '@type': 'Person', name: 'Guest 1' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
    expect(productJsonLd(details, '/x', 'https://www.example.com')).not.toHaveProperty('review');
  });
});

describe('formatDuration and mapHref', () => {
  it('writes durations in hours and minutes', () => {
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatDuration(120)).toBe('2 hrs');
    expect(formatDuration(45)).toBe('45 min');
  });

  it('searches the map for the place by name and address', () => {
    const href = new URL(mapHref({ ...details, name: 'The Bellamy' }));
    expect(href.origin).toBe('https://www.google.com');
    expect(href.searchParams.get('query')).toBe('The Bellamy, 3600 Las Vegas Blvd S, Las Vegas, NV 89109');
  });
});
