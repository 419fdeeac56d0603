import { DEADLINE_TIMER } from '@/lib/config/constants';

/** The deadline timer shows only for a deal that ends within this many seconds (storefront 9: 86400). */
export const DEADLINE_CUTOFF_SECONDS = DEADLINE_TIMER.cutoffSeconds;

/** Whole seconds until `endsAtMs` at `nowMs`, rounded up (a deal ending in 0.2 s still has 1 s), never below 0. */
export function secondsLeft(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

/** Whether the timer shows: the deal has not ended and ends within the cutoff. */
export function isWithinCutoff(endsAtMs: number, nowMs: number): boolean {
  const left = endsAtMs - nowMs;
  return left > 0 && left <= DEADLINE_CUTOFF_SECONDS * 1000;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The time left as hh:mm:ss ('23:59:59', '00:00:07'); hours are not wrapped at 24. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}
