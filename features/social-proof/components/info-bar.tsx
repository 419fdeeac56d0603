'use client';

import { useEffect, useState } from 'react';
import { SOCIAL_PROOF_ROTATION } from '@/lib/config/constants';
import { infoBarMessages } from '../rules';
import { fetchProductViews } from './product-views-client';
import styles from './info-bar.module.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The rotating social-proof bar of the seat and quantity screens (ticket-buying 2, storefront 9):
 * booked in last N hrs, N people looking right now, booked N times in past 24 hours, from the
 * product's real counts, only those that reach their minimums. A new message every 4.5 s: the
 * old one fades out over the last 500 ms before the change and the new one fades in over 500 ms
 * (no fade with prefers-reduced-motion). One message stands still; none renders nothing.
 * Rotation pauses while the pointer is on it, so a message can be read to the end.
 * Screen readers get all the messages at once, not a region that talks every 4.5 s.
 */
export function SocialProofBar({ productId }: { productId: number }) {
  const [messages, setMessages] = useState<readonly string[]>([]);
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void fetchProductViews(productId).then((answer) => {
      if (cancelled || answer === null) return;
      setReducedMotion(prefersReducedMotion());
      setIndex(0);
      setMessages(infoBarMessages(answer));
    });
    return () => {
      cancelled = true;
    };
  }, [productId]);

  const count = messages.length;
  useEffect(() => {
    if (count < 2 || paused) return;
    const { intervalMs } = SOCIAL_PROOF_ROTATION;
    const fadeMs = reducedMotion ? 0 : SOCIAL_PROOF_ROTATION.fadeMs;
    let timer: ReturnType<typeof setTimeout>;
    const advance = () => {
      setIndex((i) => (i + 1) % count);
      setFading(false);
      timer = setTimeout(fadeOut, intervalMs - fadeMs);
    };
    const fadeOut = () => {
      if (fadeMs === 0) return advance();
      setFading(true);
      timer = setTimeout(advance, fadeMs);
    };
    timer = setTimeout(fadeOut, intervalMs - fadeMs);
    return () => clearTimeout(timer);
  }, [count, paused, reducedMotion]);

  if (count === 0) return null;
  const shown = messages[index % count];
  return (
    <div
      className={styles.bar}
      data-testid="social-proof-bar"
      onMouseEnter={() => {
        setPaused(true);
        setFading(false);
      }}
      onMouseLeave={() => setPaused(false)}
    >
      <p
        className={styles.message}
        aria-hidden="true"
        data-testid="social-proof-message"
        style={{
          opacity: fading ? 0 : 1,
          transition: reducedMotion ? 'none' : `opacity ${SOCIAL_PROOF_ROTATION.fadeMs}ms ease-in-out`,
        }}
      >
        {shown}
      </p>
      <ul className="visually-hidden">
        {messages.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
