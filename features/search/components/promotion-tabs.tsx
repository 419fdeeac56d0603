'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SearchWidget, type WidgetType } from './search-widget';
import { TAB_LABELS } from './search-tabs';
import styles from './search-widget.module.css';

export interface PromotionResultPanel {
  readonly productType: WidgetType;
  /** The merchandising list the panel shows; the widget of the same type sends it as `?mo=`. */
  readonly merchList: string;
  readonly label?: string | undefined;
  /** The list itself, rendered on the server. */
  readonly panel: ReactNode;
}

export interface PromotionTabsProps {
  readonly widgetTypes: readonly WidgetType[];
  readonly results: readonly PromotionResultPanel[];
  readonly groupTravelHref: string;
}

/** Index of the first item of `type`, or -1. */
const indexOfType = (items: readonly { productType: WidgetType }[], type: WidgetType | undefined) => items.findIndex((item) => item.productType === type);

/** The widget tabs' `mo`: the results list of the same type; air+hotel results take none. */
export function merchListFor(type: WidgetType, results: readonly Pick<PromotionResultPanel, 'productType' | 'merchList'>[]): string | undefined {
  if (type === 'AIR_HOTEL') return undefined;
  return results.find((r) => r.productType === type)?.merchList;
}

function TabList({
  label,
  tabs,
  active,
  onSelect,
  idPrefix,
  panelIdOf,
}: {
  label: string;
  panelIdOf: (key: string) => string;
  tabs: readonly { key: string; text: string }[];
  active: number;
  onSelect: (index: number) => void;
  idPrefix: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    onSelect(next);
    buttons.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.key}`}
          aria-selected={index === active}
          aria-controls={panelIdOf(tab.key)}
          tabIndex={index === active ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(index)}
        >
          {tab.text}
        </button>
      ))}
    </div>
  );
}

/**
 * A promotion page's two tab sets (storefront 2.10): search widgets and merchandised results,
 * kept in sync by product type. Both start at their first tab; choosing a tab of one set selects
 * the tab of the same type in the other, when it has one. A widget's search opens its results in
 * a new tab, tagged with the results list of its type (`?mo=`). Every results panel is in the
 * server's HTML; only the chosen one is shown.
 */
export function PromotionTabs({ widgetTypes, results, groupTravelHref }: PromotionTabsProps) {
  const id = useId();
  const [widgetIndex, setWidgetIndex] = useState(0);
  const [resultIndex, setResultIndex] = useState(0);

  const chooseWidget = (index: number) => {
    setWidgetIndex(index);
    const match = indexOfType(results, widgetTypes[index]);
    if (match >= 0) setResultIndex(match);
  };
  const chooseResult = (index: number) => {
    setResultIndex(index);
    const match = widgetTypes.indexOf(results[index]?.productType as WidgetType);
    if (match >= 0) setWidgetIndex(match);
  };

  const widgetType = widgetTypes[widgetIndex];
  if (widgetTypes.length === 0 && results.length === 0) return null;
  return (
    <div className={styles.promotionTabs} data-testid="promotion-tabs">
      {widgetType ? (
        <section aria-label="Search this promotion" className={styles.tabs} data-testid="promotion-widgets">
          <TabList
            label="Search this promotion"
            idPrefix={`${id}-w`}
            panelIdOf={() => `${id}-w-panel`}
            active={widgetIndex}
            onSelect={chooseWidget}
            tabs={widgetTypes.map((t) => ({ key: t, text: TAB_LABELS[t] }))}
          />
          <div role="tabpanel" id={`${id}-w-panel`} aria-labelledby={`${id}-w-tab-${widgetType}`} className={styles.panel}>
            <SearchWidget key={widgetType} productType={widgetType} groupTravelHref={groupTravelHref} variant="hero" staticPage promotion={{ mo: merchListFor(widgetType, results) }} />
          </div>
        </section>
      ) : null}
      {results.length > 0 ? (
        <section aria-label="Promotion results" data-testid="promotion-results">
          <TabList
            label="Promotion results"
            idPrefix={`${id}-r`}
            panelIdOf={(key) => `${id}-r-panel-${key}`}
            active={resultIndex}
            onSelect={chooseResult}
            tabs={results.map((r) => ({ key: r.productType, text: r.label ?? TAB_LABELS[r.productType] }))}
          />
          {results.map((r, index) => (
            <div
              key={r.productType}
              role="tabpanel"
              id={`${id}-r-panel-${r.productType}`}
              aria-labelledby={`${id}-r-tab-${r.productType}`}
              hidden={index !== resultIndex}
              data-product-type={r.productType}
              data-merch-list={r.merchList}
            >
              {r.panel}
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
