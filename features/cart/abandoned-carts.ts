import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { getEnv } from '@/lib/env';
import { sendMail, type Mail } from '@/lib/mail/mailer';
import { absoluteUrl, routes } from '@/lib/routes';
import { rows } from '@/lib/db/rows';
import { consumeAttempt, releaseAttempt, throttleKey } from '@/lib/security/throttle';

/** At most this many recovery mails per run; the next run takes the rest. */
const BATCH = 50;

/**
 * Recovery mails per recipient per 15-minute window (lib/security/throttle.ts): the guest step
 * takes any address, so however many carts name one address, its mailbox gets one recovery mail
 * a window; the other carts are claimed without a mail.
 */
export const ABANDONED_CART_MAILS_MAX_PER_RECIPIENT = 1;

/**
 * The recovery mail: our text, the cart's products (names from the catalog) and the link. Nothing
 * the visitor typed (the guest step's name): the address may be someone else's.
 */
export function abandonedCartMail(input: { to: string; items: string[]; url: string; siteName: string }): Mail {
  return {
    to: input.to,
    subject: `Your ${input.siteName} cart is waiting`,
    text: [
      'Hello,',
      '',
      'You left these in your cart:',
      ...input.items.map((item) => `  ${item}`),
      '',
      'To pick up where you left off, open:',
      input.url,
      '',
      'Seats are held for a short time only: if your hold has run out, the cart lets you hold them again while they are free.',
      'If you did not start this booking, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * The abandoned-cart job (issue 11 item 8): every cart with items and a guest e-mail, not booked,
 * untouched for ABANDONED_CART_MINUTES, gets one recovery e-mail linking to
 * /iv2/abandoned-cart/{cartId}. A cart is claimed (recovery_mail_sent_at set, rows locked with
 * SKIP LOCKED) before its mail is sent, so two runs at once never mail the same cart twice; a
 * cart whose address already had its recovery mail this window is claimed without one.
 * Returns how many mails were sent.
 */
export async function sendAbandonedCartMails(): Promise<number> {
  const env = getEnv();
  const db = await getDb();
  const claimed = await rows<{ id: string; guest_email: string }>(
    db,
    sql`update carts set recovery_mail_sent_at = now()
         where id in (
           select c.id from carts c
            where c.guest_email is not null and c.booked_order_id is null and c.recovery_mail_sent_at is null
              and exists (select 1 from cart_items i where i.cart_id = c.id)
              and greatest(c.updated_at, (select max(i.created_at) from cart_items i where i.cart_id = c.id))
                  < now() - make_interval(mins => ${env.ABANDONED_CART_MINUTES})
            order by c.updated_at
            limit ${BATCH}
            for update skip locked)
        returning id, guest_email`,
  );
  let sent = 0;
  for (const cart of claimed) {
    const recipient = throttleKey('recovery-mail-to', cart.guest_email.trim().toLowerCase());
    if (!(await consumeAttempt(db, recipient, ABANDONED_CART_MAILS_MAX_PER_RECIPIENT))) continue;
    const items = await rows<{ product_name: string; sku_name: string; quantity: number }>(
      db,
      sql`select p.name as product_name, k.name as sku_name, ci.quantity
            from cart_items ci join products p on p.id = ci.product_id join skus k on k.id = ci.sku_id
           where ci.cart_id = ${cart.id} order by p.name, k.name`,
    );
    try {
      await sendMail(
        abandonedCartMail({
          to: cart.guest_email,
          items: items.map((i) => `${i.quantity} x ${i.sku_name}, ${i.product_name}`),
          url: absoluteUrl(routes.abandonedCart.build({ cartId: cart.id }), env.SITE_URL),
          siteName: env.SITE_NAME,
        }),
      );
      sent += 1;
    } catch (error) {
      // Give the cart back to the next run rather than lose its one mail.
      console.error('[jobs] abandoned-cart mail failed', cart.id, error);
      await db.execute(sql`update carts set recovery_mail_sent_at = null where id = ${cart.id}`);
      await releaseAttempt(db, recipient);
    }
  }
  return sent;
}
