'use client';

import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { WIDGET_TYPES, searchWidgetConfig, type WidgetType } from '@/lib/config/product-types';
import { readSavedSearchWidget } from '../saved-search';
import { SearchWidget, type SearchWidgetProps } from './search-widget';
import styles from './search-widget.module.css';

/** Each tab's label (storefront 2.3), from the type's entry in lib/config/product-types.ts. */
export const TAB_LABELS: Readonly<Record<WidgetType, string>> = Object.fromEntries(WIDGET_TYPES.map((type) => [type, searchWidgetConfig(type).tabLabel])) as Record<
  WidgetType,
  string
>;

/**
 * Search widgets under tabs (storefront 2.3, 2.13): the first type is the initial tab; arrow
 * keys, Home and End move between tabs (WAI-ARIA tabs pattern).
 */
export function SearchTabs({
  types,
  label,
  tabLabels,
  ...widget
}: Omit<SearchWidgetProps, 'productType'> & {
  types: readonly WidgetType[];
  label: string;
  /** A page's own wording of some tabs (the home page's 'HOTEL + FLIGHT'). */
  tabLabels?: Partial<Record<WidgetType, string>>;
}) {
  const id = useId();
  // The visitor's own choice of tab; until then, the type last searched from these tabs (ticket-buying 7's
  // saved search), read from the cookie after hydration (the server and the hydrating render
  // see the first tab, as the page HTML is shared). A page showing its own search keeps its first tab.
  const [chosen, setActive] = useState<number | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const formId = widget.formId ?? widget.variant ?? 'sidebar';
  const pageSearch = widget.initial !== undefined;
  const savedIndex = useSyncExternalStore(
    noSubscription,
    () => {
      if (pageSearch) return 0;
      const saved = readSavedSearchWidget(formId);
      return Math.max(0, saved ? types.indexOf(saved.productType) : 0);
    },
    () => 0,
  );
  const active = chosen ?? savedIndex;
  const move = (index: number) => {
    const next = (index + types.length) % types.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: types.length - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };
  const type = types[active] ?? types[0]!;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {types.map((t, index) => (
          <button
            key={t}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
          >
            {tabLabels?.[t] ?? TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${type}`} className={styles.panel}>
        <SearchWidget key={type} productType={type} {...widget} formId={formId} initial={index0(active) ? widget.initial : undefined} />
      </div>
    </div>
  );
}

/** A page's own search prefills only its own (first) tab. */
function index0(active: number): boolean {
  return active === 0;
}

/** The saved search changes only by this visitor's own searches, which leave the page. */
function noSubscription(): () => void {
  return () => undefined;
}
