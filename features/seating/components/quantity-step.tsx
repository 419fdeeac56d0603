'use client';

import type { QuantityChoice } from '../ticket-model';
import styles from './ticket-panel.module.css';

export interface QuantityStepProps {
  readonly choices: readonly QuantityChoice[];
  readonly quantity: number | null;
  readonly onChoose: (quantity: number) => void;
}

/** Step 1 of the ticket panel (ticket-buying 5): '1 Ticket' .. '12 Tickets', sold-out ones disabled. */
export function QuantityStep({ choices, quantity, onChoose }: QuantityStepProps) {
  return (
    <section aria-labelledby="choose-quantity">
      <h2 id="choose-quantity" className={styles.stepTitle}>
        <span className={styles.stepNumber}>1</span> Choose Quantity
      </h2>
      <div className={styles.quantities} role="group" aria-label="Number of tickets">
        {choices.map((choice) => (
          <button
            key={choice.quantity}
            type="button"
            className={`${styles.quantity} ${quantity === choice.quantity ? styles.quantityChosen : ''}`}
            aria-pressed={quantity === choice.quantity}
            disabled={choice.soldOut}
            onClick={() => onChoose(choice.quantity)}
          >
            {choice.label}
            {choice.soldOut ? <span className={styles.soldOut}> Sold out</span> : null}
          </button>
        ))}
      </div>
    </section>
  );
}
