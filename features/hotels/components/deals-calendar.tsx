import { Breadcrumbs } from '@/components/breadcrumbs';
import { formatCalendarDate } from '@/lib/dates';
import { formatWholeDollars } from '@/lib/money';
import { routes } from '@/lib/routes';
import { NO_DEAL_LABEL, type DealsCalendar, type DealsMonth, type DealsNight } from '../deals-calendar';
import styles from './deals-calendar.module.css';

export const DEALS_CALENDAR_TITLE = 'Las Vegas Hotel Deals Calendar';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The one-line summary of the calendar's best deal (the page's intro and its meta description). */
export function lowestDealSentence(calendar: DealsCalendar): string | null {
  const { lowest } = calendar;
  if (lowest === null) return null;
  return `The lowest rate of the next two months: ${formatWholeDollars(lowest.rateCents)} a night at ${lowest.hotelName} on ${formatCalendarDate(lowest.night)}.`;
}

function NightCell({ night }: { night: DealsNight }) {
  const day = Number(night.night.slice(8));
  if (night.kind === 'past') {
    return (
      <td className={styles.past} data-night={night.night}>
        <span className={styles.date}>{day}</span>
        <span className={styles.word}>Past</span>
      </td>
    );
  }
  if (night.kind === 'none') {
    return (
      <td className={styles.none} data-night={night.night}>
        <span className={styles.date}>{day}</span>
        <span className={styles.word}>{NO_DEAL_LABEL}</span>
      </td>
    );
  }
  // The link's name reads 'December 5, 2026: $89 at Hotel' (the day number alone says little).
  return (
    <td className={styles.deal} data-night={night.night}>
      <a href={night.href} className={styles.link} data-testid="deal-night" data-product-id={night.productId}>
        <span className={styles.date} aria-hidden="true">
          {day}
        </span>
        <span className="visually-hidden">{formatCalendarDate(night.night)}: </span>
        <span className={styles.rate}>{formatWholeDollars(night.rateCents)}</span>
        <span className="visually-hidden"> at </span>
        <span className={styles.hotel}>{night.hotelName}</span>
      </a>
    </td>
  );
}

function MonthGrid({ month }: { month: DealsMonth }) {
  return (
    <div className={styles.monthBox}>
      <table className={styles.month} data-month={month.month}>
        <caption>{month.label}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week, w) => (
            <tr key={w}>
              {week.map((night, d) =>
                night === null ? <td key={d} className={styles.outside} aria-hidden="true" /> : <NightCell key={night.night} night={night} />,
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The city-wide hotel deals calendar page (storefront 2.2, issue 24 item 5): two months of the
 * lowest public nightly rate in the city, each night linking to the hotel that has it for that one
 * night. Cached and the same for every visitor, so it shows public rates and says so.
 */
export function DealsCalendarView({ calendar }: { calendar: DealsCalendar }) {
  const hotelsHref = routes.linePage.build({ line: 'hotels' });
  const lowest = lowestDealSentence(calendar);
  return (
    <main id="main" className="page" data-testid="deals-calendar">
      <Breadcrumbs crumbs={[{ label: 'Vegas', href: '/' }, { label: 'Hotels', href: hotelsHref }, { label: 'Hotel Deals Calendar' }]} />
      <h1>{DEALS_CALENDAR_TITLE}</h1>
      <p className={styles.intro}>
        The lowest nightly rate in Las Vegas for every night of this month and next, and the hotel that has it. Choose a night to see that
        hotel&rsquo;s rooms for a one-night stay, or change the dates there.
      </p>
      {lowest ? <p className={styles.intro}>{lowest}</p> : null}
      <p className={styles.note} data-testid="deals-calendar-note">
        Rates are public rates for one room and one night, before taxes and resort fees, based on availability. Member-deal and insider rates can be
        lower: a hotel&rsquo;s page shows yours.
      </p>
      {calendar.dealNights === 0 ? (
        <p className={styles.intro}>
          No hotel has a room on sale for these nights right now. <a href={hotelsHref}>Browse all Las Vegas hotels</a>.
        </p>
      ) : null}
      <div className={styles.months}>
        {calendar.months.map((month) => (
          <MonthGrid key={month.month} month={month} />
        ))}
      </div>
      <p className={styles.more}>
        <a href={hotelsHref}>All Las Vegas hotels</a>
      </p>
    </main>
  );
}
