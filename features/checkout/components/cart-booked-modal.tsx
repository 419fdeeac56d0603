'use client';

import { ModalDialog } from '@/components/modal-dialog';

export const CART_BOOKED_TITLE = 'This cart has already been booked';
export const CART_BOOKED_MESSAGE =
  'The tickets in this cart were already ordered, so nothing more was charged. Your confirmation e-mail has the details, or you can look the order up by its confirmation number.';
/** The same without the order lookup, which FLAG_DISABLE_ORDER_VIEWER switches off (storefront 2.2). */
export const CART_BOOKED_MESSAGE_WITHOUT_LOOKUP = 'The tickets in this cart were already ordered, so nothing more was charged. Your confirmation e-mail has the details.';

/**

 * The cart-already-booked modal (storefront 8): shown when a booked cart is submitted again. It
 * has no OK: the cart cannot be paid, so the visitor leaves by its links. `ordersSearchHref` is
 * null while the order viewer is disabled: no link to a page that is not there.
 */
export function CartBookedModal({ cartHref, ordersSearchHref }: { cartHref: string; ordersSearchHref: string | null }) {
  return (
    <ModalDialog labelledBy="cart-booked-title" describedBy="cart-booked-message" testId="cart-booked-modal">
      <h2 id="cart-booked-title">{CART_BOOKED_TITLE}</h2>
      <p id="cart-booked-message">{ordersSearchHref === null ? CART_BOOKED_MESSAGE_WITHOUT_LOOKUP : CART_BOOKED_MESSAGE}</p>
      <p>
        {ordersSearchHref === null ? null : (
          <>
            <a href={ordersSearchHref}>Find my order</a> ·{' '}
          </>
        )}
        <a href={cartHref}>Go to my cart</a>
      </p>
    </ModalDialog>
  );
}
