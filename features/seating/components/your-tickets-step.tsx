'use client';

import { useRef, useState } from 'react';
import { ErrorModal } from '@/components/error-modal';
import { BUY_BUTTON_TEXT } from '@/lib/config/constants';
import { formatTicketPrice, quantityLabel, type SeatIndex } from '../ticket-model';
import { optionLabel } from './ticket-option-row';
import type { TicketSku, VenueSeats } from '../types';
import styles from './ticket-panel.module.css';
import type { Selection } from './use-ticket-selection';

const SEATS_TAKEN_MESSAGE = 'Some of the seats you picked were just taken. Please choose again.';
/** The error modal's title for a refused hold or pick (storefront 8; ticket-buying 8 gives no wording). */
export const TICKETS_NOT_ADDED_TITLE = 'Your tickets were not added';

export interface YourTicketsStepProps {
  readonly quantity: number | null;
  readonly selection: Selection | null;
  /** Nothing chosen yet: the highlighted option Add to Cart would take (ticket-buying 4), else null. */
  readonly pending?: Selection | null;
  readonly selectedSku: TicketSku | undefined;
  readonly selectedCount: number;
  readonly seats: VenueSeats | null;
  readonly index: SeatIndex | null;
  readonly quantityProblem: string | null;
  readonly message: string | null;
  /** The picked seats were taken by someone else meanwhile. */
  readonly lost: boolean;
  /** The seats the server held instead of those picked (ticket-buying 8), else null. */
  readonly heldSeats: readonly number[] | null;
  readonly busy: boolean;
  readonly canAdd: boolean;
  readonly continueHref: string;
  readonly billingHref: string;
  readonly onRemoveSeat: (seatId: number) => void;
  readonly onGaQuantity: (quantity: number) => void;
  readonly onReset: () => void;
  readonly onAdd: (next: 'cart' | 'billing') => void;
}

/**
 * Step 3 of the ticket panel (ticket-buying 4): the chosen seats or general-admission quantity,
 * the subtotal, what went wrong, and Add to Cart / Buy Now (or, once held elsewhere, Continue).
 */
export function YourTicketsStep(props: YourTicketsStepProps) {
  const { selection, selectedSku, heldSeats, continueHref } = props;
  // A refusal shows in the error modal until OK; the relock text (seats held instead) stays inline.
  const [dismissed, setDismissed] = useState(false);
  const [shownFor, setShownFor] = useState(props.message);
  if (shownFor !== props.message) {
    setShownFor(props.message);
    setDismissed(false);
  }
  const refusal = heldSeats === null && !dismissed ? props.message : null;
  const addButton = useRef<HTMLButtonElement>(null);
  const buyButton = useRef<HTMLButtonElement>(null);
  const [pressed, setPressed] = useState<'cart' | 'billing'>('cart');
  const add = (next: 'cart' | 'billing') => {
    setPressed(next);
    props.onAdd(next);
  };
  return (
    <section aria-labelledby="your-tickets" className={styles.yourTickets}>
      <h2 id="your-tickets" className={styles.stepTitle}>
        <span className={styles.stepNumber}>3</span> Your Tickets
      </h2>
      {selection && selectedSku ? (
        <>
          {selection.option.kind === 'seats' ? (
            <ul className={styles.chosenSeats}>
              {selection.seatIds.map((seatId) => {
                const i = props.index?.byId.get(seatId);
                const seats = props.seats;
                const label =
                  i === undefined || !seats ? `Seat ${seatId}` : `${seats.sections[seats.section[i] as number]}, Row ${seats.row[i]}, Seat ${seats.seat[i]}`;
                return (
                  <li key={seatId} data-testid="chosen-seat">
                    <span>{label}</span>
                    <span>{formatTicketPrice(selectedSku.priceCents)}</span>
                    {heldSeats === null ? (
                      <button type="button" className={styles.remove} aria-label={`Remove ${label}`} onClick={() => props.onRemoveSeat(seatId)}>
                        ×
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            <div className={styles.gaCard} data-testid="ga-card">
              <span>{selection.option.name}</span>
              <button type="button" aria-label="One fewer" disabled={selection.quantity <= 0} onClick={() => props.onGaQuantity(selection.quantity - 1)}>
                −
              </button>
              <output aria-live="polite">{selection.quantity}</output>
              <button
                type="button"
                aria-label="One more"
                disabled={selection.quantity >= selection.option.max}
                onClick={() => props.onGaQuantity(selection.quantity + 1)}
              >
                +
              </button>
            </div>
          )}
          <p className={styles.subtotal}>
            {props.selectedCount} × {formatTicketPrice(selectedSku.priceCents)} <small>+Fees</small>
          </p>
          <button type="button" className={styles.reset} onClick={props.onReset}>
            Ticket Selection
          </button>
        </>
      ) : props.pending && selectedSku ? (
        <p className={styles.hint} data-testid="pending-pick">
          {optionLabel(props.pending.option)}: {quantityLabel(props.selectedCount)} at {formatTicketPrice(selectedSku.priceCents)} <small>+Fees</small>. Click it
          again to choose it, or Add to Cart.
        </p>
      ) : (
        <p className={styles.hint}>{props.quantity === null ? 'Choose how many tickets you need.' : 'Pick seats from the list or the map: click once to see them, twice to choose them.'}</p>
      )}
      {props.quantityProblem ? (
        <p className={styles.error} role="alert">
          {props.quantityProblem}
        </p>
      ) : null}
      {(props.message && heldSeats !== null) || (props.lost && !props.message) ? (
        <p className={styles.message} role="status" data-testid="ticket-message">
          {props.message ?? SEATS_TAKEN_MESSAGE}
        </p>
      ) : null}
      {refusal ? (
        <ErrorModal title={TICKETS_NOT_ADDED_TITLE} message={refusal} onClose={() => setDismissed(true)} returnFocus={pressed === 'billing' ? buyButton : addButton} testId="ticket-error-modal" />
      ) : null}
      {heldSeats !== null ? (
        <a className={`button-primary ${styles.add}`} href={continueHref}>
          {continueHref === props.billingHref ? 'Continue to Billing' : 'Continue to Cart'}
        </a>
      ) : (
        <>
          <button ref={addButton} type="button" className={`button-primary ${styles.add}`} disabled={!props.canAdd} onClick={() => add('cart')}>
            {props.busy ? 'Adding…' : 'Add to Cart'}
          </button>
          <button ref={buyButton} type="button" className={styles.buyNow} disabled={!props.canAdd} onClick={() => add('billing')} data-testid="buy-now">
            {BUY_BUTTON_TEXT}
          </button>
        </>
      )}
    </section>
  );
}
