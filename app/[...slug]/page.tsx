import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NOT_FOUND_DOCUMENT_TITLE } from '@/components/not-found-view';

/**
 * The end of the route list (spec 2.2): any path no other route claims is the not-found
 * page, answered with status 404.
 */
export const metadata: Metadata = {
  title: { absolute: NOT_FOUND_DOCUMENT_TITLE },
  robots: { index: false, follow: true },
};

export default function CatchAllPage(): never {
  notFound();
}
