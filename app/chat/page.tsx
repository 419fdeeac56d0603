import type { Metadata } from 'next';
import { ChatConsole } from '@/features/chat/components/chat-console';
import { ChatTitleBar } from '@/features/chat/components/chat-title-bar';
import styles from '@/features/chat/components/chat.module.css';
import { CHAT_COPY } from '@/features/chat/copy';
import { getSiteSettings } from '@/lib/config/site-settings';
import { routes } from '@/lib/routes';

// The same page for everyone (the conversation is a client island): rendered on its first
// request from this server's settings (the phone number), then served from the cache.
export const revalidate = 3600;

export const metadata: Metadata = { title: CHAT_COPY.title, robots: { index: false, follow: true } };

/**
 * The chat console (storefront: "a phone or chat helper"): the header's Live Chat opens it in a
 * 450x450 popup, the hotel page's tooltip links to it. The route hides the site chrome; this
 * title bar takes its place.
 */
export default function ChatPage() {
  const { siteName, phone } = getSiteSettings();
  return (
    <div className={styles.shell} data-testid="chat-page">
      <ChatTitleBar siteName={siteName} phone={phone} homeHref={routes.home.build()} />
      <main id="main" className={styles.main}>
        <ChatConsole phone={phone} />
      </main>
    </div>
  );
}
