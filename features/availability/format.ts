/** '19:30' of a `yyyy-MM-ddTHH:mm` -> '7:30 PM'. */
export function formatSlotTime(dateTime: string): string {
  const hours = Number(dateTime.slice(11, 13));
  const minutes = dateTime.slice(14, 16);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** '2026-12-01' -> 'Tue, Dec 1, 2026' (the calendar date itself, whatever the browser's zone). */
export function formatSlotDate(date: string): string {
  return DAY_FORMAT.format(new Date(`${date}T12:00:00Z`));
}

/** Slots grouped by their Pacific date, in order. */
export function groupByDate<T extends { dateTime: string }>(slots: readonly T[]): { date: string; slots: T[] }[] {
  const groups: { date: string; slots: T[] }[] = [];
  for (const slot of slots) {
    const date = slot.dateTime.slice(0, 10);
    const last = groups.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else groups.push({ date, slots: [slot] });
  }
  return groups;
}
