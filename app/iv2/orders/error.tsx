'use client';

import { SegmentError } from '@/app/segment-error';

/** An order page failed to load. The order itself is safe: nothing here changes it. */
export default function OrdersError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError name="orders" message="Your order and tickets are safe. Please try again in a moment." error={error} retry={retry} />;
}
