import type { AccountProfile as Profile } from '../schema';
import styles from './account-forms.module.css';

/** The my-account app's profile block. Ticket-buying 6: signing up or in makes a member an insider. */
export function AccountProfile({ profile }: { profile: Profile }) {
  return (
    <dl className={styles.profile} data-testid="account-profile">
      <dt>Name</dt>
      <dd>{profile.name}</dd>
      <dt>E-mail</dt>
      <dd>{profile.email}</dd>
      <dt>E-mail status</dt>
      <dd data-testid="account-email-status">{profile.emailVerified ? 'Verified' : 'Not verified yet'}</dd>
      <dt>Insider status</dt>
      <dd data-testid="account-insider-status">Insider rates unlocked</dd>
    </dl>
  );
}
