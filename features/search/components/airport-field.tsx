'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useCachedFetch } from '@/components/use-cached-fetch';
import styles from './search-widget.module.css';

/** Where the widget reads airport suggestions (app/api/airports). */
export const AIRPORTS_URL = '/api/airports';
/** Suggestions are asked for this long after the last keystroke. */
const SUGGEST_DELAY_MS = 150;

export interface AirportChoice {
  readonly code: string;
  readonly label: string;
}

async function fetchAirports(query: string): Promise<AirportChoice[]> {
  const response = await fetch(`${AIRPORTS_URL}?q=${encodeURIComponent(query)}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`airports ${response.status}`);
  return ((await response.json()) as { airports: AirportChoice[] }).airports;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The air+hotel widget's departure airport (ticket-buying 2 and 5): a combobox whose
 * suggestion list (at most 10, from the airport lookup) toggles on focus and follows the typed
 * text; arrow keys move through it, Enter or a click chooses. Typing after a choice undoes it,
 * and a click outside without a choice clears the text and reports the error (onAbandon).
 */
export function AirportField({
  id,
  query,
  chosen,
  error,
  onQuery,
  onChoose,
  onAbandon,
}: {
  id: string;
  query: string;
  /** The chosen airport, when the text is its label. */
  chosen: AirportChoice | null;
  error: string | undefined;
  onQuery: (query: string) => void;
  onChoose: (airport: AirportChoice) => void;
  onAbandon: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLDivElement>(null);
  const typed = useDebounced(query.trim(), SUGGEST_DELAY_MS);
  const wanted = open && typed.length > 0 && chosen?.label !== typed;
  const suggestions = useCachedFetch(wanted ? `airports:${typed}` : null, () => fetchAirports(typed));
  const list = wanted ? (suggestions.data ?? []) : [];

  // A click anywhere outside the field closes the list; without a choice it also clears the text.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (box.current?.contains(event.target as Node)) return;
      setOpen(false);
      setActive(-1);
      if (chosen === null) onAbandon();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, chosen, onAbandon]);

  const choose = (airport: AirportChoice) => {
    onChoose(airport);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (list.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + list.length) % list.length);
    } else if (event.key === 'Enter' && open && active >= 0 && list[active]) {
      event.preventDefault();
      choose(list[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const listId = `${id}-airports`;
  return (
    <div className={`${styles.field} ${styles.airport}`} ref={box}>
      <label htmlFor={id}>Departing from</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="City or airport"
        maxLength={60}
        value={query}
        aria-expanded={list.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && list[active] ? `${listId}-${list[active].code}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onFocus={() => setOpen((current) => !current)}
        onChange={(event) => {
          onQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Airports" className={styles.suggestions} hidden={list.length === 0}>
        {list.map((airport, index) => (
          <li
            key={airport.code}
            id={`${listId}-${airport.code}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? `${styles.suggestion} ${styles.activeSuggestion}` : styles.suggestion}
            onMouseDown={(event) => {
              // Keep the focus in the field; the choice is made on mousedown, before any blur.
              event.preventDefault();
              choose(airport);
            }}
          >
            {airport.label}
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
