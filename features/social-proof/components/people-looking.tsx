'use client';

import { useEffect, useState } from 'react';
import { NOTIFICATION_DELAYS_MS } from '@/lib/config/constants';
import { bookedPast24HoursText, bookedTodayText, peopleLookingText } from '../rules';
import { fetchProductViews } from './product-views-client';
import styles from './people-looking.module.css';

type NoticeId = 'booked-today' | 'people-looking' | 'booked-recently';

/**
 * Counts this visit and tells, from real data only (storefront 2.8): 'Booked N times today' as
 * soon as the counts arrive (orders placed today, Pacific date); 3000 ms after the page opened, how many other visitors are looking
 * right now; 6000 ms after, how often it was booked in the past 24 hours. Nothing shows below
 * a minimum or when the counts cannot be had.
 */
export function PeopleLooking({ productId }: { productId: number }) {
  const [notices, setNotices] = useState<{ id: NoticeId; text: string }[]>([]);
  const [closed, setClosed] = useState<ReadonlySet<NoticeId>>(new Set());
  useEffect(() => {
    let cancelled = false;
    const openedAt = Date.now();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const showAt = (delayMs: number, id: NoticeId, text: string | null) => {
      if (text === null) return;
      timers.push(setTimeout(() => setNotices((list) => [...list.filter((n) => n.id !== id), { id, text }]), Math.max(0, openedAt + delayMs - Date.now())));
    };
    void fetchProductViews(productId).then((answer) => {
      if (cancelled || answer === null) return;
      showAt(0, 'booked-today', bookedTodayText(answer.bookedToday));
      showAt(NOTIFICATION_DELAYS_MS.peopleLooking, 'people-looking', peopleLookingText(answer.lookingNow));
      showAt(NOTIFICATION_DELAYS_MS.bookedRecently, 'booked-recently', bookedPast24HoursText(answer.bookedPast24Hours));
    });
    return () => {
      cancelled = true;
      for (const timer of timers) clearTimeout(timer);
    };
  }, [productId]);
  return (
    <div className={styles.region} aria-live="polite">
      {notices
        .filter((n) => !closed.has(n.id))
        .map((notice) => (
          <p key={notice.id} className={styles.notice} data-testid={notice.id}>
            <span>{notice.text}</span>
            <button type="button" className={styles.close} onClick={() => setClosed((set) => new Set([...set, notice.id]))} aria-label="Dismiss">
              ×
            </button>
          </p>
        ))}
    </div>
  );
}
