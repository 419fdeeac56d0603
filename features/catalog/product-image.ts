import { PRODUCT_TYPE_CONFIG } from '@/lib/config/product-types';
import type { productTypeEnum } from '@/lib/db/schema';
import { IMAGE_SIZE_PIXELS, type ImageSize } from '@/lib/media/image-sizes';
import { hashString, mulberry32 } from '@/lib/prng';

type ProductType = (typeof productTypeEnum.enumValues)[number];

export type ProductImageSpec = {
  productId: number;
  productType: ProductType;
  /** The product name, drawn as the image's headline. */
  name: string;
  size: ImageSize;
  /** Which image of that size (1-based); gallery images of one product differ by it. */
  n: number;
  /** Small second line on the larger sizes, e.g. "Pool deck". */
  caption?: string | null;
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML content and attribute values; drops characters XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/**
 * Greedy word wrap to at most `maxLines` lines of `maxChars`; an over-long word is cut, and
 * text that does not fit ends with an ellipsis on the last line.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const width = Math.max(2, Math.floor(maxChars));
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length > width ? `${word.slice(0, width - 1)}…` : word));
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (!current) current = word;
    else if (current.length + 1 + word.length <= width) current = `${current} ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  const last = kept[kept.length - 1] ?? '';
  kept[kept.length - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return kept;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)}, ${saturation}%, ${lightness}%)`;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Buildings of a night skyline along the bottom; returns the SVG and the rooftop line for the neon trim. */
function skyline(width: number, height: number, random: () => number, hue: number): { svg: string; roofline: string } {
  const parts: string[] = [];
  const roof: string[] = [];
  let x = -random() * width * 0.05;
  const body = hsl(hue + 200, 35, 9);
  const windowLight = hsl(hue + 20, 95, 72);
  while (x < width) {
    const w = width * (0.05 + random() * 0.09);
    const h = height * (0.16 + random() * 0.36);
    const top = height - h;
    parts.push(`<rect x="${round(x)}" y="${round(top)}" width="${round(w + 1)}" height="${round(h)}" fill="${body}"/>`);
    roof.push(`${round(x)},${round(top)} ${round(x + w)},${round(top)}`);
    // A few lit windows; sparse on purpose so the headline stays the thing you read.
    const cell = Math.max(3, width / 90);
    for (let wy = top + cell; wy < height - cell * 2; wy += cell * 2.2) {
      for (let wx = x + cell * 0.8; wx < x + w - cell; wx += cell * 1.8) {
        if (random() < 0.22) {
          parts.push(`<rect x="${round(wx)}" y="${round(wy)}" width="${round(cell * 0.7)}" height="${round(cell)}" fill="${windowLight}" opacity="0.8"/>`);
        }
      }
    }
    x += w;
  }
  return { svg: parts.join(''), roofline: roof.join(' ') };
}

/** Mesas and canyon walls for tours, which mostly leave the city. */
function desert(width: number, height: number, random: () => number, hue: number): { svg: string; roofline: string } {
  const points: string[] = [`0,${height}`];
  let x = 0;
  while (x < width) {
    const top = height * (0.45 + random() * 0.3);
    const run = width * (0.08 + random() * 0.16);
    points.push(`${round(x)},${round(top)}`, `${round(x + run * 0.15)},${round(top - height * 0.08)}`, `${round(x + run)},${round(top - height * 0.08)}`);
    x += run;
  }
  points.push(`${width},${height}`);
  const ridge = points.slice(1, -1).join(' ');
  return {
    svg: `<polygon points="${points.join(' ')}" fill="${hsl(hue + 5, 55, 22)}"/>`,
    roofline: ridge,
  };
}

/**
 * A deterministic SVG poster for a product image: a dusk gradient in the type's colours, a
 * skyline (or desert) with a neon trim, and the product name in large, high-contrast type.
 * Same input, same bytes, so the HTTP response can be cached forever.
 */
export function renderProductImageSvg(spec: ProductImageSpec): string {
  const { width, height } = IMAGE_SIZE_PIXELS[spec.size];
  const seed = hashString(`${spec.productId}:${spec.productType}:${spec.size}:${spec.n}`);
  const random = mulberry32(seed);
  const hue = PRODUCT_TYPE_CONFIG[spec.productType].image.hue + ((hashString(String(spec.productId)) % 50) - 25) + (spec.n - 1) * 17;
  const id = `p${spec.productId}${spec.size.toLowerCase()}${spec.n}`;

  const stars = Array.from({ length: Math.round((width * height) / 9000) + 4 }, () => {
    const r = round(0.5 + random() * Math.max(0.8, width / 500));
    return `<circle cx="${round(random() * width)}" cy="${round(random() * height * 0.5)}" r="${r}" fill="#fff" opacity="${round(0.3 + random() * 0.6)}"/>`;
  }).join('');
  const moonR = Math.min(width, height) * (0.05 + random() * 0.04);
  // Kept to the outer thirds and the top so it never sits behind the headline.
  const moonX = random() < 0.5 ? 0.08 + random() * 0.17 : 0.75 + random() * 0.17;
  const moon = `<circle cx="${round(width * moonX)}" cy="${round(Math.max(moonR * 1.2, height * 0.13))}" r="${round(moonR)}" fill="${hsl(hue + 40, 90, 82)}" opacity="0.85"/>`;
  // Each type has its own colour family (the registry's image.hue) so a results page of shows reads
  // differently from one of tours; the product id shifts the hue within the family.
  const ground = PRODUCT_TYPE_CONFIG[spec.productType].image.scene === 'desert' ? desert(width, height, random, hue) : skyline(width, height, random, hue);
  const neon = hsl(hue + 160, 100, 62);
  const strokeWidth = round(Math.max(1.2, Math.min(width, height) / 90));

  // Headline sized to the shorter side; the line length follows from the glyph width (~0.56 em).
  const fontSize = Math.max(10, Math.round(Math.min(width / 13, height / 6)));
  const maxChars = (width * 0.86) / (fontSize * 0.56);
  const lines = wrapText(spec.name, maxChars, 3);
  const lineHeight = fontSize * 1.15;
  const showCaption = Boolean(spec.caption) && height >= 250;
  const captionSize = Math.round(fontSize * 0.5);
  const blockHeight = lines.length * lineHeight + (showCaption ? captionSize * 1.6 : 0);
  const top = Math.max(fontSize * 0.4, height * 0.44 - blockHeight / 2);
  const textLines = lines
    .map((line, i) => `<tspan x="${round(width / 2)}" y="${round(top + fontSize + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  const caption = showCaption
    ? `<text x="${round(width / 2)}" y="${round(top + lines.length * lineHeight + captionSize * 1.4)}" font-size="${captionSize}" font-weight="600" fill="#fff" opacity="0.92" text-anchor="middle">${escapeXml(spec.caption ?? '')}</text>`
    : '';
  const label =
    height >= 250
      ? `<text x="${round(width * 0.035)}" y="${round(height * 0.035 + captionSize)}" font-size="${Math.round(captionSize * 0.8)}" font-weight="700" letter-spacing="2" fill="${neon}">${escapeXml(PRODUCT_TYPE_CONFIG[spec.productType].image.label)}</text>`
      : '';
  const title = spec.caption ? `${spec.name} - ${spec.caption}` : spec.name;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 220, 60, 12)}"/><stop offset="0.55" stop-color="${hsl(hue, 70, 32)}"/><stop offset="1" stop-color="${hsl(hue + 35, 85, 55)}"/></linearGradient>`,
    `<filter id="${id}-glow" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${round(strokeWidth * 1.4)}"/></filter>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#${id}-sky)"/>`,
    stars,
    moon,
    ground.svg,
    `<polyline points="${ground.roofline}" fill="none" stroke="${neon}" stroke-width="${strokeWidth * 2}" opacity="0.6" filter="url(#${id}-glow)"/>`,
    `<polyline points="${ground.roofline}" fill="none" stroke="${neon}" stroke-width="${strokeWidth}"/>`,
    // A soft dark band keeps white text readable over any part of the sky.
    `<rect x="0" y="${round(top - fontSize * 0.25)}" width="${width}" height="${round(blockHeight + fontSize * 0.55)}" fill="#000" opacity="0.35"/>`,
    `<g font-family="'Helvetica Neue', Helvetica, Arial, sans-serif">`,
    label,
    `<text font-size="${fontSize}" font-weight="800" fill="#fff" text-anchor="middle">${textLines}</text>`,
    caption,
    '</g>',
    '</svg>',
  ].join('');
}
