import { formatDollars } from '@/lib/money';
import type { OrderTotals } from '../pricing';
import styles from './checkout.module.css';

/** The sums of an order's totals, computed by the server. */
export type TotalsShown = Omit<OrderTotals, 'items'>;

/** Subtotal, promo, fees, taxes, total, gift card and what is left to pay, all computed by the server. */
export function TotalsList({ totals, promoCode }: { totals: TotalsShown; promoCode?: string | null | undefined }) {
  return (
    <dl className={styles.totals} data-testid="checkout-totals">
      <dt>Subtotal</dt>
      <dd>{formatDollars(totals.subtotalCents)}</dd>
      {totals.discountCents > 0 ? (
        <>
          <dt>Promo{promoCode ? ` ${promoCode}` : ''}</dt>
          <dd data-testid="checkout-discount">-{formatDollars(totals.discountCents)}</dd>
        </>
      ) : null}
      <dt>Fees</dt>
      <dd>{formatDollars(totals.feesCents)}</dd>
      <dt>Taxes</dt>
      <dd>{formatDollars(totals.taxesCents)}</dd>
      <dt className={styles.grand}>Total</dt>
      <dd className={styles.grand} data-testid="checkout-total">
        {formatDollars(totals.totalCents)}
      </dd>
      {totals.giftCardCents > 0 ? (
        <>
          <dt>Gift card</dt>
          <dd data-testid="checkout-gift-card">-{formatDollars(totals.giftCardCents)}</dd>
          <dt className={styles.grand}>Balance due</dt>
          <dd className={styles.grand} data-testid="checkout-balance-due">
            {formatDollars(totals.balanceDueCents)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
