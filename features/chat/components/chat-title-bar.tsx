import { telHref } from '@/components/header/phone';
import { CHAT_COPY } from '../copy';
import { OpenerLink } from './opener-link';
import styles from './chat.module.css';

/** The console's compact chrome: its name, the phone number, and the way back to the full site. */
export function ChatTitleBar({ siteName, phone, homeHref }: { siteName: string; phone: string; homeHref: string }) {
  return (
    <header className={styles.titleBar} data-testid="chat-title-bar">
      <h1 className={styles.title}>{CHAT_COPY.title}</h1>
      <a href={telHref(phone)} className={styles.phone}>
        <span className={styles.phoneLabel}>Call </span>
        {phone}
      </a>
      <OpenerLink href={homeHref} className={styles.siteLink}>
        Open {siteName}
      </OpenerLink>
    </header>
  );
}
