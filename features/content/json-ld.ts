import type { PageOrProductEntry } from './page-entry';

/**
 * Structured data of a content page: a WebPage (or, for a product entry, the product as a
 * Place/Thing with its address), plus an FAQPage when the page has FAQ entries, so search
 * engines can show its questions.
 */
export function contentJsonLd(entry: PageOrProductEntry, url: string): Record<string, unknown>[] {
  if (entry.type === 'product') {
    const p = entry.data;
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Place',
        name: p.displayTitle ?? p.name,
        url,
        ...(p.summary ? { description: p.summary } : {}),
        ...(p.streetAddress ? { address: p.streetAddress } : {}),
        ...(p.latitude !== undefined && p.longitude !== undefined
          ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } }
          : {}),
      },
    ];
  }
  const page = entry.data;
  const out: Record<string, unknown>[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: page.seoMeta.pageTitle ?? page.name,
      url,
      ...(page.seoMeta.description ? { description: page.seoMeta.description } : {}),
    },
  ];
  const faqs = [...(page.content.productLandingWidgets ?? []), ...page.content.widgets].flatMap((w) => (w.widgetType === 'FAQ' ? w.entries : []));
  if (faqs.length > 0) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
    });
  }
  return out;
}
