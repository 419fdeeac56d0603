'use client';

import { useId, useState } from 'react';
import styles from './content.module.css';

export type TipItem = { readonly _id: string; readonly text: string; readonly blurb?: string | undefined };

/** One tip: its text is a button that expands and collapses its blurb (storefront 4). */
function Tip({ tip }: { tip: TipItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!tip.blurb) return <li className={styles.tip}>{tip.text}</li>;
  return (
    <li className={styles.tip}>
      <button type="button" className={styles.tipToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <span aria-hidden="true" className={styles.tipMarker}>
          {open ? '−' : '+'}
        </span>
        {tip.text}
      </button>
      <p id={panelId} className={styles.tipBlurb} hidden={!open}>
        {tip.blurb}
      </p>
    </li>
  );
}

/** The tips widget: a heading and tips that open on click. */
export function Tips({ heading, tips }: { heading?: string | undefined; tips: readonly TipItem[] }) {
  if (tips.length === 0) return null;
  return (
    <section className={styles.widget} data-testid="tips">
      <h2>{heading ?? 'Tips'}</h2>
      <ul className={styles.tips}>
        {tips.map((tip) => (
          <Tip key={tip._id} tip={tip} />
        ))}
      </ul>
    </section>
  );
}
