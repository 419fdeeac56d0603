import { pacificParts, weekdayOf } from './index';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A performance's start on the Las Vegas wall clock: 'Sat, Dec 5, 2026 7:30 PM', whatever the server's zone. */
export function formatPerformanceTime(instant: Date): string {
  const { date, time } = pacificParts(instant);
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const h = hours ?? 0;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const clock = `${hour12}:${String(minutes ?? 0).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return `${WEEKDAYS[weekdayOf(date)]}, ${MONTHS[(month ?? 1) - 1]} ${day}, ${year} ${clock}`;
}
