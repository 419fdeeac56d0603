import { z } from 'zod';
import { getProductImageSvg } from '@/features/catalog/queries';
import { parseProductImageFile } from '@/lib/media/image-sizes';
import { hashString } from '@/lib/prng';

// Reads the database on request; the build must never open it.
export const dynamic = 'force-dynamic';

const paramsSchema = z.object({
  productId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
  file: z.string().transform((file, ctx) => {
    const parsed = parseProductImageFile(file);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'Expected {SIZE}-{n}.svg with a known image size' });
      return z.NEVER;
    }
    return parsed;
  }),
});

function notFound(): Response {
  return new Response('Image not found.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}

/** Generated product artwork; the same product and file always give the same SVG. */
export async function GET(request: Request, { params }: { params: Promise<{ productId: string; file: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return notFound();
  const { productId, file } = parsed.data;

  const svg = await getProductImageSvg(productId, file.size, file.n);
  if (svg === null) return notFound();
  const etag = `"${hashString(svg).toString(16)}-${svg.length.toString(16)}"`;
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // Opened on its own, an SVG is a document: allow it nothing beyond drawing itself.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(svg, { status: 200, headers });
}
