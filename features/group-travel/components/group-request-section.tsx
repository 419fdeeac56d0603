import { getHotelChoices } from '../queries';
import { GROUP_REQUEST_COPY as COPY } from '../rules';
import { GROUP_REQUEST_ANCHOR } from '../schema';
import { GroupRequestForm } from './group-request-form';
import styles from './group-travel.module.css';

/**
 * The group page's request form (content widget groupRequestForm), where '5+' rooms in the hotel
 * search lands (`#group-request`). The hotels to prefer come from the catalog; the form is a
 * client island that starts empty, so the cached page holds nothing of any visitor.
 */
export async function GroupRequestSection({ headingId }: { headingId: string }) {
  const hotels = await getHotelChoices();
  return (
    <section id={GROUP_REQUEST_ANCHOR} className={`page-section ${styles.panel}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{COPY.heading}</h2>
      <p className={styles.note}>{COPY.intro}</p>
      <GroupRequestForm hotels={hotels} />
    </section>
  );
}
