// Run by index.test.ts in a child process with a TZ of its own: prints, as JSON, what the date
// rules answer in this process's time zone, and the zone's offset to show it took effect.
import * as dates from './index';

const instants = [
  ['2026-03-08', '01:30'],
  ['2026-03-08', '02:30'],
  ['2026-03-08', '03:30'],
  ['2026-11-01', '00:30'],
  ['2026-11-01', '01:30'],
  ['2026-11-01', '02:30'],
  ['2026-09-27', '02:30'], // New Zealand's own spring-forward hour
  ['2026-04-05', '02:30'], // New Zealand's repeated hour
].map(([date, time]) => dates.pacificInstant(date ?? '', time ?? '').toISOString());
const formatted = ['2026-03-08T10:30:00Z', '2026-11-01T09:30:00Z', '2026-09-27T09:30:00Z', '2026-04-05T09:30:00Z'].map((iso) =>
  dates.pacificParts(new Date(iso)),
);
process.stdout.write(
  JSON.stringify({
    localOffset: new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset(),
    results: {
      instants,
      formatted,
      today: dates.pacificToday(new Date('2026-03-08T08:00:00Z')),
      sum: dates.addCalendarDays('2026-03-07', 2),
      span: dates.differenceInCalendarDays('2026-11-02', '2026-10-31'),
    },
  }),
);
