'use client';

import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import Link from 'next/link';
import type { NavItem } from '@/lib/config/site';
import styles from './main-nav.module.css';

/*
 * Disclosure navigation (WAI-ARIA APG "disclosure navigation menu"): each top-level entry
 * is a real link; an entry with a dropdown also has a toggle button carrying
 * aria-expanded / aria-controls. Dropdowns open on hover and from the keyboard:
 *  - toggle: Enter / Space toggle, ArrowDown opens and focuses the first link;
 *  - top-level link: ArrowDown opens its dropdown; ArrowLeft / ArrowRight / Home / End move
 *    between top-level entries;
 *  - inside a dropdown: ArrowDown / ArrowUp / Home / End move, Escape closes and returns
 *    focus to the toggle, ArrowLeft / ArrowRight go to the neighbouring entry;
 *  - focus leaving an entry closes its dropdown.
 */

const TOP_SELECTOR = '[data-nav-top]';

function topLinks(from: HTMLElement): HTMLElement[] {
  const nav = from.closest('nav');
  return nav ? Array.from(nav.querySelectorAll<HTMLElement>(TOP_SELECTOR)) : [];
}

function menuLinks(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('a')) : [];
}

function focusAt(list: HTMLElement[], index: number): void {
  if (list.length === 0) return;
  list[(index + list.length) % list.length]?.focus();
}

type OpenState = { index: number; via: 'hover' | 'user' } | null;

export function MainNav({ items, label = 'Main' }: { items: readonly NavItem[]; label?: string }) {
  const [open, setOpen] = useState<OpenState>(null);
  const openIndex = open?.index ?? null;
  const setOpenIndex = (index: number | null) => setOpen(index === null ? null : { index, via: 'user' });
  const closeIfOpen = (index: number) => setOpen((current) => (current?.index === index ? null : current));
  const baseId = useId();
  const menuId = (index: number) => `${baseId}-menu-${index}`;

  const menuOf = (index: number) => document.getElementById(menuId(index));

  /** Opens a dropdown and moves focus into it once it is visible. */
  const openAndFocus = (index: number, which: 'first' | 'last') => {
    // The menu is `hidden` until React commits, and a hidden link cannot take focus.
    flushSync(() => setOpenIndex(index));
    const links = menuLinks(menuOf(index));
    focusAt(links, which === 'first' ? 0 : links.length - 1);
  };

  const moveTop = (from: HTMLElement, index: number, delta: number | 'first' | 'last') => {
    const tops = topLinks(from);
    setOpenIndex(null);
    if (delta === 'first') focusAt(tops, 0);
    else if (delta === 'last') focusAt(tops, tops.length - 1);
    else focusAt(tops, index + delta);
  };

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, index: number, hasMenu: boolean) => {
    const key = event.key;
    if (key === 'ArrowRight' || key === 'ArrowLeft' || key === 'Home' || key === 'End') {
      event.preventDefault();
      moveTop(event.currentTarget, index, key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : key === 'Home' ? 'first' : 'last');
    } else if (hasMenu && key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(index, 'first');
    } else if (hasMenu && key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(index, 'last');
    } else if (key === 'Escape' && openIndex !== null) {
      event.preventDefault();
      setOpenIndex(null);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>, index: number) => {
    const links = menuLinks(event.currentTarget);
    const current = links.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(links, current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(links, current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(links, 0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(links, links.length - 1);
        break;
      case 'Escape': {
        event.preventDefault();
        event.stopPropagation();
        setOpenIndex(null);
        event.currentTarget.parentElement?.querySelector<HTMLElement>('button[aria-controls]')?.focus();
        break;
      }
      case 'ArrowRight':
      case 'ArrowLeft':
        event.preventDefault();
        moveTop(event.currentTarget, index, event.key === 'ArrowRight' ? 1 : -1);
        break;
    }
  };

  const onEntryBlur = (event: FocusEvent<HTMLLIElement>, index: number) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    closeIfOpen(index);
  };

  return (
    <nav className={styles.nav} aria-label={label} data-testid="main-nav">
      <ul className={styles.list}>
        {items.map((item, index) => {
          const children = item.children ?? [];
          const hasMenu = children.length > 0;
          const isOpen = hasMenu && openIndex === index;
          return (
            <li
              key={`${item.label} ${item.href}`}
              className={`${styles.entry} ${isOpen ? styles.entryOpen : ''}`}
              onMouseEnter={
                hasMenu ? () => setOpen((current) => (current?.index === index ? current : { index, via: 'hover' })) : undefined
              }
              onMouseLeave={hasMenu ? () => closeIfOpen(index) : undefined}
              onBlur={hasMenu ? (event) => onEntryBlur(event, index) : undefined}
            >
              <Link
                href={item.href}
                prefetch={false}
                className={styles.topLink}
                data-nav-top=""
                onKeyDown={(event) => onTopKeyDown(event, index, hasMenu)}
              >
                {item.label}
              </Link>
              {hasMenu ? (
                <>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={isOpen}
                    aria-controls={menuId(index)}
                    aria-label={`${item.label} menu`}
                    // A click on a dropdown the pointer has just opened by hovering keeps it open
                    // (the pointer had to pass over the entry to reach the toggle).
                    onClick={() => setOpenIndex(isOpen && open?.via === 'user' ? null : index)}
                    onKeyDown={(event) => {
                      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                        event.preventDefault();
                        openAndFocus(index, event.key === 'ArrowDown' ? 'first' : 'last');
                      } else if (event.key === 'Escape') {
                        event.preventDefault();
                        setOpenIndex(null);
                      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                        event.preventDefault();
                        moveTop(event.currentTarget, index, event.key === 'ArrowRight' ? 1 : -1);
                      }
                    }}
                  >
                    <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
                      <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                    </svg>
                  </button>
                  <ul
                    id={menuId(index)}
                    className={`${styles.menu} ${children.length > 8 ? styles.menuWide : ''}`}
                    hidden={!isOpen}
                    aria-label={item.label}
                    onKeyDown={(event) => onMenuKeyDown(event, index)}
                  >
                    {children.map((child) => (
                      <li key={child.href}>
                        <Link href={child.href} prefetch={false} className={styles.menuLink}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
