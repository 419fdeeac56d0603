import { UtilityLink } from './utility-link';
import styles from './site-header.module.css';

/** Signed-out visitors go to login; members go straight to the my-account app (spec 2.13). */
export type AccountState = { status: 'signed-out'; loginHref: string } | { status: 'signed-in'; name: string; accountHref: string };

export function AccountLink({ account }: { account: AccountState }) {
  const href = account.status === 'signed-in' ? account.accountHref : account.loginHref;
  return (
    <UtilityLink href={href} data-testid="header-account-link">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="10" cy="6.5" r="3.5" fill="currentColor" />
        <path d="M3 18c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5z" fill="currentColor" />
      </svg>
      <span>My Account</span>
      {account.status === 'signed-in' ? <span className={styles.accountName}>{account.name}</span> : null}
    </UtilityLink>
  );
}
