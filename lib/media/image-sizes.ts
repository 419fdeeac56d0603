import type { imageSizeEnum } from '@/lib/db/schema';

export type ImageSize = (typeof imageSizeEnum.enumValues)[number];

/**
 * Pixel sizes of the catalog image kinds. The seed writes them into product_images and the
 * /media route renders SVGs of the same size, so both read them from here.
 */
export const IMAGE_SIZE_PIXELS: Record<ImageSize, { width: number; height: number }> = {
  SQUARELARGE: { width: 300, height: 300 },
  SQUARESMALL: { width: 100, height: 100 },
  HERO658X251: { width: 658, height: 251 },
  WIDE1280X400: { width: 1280, height: 400 },
  GALLERY800X533: { width: 800, height: 533 },
};

export const IMAGE_SIZES = Object.keys(IMAGE_SIZE_PIXELS) as ImageSize[];

export function isImageSize(value: string): value is ImageSize {
  return Object.hasOwn(IMAGE_SIZE_PIXELS, value);
}

/** Public path of a generated product image: /media/products/{productId}/{size}-{n}.svg */
export function productImagePath(productId: number, size: ImageSize, n: number): string {
  return `/media/products/${productId}/${size}-${n}.svg`;
}

/** File part of a product image path, e.g. "HERO658X251-1.svg"; at most 999 images of a size. */
export const PRODUCT_IMAGE_FILE_PATTERN = /^([A-Z0-9]+)-([1-9][0-9]{0,2})\.svg$/;

export function parseProductImageFile(file: string): { size: ImageSize; n: number } | null {
  const match = PRODUCT_IMAGE_FILE_PATTERN.exec(file);
  if (!match?.[1] || !match[2] || !isImageSize(match[1])) return null;
  return { size: match[1], n: Number(match[2]) };
}
