import { formatDollars } from '@/lib/money';
import { stayLines } from '@/lib/stay-lines';
import { formatPerformanceTime } from '@/lib/dates/performance-time';
import type { CartItemView, CartView } from '../types';
import type { CartPromo } from '../cart-page-data';
import { CheckoutBreadcrumbs } from '@/components/checkout-breadcrumbs';
import { TicketInformation } from '@/components/ticket-information';
import { CANCELLED_MESSAGE, CART_HEADING_ID, EMPTY_CART_MESSAGE, HOLD_EXPIRED_MESSAGE, UNAVAILABLE_MESSAGE } from '../messages';
import { CheckoutLink } from './checkout-link';
import { PromoCodeForm } from './promo-code-form';
import { HoldCountdown } from './hold-countdown';
import { ItemActions } from './item-actions';
import styles from './cart-page.module.css';

/** Items of one product and performance, shown under one heading. */
interface ItemGroup {
  readonly key: string;
  readonly product: CartItemView['product'];
  readonly performance: CartItemView['performance'];
  readonly items: CartItemView[];
}

function groupsOf(items: readonly CartItemView[]): ItemGroup[] {
  const groups: ItemGroup[] = [];
  for (const item of items) {
    const key = `${item.product.id}:${item.performance?.id ?? 'undated'}`;
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, product: item.product, performance: item.performance, items: [item] });
  }
  return groups;
}

function itemLabel(item: CartItemView): string {
  const when = item.performance ? ` on ${formatPerformanceTime(item.performance.startsAt)}` : '';
  return `${item.quantity} × ${item.sku.name}, ${item.product.name}${when}`;
}

function ItemState({ item }: { item: CartItemView }) {
  // Keyed by the hold's end: a renewed hold starts a new countdown.
  if (item.status === 'held') return <HoldCountdown key={item.heldUntil?.toISOString()} secondsLeft={item.secondsLeft} />;
  const message = item.status === 'expired' ? HOLD_EXPIRED_MESSAGE : item.performance?.cancelled ? CANCELLED_MESSAGE : UNAVAILABLE_MESSAGE;
  return (
    <p className={styles.expired} data-testid={item.status === 'expired' ? 'hold-expired' : 'item-unavailable'}>
      {message}
    </p>
  );
}

function CartItemRow({ item }: { item: CartItemView }) {
  const { prices } = item;
  return (
    <li className={`${styles.item} ${item.status === 'held' ? '' : styles.flagged}`} data-testid="cart-item" data-status={item.status}>
      <div className={styles.itemMain}>
        <h3 className={styles.ticketType}>{item.sku.name}</h3>
        {item.stay ? (
          <ul className={styles.seats} aria-label="Stay" data-testid="cart-item-stay">
            <li>
              {item.quantity} {item.quantity === 1 ? 'room' : 'rooms'}
              {item.stay.beds ? `, ${item.stay.beds}` : ''}
            </li>
            {stayLines(item.stay).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : item.seats.length > 0 ? (
          <ul className={styles.seats} aria-label="Seats" data-testid="cart-item-seats">
            {item.seats.map((s) => (
              <li key={s.seatId}>
                Section {s.section}, Row {s.row}, Seat {s.seat}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.quantity} data-testid="cart-item-quantity">
            {item.quantity} {item.quantity === 1 ? 'ticket' : 'tickets'}
            {item.sku.seated ? '' : ' (general admission)'}
          </p>
        )}
        <ItemState item={item} />
      </div>
      <dl className={styles.prices}>
        <div>
          <dt>Price</dt>
          <dd data-testid="cart-item-unit-price">
            {formatDollars(prices.unitPriceCents)} <span className={styles.fees}>+Fees</span>
            {item.quantity > 1 ? <span className={styles.each}> × {item.quantity}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Fees</dt>
          <dd>{formatDollars(prices.feesCents)}</dd>
        </div>
        <div>
          <dt>Taxes</dt>
          <dd>{formatDollars(prices.taxesCents)}</dd>
        </div>
        <div className={styles.lineTotal}>
          <dt>Total</dt>
          <dd data-testid="cart-item-total">{formatDollars(prices.totalCents)}</dd>
        </div>
      </dl>
      <ItemActions itemId={item.id} label={itemLabel(item)} canRenew={item.status === 'expired' && (item.performance !== null || Boolean(item.stay))} />
    </li>
  );
}


/** The cart page (ticket-buying 3): items grouped by product and performance, the summary, and the way on to checkout. */
export function CartPage({
  cart,
  hrefs,
  promo = null,
  promoEndpoint,
}: {
  cart: CartView;
  hrefs: { cart: string; guestInfo: string; shows: string };
  promo?: CartPromo | null;
  /** Where the promo form posts; without it there is no promo entry. */
  promoEndpoint?: string;
}) {
  const breadcrumbs = <CheckoutBreadcrumbs current="cart" hrefs={{ cart: hrefs.cart }} />;
  if (cart.items.length === 0) {
    return (
      <>
        {breadcrumbs}
        <h1 className={styles.heading} id={CART_HEADING_ID} tabIndex={-1}>
          My Cart
        </h1>
        <div className={styles.empty} data-testid="cart-empty">
          <p>{EMPTY_CART_MESSAGE}</p>
          <a href={hrefs.shows} className={`button-primary ${styles.primary}`}>
            Find a show
          </a>
        </div>
      </>
    );
  }
  const { totals } = cart;
  return (
    <>
      {breadcrumbs}
      <h1 className={styles.heading} id={CART_HEADING_ID} tabIndex={-1}>
          My Cart
        </h1>
      <div className={styles.layout}>
        <section aria-label="Items in your cart" className={styles.items}>
          {groupsOf(cart.items).map((group) => (
            <article key={group.key} className={styles.group} data-testid="cart-group">
              <header className={styles.groupHeader}>
                <h2 className={styles.productName}>
                  {group.product.href ? <a href={group.product.href}>{group.product.name}</a> : group.product.name}
                </h2>
                {group.performance ? (
                  <p className={styles.when} data-testid="cart-group-time">
                    <time dateTime={group.performance.startsAt.toISOString()}>{formatPerformanceTime(group.performance.startsAt)}</time>
                  </p>
                ) : null}
              </header>
              <ul className={styles.itemList}>
                {group.items.map((item) => (
                  <CartItemRow key={item.id} item={item} />
                ))}
              </ul>
            </article>
          ))}
        </section>
        <aside className={styles.summary} aria-labelledby="cart-summary-heading" data-testid="cart-summary">
          <h2 id="cart-summary-heading">Cart Summary</h2>
          <dl>
            <div>
              <dt>Subtotal</dt>
              <dd data-testid="cart-subtotal">{formatDollars(totals.subtotalCents)}</dd>
            </div>
            <div>
              <dt>Fees</dt>
              <dd data-testid="cart-fees">{formatDollars(totals.feesCents)}</dd>
            </div>
            <div>
              <dt>Taxes</dt>
              <dd data-testid="cart-taxes">{formatDollars(totals.taxesCents)}</dd>
            </div>
            {promo ? (
              <div>
                <dt>Promo {promo.code}</dt>
                <dd data-testid="cart-discount">-{formatDollars(promo.discountCents)}</dd>
              </div>
            ) : null}
            <div className={styles.total}>
              <dt>Total</dt>
              <dd data-testid="cart-total">{formatDollars(promo ? promo.totalCents : totals.totalCents)}</dd>
            </div>
          </dl>
          <TicketInformation items={cart.items} className={styles.ticketInformation} />
          {promoEndpoint ? <PromoCodeForm savedCode={promo?.code ?? null} endpoint={promoEndpoint} /> : null}
          <CheckoutLink href={hrefs.guestInfo} blocked={cart.blocked} />
        </aside>
      </div>
    </>
  );
}
