import { GiftCardBalanceForm } from './balance-form';
import { GiftCardPurchaseForm } from './purchase-form';
import { GIFT_CARD_MAX_DOLLARS, GIFT_CARD_MIN_DOLLARS } from '../rules';
import styles from './giftcards.module.css';

/**
 * The /giftcard/ page's shop (content widget giftCardShop): buying a card and checking a balance,
 * both client islands that start empty, so the cached page holds nothing of any visitor.
 * `hostedCard`: cards are paid on Stripe's page (no card fields), from the server's configuration.
 */
export function GiftCardShop({ headingId, hostedCard = false }: { headingId: string; hostedCard?: boolean }) {
  return (
    <div className={styles.shop}>
      <section className={`page-section ${styles.panel}`} aria-labelledby={`${headingId}-buy`}>
        <h2 id={`${headingId}-buy`}>Buy a gift card</h2>
        <p className={styles.note}>
          Sent by e-mail right away, for any amount from ${GIFT_CARD_MIN_DOLLARS} to ${GIFT_CARD_MAX_DOLLARS}. It pays toward shows, hotels, tours and more booked on this site.
        </p>
        <GiftCardPurchaseForm hostedCard={hostedCard} />
      </section>
      <section className={`page-section ${styles.panel}`} aria-labelledby={`${headingId}-balance`}>
        <h2 id={`${headingId}-balance`}>Check a gift card balance</h2>
        <GiftCardBalanceForm />
      </section>
    </div>
  );
}
