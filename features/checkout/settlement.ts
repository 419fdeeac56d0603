import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { PaymentRefusedError, type SettlingProvider } from '@/lib/payments/provider';

// Settling an order's payment once the order is written: shared by the checkout flow (right
// after writing) and the reconciliation job (an order whose capture failed or never ran).

/** What settling did: collected, refused and given back, or still open (try again later). */
export type CaptureOutcome = 'captured' | 'voided' | 'open';

/** Stored on a payment whose capture the provider refused. */
export const CAPTURE_REFUSED = 'The payment could not be collected; the authorisation was voided.';

/** A provider by the name kept on the payment row: any provider this server is configured with. */
export function settlingProviderFor(
  providers: Readonly<Record<string, unknown>>,
  name: string,
): (SettlingProvider & { readonly name: string }) | null {
  for (const candidate of Object.values(providers)) {
    if (candidate && typeof candidate === 'object' && (candidate as { name?: unknown }).name === name) return candidate as SettlingProvider & { readonly name: string };
  }
  return null;
}

async function mark(paymentId: string, orderId: string, status: 'captured' | 'voided', fields: { reference?: string | null; error?: string | null } = {}): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`update payments set status = ${status}, reference = coalesce(${fields.reference ?? null}, reference),
                                error = ${fields.error ?? null}, updated_at = now()
                          where id = ${paymentId} and status in ('pending', 'authorized')`);
    await tx.execute(sql`update orders set payment_status = ${status} where id = ${orderId} and payment_status = 'authorized'`);
  });
}

/**
 * Captures the authorised payment of a written order and marks payment and order captured. A
 * refusal voids the authorisation and marks both voided (the order is then no valid purchase);
 * any other failure leaves both 'authorized' for the next reconciliation run. A gift card that
 * covered everything (no provider, no reference) is collected already.
 */
export async function captureOrderPayment(
  payment: { readonly id: string; readonly reference: string | null },
  orderId: string,
  provider: SettlingProvider | null,
): Promise<CaptureOutcome> {
  if (provider === null || payment.reference === null) {
    await mark(payment.id, orderId, 'captured');
    return 'captured';
  }
  try {
    const captured = await provider.capture(payment.reference);
    await mark(payment.id, orderId, 'captured', { reference: captured ? captured.reference : null });
    return 'captured';
  } catch (error) {
    if (!(error instanceof PaymentRefusedError)) {
      console.error('[checkout] capture failed; the order stays authorised for the reconciliation job', payment.id, error instanceof Error ? error.message : error);
      return 'open';
    }
    console.error('[checkout] capture refused; voiding', payment.id, error.message);
  }
  try {
    await provider.void(payment.reference);
  } catch (error) {
    console.error('[checkout] void after a refused capture failed; tried again on the next run', payment.id, error instanceof Error ? error.message : error);
    return 'open';
  }
  await mark(payment.id, orderId, 'voided', { error: CAPTURE_REFUSED });
  return 'voided';
}
