'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { fetchChatExclusions, isChatExcluded } from './chat-exclusions';
import styles from './site-header.module.css';

export const CHAT_WINDOW_NAME = 'vegas-chat';
const CHAT_WINDOW_FEATURES = 'popup=yes,width=450,height=450,resizable=yes,scrollbars=yes';

/**
 * Opens the chat console in a small popup window. Hidden on the routes of the fetched
 * exclusion list; rendered only once the list has loaded (or failed) so it never flashes
 * in on an excluded route.
 */
export function ChatToggle({ chatUrl }: { chatUrl: string }) {
  const pathname = usePathname();
  // Loaded once per page load: the header stays mounted across navigations. fetchChatExclusions
  // never fails (a failed load is an empty list).
  const [excluded, setExcluded] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void fetchChatExclusions().then((list) => {
      if (current) setExcluded(list);
    });
    return () => {
      current = false;
    };
  }, []);

  if (excluded === undefined || isChatExcluded(pathname, excluded)) return null;

  const openChat = () => {
    const popup = window.open(chatUrl, CHAT_WINDOW_NAME, CHAT_WINDOW_FEATURES);
    // A blocked popup must not leave the visitor without help: open chat in this tab instead.
    if (!popup) window.location.assign(chatUrl);
    else popup.focus();
  };

  return (
    <button type="button" className={`${styles.utility} ${styles.chat}`} onClick={openChat} data-testid="chat-toggle">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M3 4.5A2.5 2.5 0 0 1 5.5 2h9A2.5 2.5 0 0 1 17 4.5v6a2.5 2.5 0 0 1-2.5 2.5H9l-4 3.5V13h0.5A2.5 2.5 0 0 1 3 10.5z"
          fill="currentColor"
        />
      </svg>
      <span>Live Chat</span>
    </button>
  );
}
