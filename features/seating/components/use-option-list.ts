'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useListRef } from 'react-window';
import type { TicketOption } from '../ticket-model';

/** Ticket-buying 9: the list follows scrolling with this debounce. */
const SCROLL_TRACKING_MS = 200;

/**
 * The virtual list of options as the visitor moves through it: scrolling highlights the option
 * at the top (debounced; scrolls the panel makes itself do not count), arrow keys move the
 * highlight and the focus, and one option is in the tab order (roving focus, issue 10).
 */
export function useOptionList(options: readonly TicketOption[], highlighted: string | null, setHighlighted: (key: string) => void) {
  const listRef = useListRef(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const programmaticScroll = useRef(false);
  const focusKey = useRef<string | null>(null);

  /** Brings an option into view without it counting as the visitor's scroll. */
  function scrollTo(index: number, align: 'start' | 'auto') {
    programmaticScroll.current = true;
    listRef.current?.scrollToRow({ index, align });
  }

  function onRowsRendered(visible: { startIndex: number }) {
    if (programmaticScroll.current) {
      programmaticScroll.current = false;
      return;
    }
    if (scrollTimer.current) clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const option = options[visible.startIndex];
      if (option && visible.startIndex > 0) setHighlighted(option.key);
    }, SCROLL_TRACKING_MS);
  }

  const activeKey = highlighted !== null && options.some((o) => o.key === highlighted) ? highlighted : (options[0]?.key ?? null);

  // Arrow keys move the highlight (and the focus) through the list; Enter then chooses. The list
  // is one stop in the tab order, however many options it holds (issue 10: keyboard operable).
  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, (i: number) => number> = {
      ArrowDown: (i) => i + 1,
      ArrowUp: (i) => i - 1,
      PageDown: (i) => i + 5,
      PageUp: (i) => i - 5,
      Home: () => 0,
      End: () => options.length - 1,
    };
    const move = moves[event.key];
    if (!move || options.length === 0) return;
    event.preventDefault();
    const current = Math.max(0, options.findIndex((o) => o.key === activeKey));
    const next = Math.max(0, Math.min(options.length - 1, move(current)));
    const option = options[next] as TicketOption;
    scrollTo(next, 'auto');
    focusKey.current = option.key;
    setHighlighted(option.key);
  }

  useEffect(() => {
    const key = focusKey.current;
    if (key === null) return;
    const button = listRef.current?.element?.querySelector<HTMLButtonElement>(`[data-option-key="${CSS.escape(key)}"]`);
    if (button) {
      focusKey.current = null;
      button.focus();
    }
  });

  return { listRef, activeKey, scrollTo, onRowsRendered, onListKeyDown };
}

export type OptionList = ReturnType<typeof useOptionList>;
