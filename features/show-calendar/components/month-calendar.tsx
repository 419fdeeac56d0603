import { Breadcrumbs } from '@/components/breadcrumbs';
import { routes } from '@/lib/routes';
import { dayAnchor, formatDayLong, formatShowTime, monthLabel, WEEKDAY_NAMES } from '../month';
import type { CalendarMonth, MonthDay, ShowCalendar } from '../types';
import styles from './month-calendar.module.css';

export const calendarHeading = (month: CalendarMonth) => `Las Vegas Shows Calendar: ${monthLabel(month)}`;

function DayCell({ day }: { day: MonthDay }) {
  if (!day.inMonth) return <td className={styles.outside} aria-hidden="true" />;
  const label = formatDayLong(day.date);
  return (
    <td id={dayAnchor(day.date)} className={day.past ? styles.past : day.shows.length > 0 ? styles.busy : styles.day} data-date={day.date}>
      <div className={styles.dayNumber}>
        <time dateTime={day.date}>{day.day}</time>
      </div>
      {day.past ? (
        <p className={styles.empty}>Past</p>
      ) : day.shows.length === 0 ? (
        <p className={styles.empty}>No shows</p>
      ) : (
        // A month holds a thousand performances or more: the markup stays lean (no class, label or
        // test id per entry). Each time link takes its purpose from its list item (the show, the day).
        <ul className={styles.shows} aria-label={`Shows on ${label}`}>
          {day.shows.map((show) => (
            <li key={show.productId}>
              <a href={show.detailsHref}>{show.productName}</a>
              <span>
                {show.performances.map((p) => (
                  <a key={p.performanceId} href={p.bookHref}>
                    {formatShowTime(p.dateTime)}
                  </a>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

function MonthLink({ month, rel, children }: { month: CalendarMonth | null; rel: 'prev' | 'next'; children: string }) {
  if (month === null) return <span className={styles.monthLinkOff} aria-hidden="true" />;
  return (
    <a href={routes.showCalendarMonth.build(month)} rel={rel} className={styles.monthLink} data-testid={`calendar-${rel}`}>
      {children}
    </a>
  );
}

/** A show calendar month page: heading, month navigation, the weeks of the month with each day's shows. */
export function MonthCalendar({ calendar }: { calendar: ShowCalendar }) {
  const { month, previous, next, weeks } = calendar;
  const label = monthLabel(month);
  return (
    <main id="main" className="page" data-testid="show-calendar">
      <Breadcrumbs crumbs={[{ label: 'Vegas', href: '/' }, { label: 'Shows', href: routes.linePage.build({ line: 'shows' }) }, { label: `Calendar: ${label}` }]} />
      <h1>{calendarHeading(month)}</h1>
      <p className={styles.intro}>
        {calendar.performanceCount > 0
          ? `${calendar.showCount} ${calendar.showCount === 1 ? 'show has' : 'shows have'} ${calendar.performanceCount} ${calendar.performanceCount === 1 ? 'performance' : 'performances'} on sale in ${label}. Pick a show for its details, or a time to choose your seats or tickets. All times are Las Vegas (Pacific) time.`
          : `No show performances are on sale for ${label} yet. New dates are added every day: check the coming months or browse every show.`}
      </p>
      <nav className={styles.monthNav} aria-label="Months">
        <MonthLink month={previous} rel="prev">{previous ? `‹ ${monthLabel(previous)}` : ''}</MonthLink>
        <a href={routes.linePage.build({ line: 'shows' })}>All Las Vegas shows</a>
        <MonthLink month={next} rel="next">{next ? `${monthLabel(next)} ›` : ''}</MonthLink>
      </nav>
      <table className={styles.grid}>
        <caption className={styles.caption}>Shows by day, {label}</caption>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.days[0]?.date}>
              {week.days.map((day) => (
                <DayCell key={day.date} day={day} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
