import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd, jsonLdText } from './json-ld';

describe('JsonLd', () => {
  const hostile = { '@type': 'Product', name: '</script><script>alert(1)</script><!-- & \u2028' };

  it('cannot be ended or changed by the text it carries, and parses back to the same data', () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const text = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(text).toBe(jsonLdText(hostile));
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
