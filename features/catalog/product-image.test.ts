import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, IMAGE_SIZE_PIXELS, parseProductImageFile, productImagePath } from '@/lib/media/image-sizes';
import { escapeXml, renderProductImageSvg, wrapText } from './product-image';

const base = { productId: 1036, productType: 'SHOW', name: 'Cirque Lumière: AURA', size: 'SQUARELARGE', n: 1 } as const;

describe('renderProductImageSvg', () => {
  it.each(IMAGE_SIZES)('draws %s at its catalog size', (size) => {
    const svg = renderProductImageSvg({ ...base, size });
    const { width, height } = IMAGE_SIZE_PIXELS[size];
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`)).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('uses the spec sizes for the square and hero images', () => {
    expect(IMAGE_SIZE_PIXELS.SQUARELARGE).toEqual({ width: 300, height: 300 });
    expect(IMAGE_SIZE_PIXELS.HERO658X251).toEqual({ width: 658, height: 251 });
    expect(IMAGE_SIZE_PIXELS.GALLERY800X533).toEqual({ width: 800, height: 533 });
  });

  it('is deterministic, and differs between products, types and gallery images', () => {
    const svg = renderProductImageSvg(base);
    expect(renderProductImageSvg(base)).toBe(svg);
    expect(renderProductImageSvg({ ...base, productId: 1037 })).not.toBe(svg);
    expect(renderProductImageSvg({ ...base, productType: 'TOUR' })).not.toBe(svg);
    expect(renderProductImageSvg({ ...base, n: 2 })).not.toBe(svg);
  });

  it('escapes the name and caption so markup in them stays text', () => {
    const svg = renderProductImageSvg({
      ...base,
      size: 'GALLERY800X533',
      name: `Tom & Jerry's <script>alert("x")</script>`,
      caption: 'Pool & "Spa" <deck>',
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    expect(svg).toContain('Tom &amp; Jerry&apos;s');
    expect(svg).toContain('Pool &amp; &quot;Spa&quot; &lt;deck&gt;');
    // One <svg>, one <title>: nothing from the input became an element.
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg.match(/<title>/g)).toHaveLength(1);
  });

  it('shows the full name in the accessible title even when the drawn text is cut', () => {
    const name = 'Grand Canyon West Rim Bus Tour with Hoover Dam Stop and Glass Bridge Upgrade for the Whole Family';
    const svg = renderProductImageSvg({ ...base, size: 'SQUARESMALL', name });
    expect(svg).toContain(`<title>${name}</title>`);
    expect(svg).toContain('\u2026');
  });

  it('leaves the caption off the small sizes', () => {
    const svg = renderProductImageSvg({ ...base, size: 'SQUARESMALL', caption: 'Finale' });
    expect(svg.match(/>Finale</g)).toBeNull();
    expect(renderProductImageSvg({ ...base, size: 'GALLERY800X533', caption: 'Finale' })).toContain('>Finale</text>');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials and drops control characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('bell\u0007 tab\t')).toBe('bell tab\t');
  });
});

describe('wrapText', () => {
  it('wraps on spaces within the line length', () => {
    expect(wrapText('Neon Mirage Resort & Casino', 12, 3)).toEqual(['Neon Mirage', 'Resort &', 'Casino']);
  });

  it('ends with an ellipsis when the text needs more lines than allowed', () => {
    const lines = wrapText('one two three four five six seven', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('\u2026')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(9);
  });

  it('cuts a single word longer than a line', () => {
    expect(wrapText('Supercalifragilistic', 8, 2)).toEqual(['Superca\u2026']);
  });
});

describe('product image paths', () => {
  it('round-trips /media/products/{id}/{SIZE}-{n}.svg', () => {
    expect(productImagePath(1001, 'HERO658X251', 1)).toBe('/media/products/1001/HERO658X251-1.svg');
    expect(parseProductImageFile('GALLERY800X533-3.svg')).toEqual({ size: 'GALLERY800X533', n: 3 });
  });

  it.each(['HERO658X251-0.svg', 'HERO-1.svg', 'hero658x251-1.svg', 'HERO658X251-1.png', 'SQUARELARGE-01.svg', 'SQUARELARGE-1000.svg', '../SQUARELARGE-1.svg'])(
    'rejects %s',
    (file) => {
      expect(parseProductImageFile(file)).toBeNull();
    },
  );
});
