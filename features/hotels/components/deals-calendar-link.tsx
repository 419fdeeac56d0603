import type { Flags } from '@/lib/config/flags';
import { routes } from '@/lib/routes';
import styles from './deals-calendar.module.css';

export const DEALS_CALENDAR_LINK_TEXT = 'Hotel Deals Calendar: the lowest rate in Las Vegas for every night';

/**
 * The home page's link to the city-wide hotel deals calendar (storefront 2.2): shown only when the
 * city-wide rate calendar flag is on. The page itself answers either way.
 */
export function DealsCalendarLink({ flags }: { flags: Pick<Flags, 'citywideRateCalendar'> }) {
  if (!flags.citywideRateCalendar) return null;
  return (
    <p className={styles.homeLink}>
      <a href={routes.citywideHotelDealsCalendar.build()} data-testid="deals-calendar-link">
        {DEALS_CALENDAR_LINK_TEXT}
      </a>
    </p>
  );
}
