'use client';

import { SegmentError } from '@/app/segment-error';

/** The ticket page failed to load. The ticket itself is safe: nothing here changes it. */
export default function TicketError({ error, retry }: { error: unknown; retry: () => void }) {
  return <SegmentError name="ticket" message="Your ticket is still valid. Please try again in a moment." error={error} retry={retry} />;
}
