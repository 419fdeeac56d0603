'use client';

import { SegmentError } from '@/app/segment-error';

/** The cart failed to load. Nothing the visitor holds is lost by that: holds run out on their own clock. */
export default function CartError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError name="cart" message="Your tickets stay held until their hold ends. Please try again in a moment." error={error} retry={retry} />;
}
