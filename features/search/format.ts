import { parseCalendarDate } from '@/lib/dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function short(date: string): { label: string; year: number } {
  const parts = parseCalendarDate(date);
  if (parts === null) return { label: date, year: 0 };
  return { label: `${MONTHS[parts.month - 1]} ${parts.day}`, year: parts.year };
}

/** 'Dec 1 - Dec 5, 2026', 'Dec 30, 2026 - Jan 2, 2027', or one day 'Dec 1, 2026'. */
export function formatDateRange(startDate: string, endDate: string): string {
  const start = short(startDate);
  const end = short(endDate);
  if (startDate === endDate) return `${start.label}, ${start.year}`;
  if (start.year === end.year) return `${start.label} - ${end.label}, ${end.year}`;
  return `${start.label}, ${start.year} - ${end.label}, ${end.year}`;
}
