import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { getEnv } from '@/lib/env';
import { sendMail, type Mail } from '@/lib/mail/mailer';
import { absoluteUrl, routes } from '@/lib/routes';
import { rows } from '@/lib/db/rows';

/** At most this many recovery mails per run; the next run takes the rest. */
const BATCH = 50;

export function abandonedCartMail(input: { to: string; firstName: string; items: string[]; url: string; siteName: string }): Mail {
  return {
    to: input.to,
    subject: `Your ${input.siteName} cart is waiting`,
    text: [
      `Hello ${input.firstName},`,
      '',
      'You left these in your cart:',
      ...input.items.map((item) => `  ${item}`),
      '',
      'To pick up where you left off, open:',
      input.url,
      '',
      'Seats are held for a short time only: if your hold has run out, the cart lets you hold them again while they are free.',
    ].join('\n'),
  };
}

/**
 * The abandoned-cart job (issue 11 item 8): every cart with items and a guest e-mail, not booked,
 * untouched for ABANDONED_CART_MINUTES, gets one recovery e-mail linking to
 * /iv2/abandoned-cart/{cartId}. A cart is claimed (recovery_mail_sent_at set, rows locked with
 * SKIP LOCKED) before its mail is sent, so two runs at once never mail the same cart twice.
 * Returns how many mails were sent.
 */
export async function sendAbandonedCartMails(): Promise<number> {
  const env = getEnv();
  const db = await getDb();
  const claimed = await rows<{ id: string; guest_email: string; guest_first_name: string | null }>(
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
        returning id, guest_email, guest_first_name`,
  );
  let sent = 0;
  for (const cart of claimed) {
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
          firstName: cart.guest_first_name ?? 'there',
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
    }
  }
  return sent;
}
