// Loaded by the countdown island: nothing here may pull in lib/dates (date-fns-tz) or zod.

/** A hold's time left as mm:ss (never negative). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
