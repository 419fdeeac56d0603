import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '@/features/checkout/components/checkout.module.css';
import { findPendingPaypalPayment } from '@/features/checkout/queries';
import { paypalMode } from '@/lib/config/app-mode';
import { formatDollars } from '@/lib/money';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'PayPal (local)', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Stands in for PayPal's approval page while no PayPal credentials are configured (issue 11):
 * the buyer approves or cancels, and goes back through the PayPal return route as from PayPal.
 */
export default async function LocalPaypalPage({ searchParams }: Props) {
  // With PayPal configured, approval happens at PayPal only; in production it never exists.
  if (paypalMode() !== 'local') notFound();
  const parsed = routes.devPaypal.parse(routes.devPaypal.build({ token: 'x' }).split('?')[0] ?? '', await searchParams);
  if (!parsed) notFound();
  const payment = await findPendingPaypalPayment(parsed.token);
  if (!payment) notFound();
  return (
    <main id="main" className="page" data-testid="local-paypal-page">
      <h1 className={styles.heading}>PayPal</h1>
      <section className={styles.panel} aria-labelledby="paypal-title">
        <h2 id="paypal-title" className={styles.panelTitle}>
          Pay {formatDollars(payment.amountCents)} to Vegas tickets
        </h2>
        <p className={styles.note}>
          This local page stands in for PayPal because no PayPal account is configured. No money moves.
          {payment.email ? ` Buyer: ${payment.email}.` : ''}
        </p>
        <p>
          <a className="button-primary" href={routes.paypal.build({ status: 'approved', token: parsed.token })} data-testid="paypal-approve">
            Approve payment
          </a>{' '}
          <a href={routes.paypal.build({ status: 'cancelled', token: parsed.token })} data-testid="paypal-cancel">
            Cancel and return
          </a>
        </p>
      </section>
    </main>
  );
}
