'use client';

import { useLayoutEffect, useRef, useState } from 'react';

/** Spec 2.6: with all-in pricing a title taller than this is cut. */
export const MAX_TITLE_HEIGHT_PX = 44;
export const CUT_TITLE_LENGTH = 24;

/** The first 24 characters and '...' (spec 2.6), or the name when it is that short. */
export function cutTitle(name: string): string {
  return name.length <= CUT_TITLE_LENGTH ? name : `${name.slice(0, CUT_TITLE_LENGTH)}...`;
}

/**
 * A card title that is cut to 24 characters plus '...' when it renders taller than 44 px
 * (all-in pricing cards, whose price block needs the room). Height is only known in the
 * browser, so the server sends the full name and the cut happens before the first paint
 * after hydration; the full name stays the link's accessible name.
 */
export function CardTitle({ name }: { name: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const height = ref.current?.getBoundingClientRect().height ?? 0;
    if (height > MAX_TITLE_HEIGHT_PX) setCut(true);
  }, [name]);
  if (!cut) return <span ref={ref}>{name}</span>;
  return (
    <span ref={ref} title={name}>
      <span aria-hidden="true">{cutTitle(name)}</span>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}
