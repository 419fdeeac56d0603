import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import type { ProductSummary } from '@/features/catalog/types';
import { productTypeInfo } from '@/lib/config/product-types';
import { formatCalendarDate, pacificParts } from '@/lib/dates';
import type { MapLayout, WizardFlags } from '../types';
import { SeatSwap } from './seat-swap';
import { TicketPanel } from './ticket-panel';
import styles from './ticket-page.module.css';

function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export interface TicketPageViewProps {
  readonly product: ProductSummary;
  readonly performance: { readonly id: number; readonly startsAt: Date; readonly mapLayout: MapLayout | null };
  readonly seatPage: boolean;
  readonly lineHref: string;
  /** The product's page for the searched dates ('change date & time'). */
  readonly changeHref: string;
  readonly cartHref: string;
  /** Where Buy Now leads (billing & payment). */
  readonly billingHref: string;
  /** The ticket wizard's flags, read on the server. */
  readonly flags: WizardFlags;
  /** The insider sign-up / sign-in modal the prompt opens (an island of accounts, put here by the route). */
  readonly insiderAuth?: ReactNode;
  /**
   * The rotating social-proof bar (an island of social-proof, put here by the route). It sits out
   * of the flow at the header's right, so appearing after its counts load shifts nothing.
   */
  readonly socialProof?: ReactNode;
}

/**
 * The seat or quantity page of a performance (ticket-buying 2): breadcrumbs ending in SELECT SEATS
 * (or SELECT TICKETS), the product and the performance with a 'change date & time' link, and the
 * ticket panel island that loads prices and seats fresh. The same for every visitor.
 */
export function TicketPageView({ product, performance, seatPage, lineHref, changeHref, cartHref, billingHref, flags, insiderAuth, socialProof }: TicketPageViewProps) {
  const info = productTypeInfo(product.type);
  const when = pacificParts(performance.startsAt);
  return (
    <main id="main" className="page" data-testid={seatPage ? 'seat-selection' : 'quantity-selection'}>
      <Breadcrumbs
        crumbs={[
          { label: 'Vegas', href: '/' },
          { label: info.plural, href: lineHref },
          { label: product.name, href: product.href },
          { label: seatPage ? 'SELECT SEATS' : 'SELECT TICKETS' },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.when}>
          <time dateTime={performance.startsAt.toISOString()}>
            {formatCalendarDate(when.date)} at {formatTime(when.time)}
          </time>
          {product.location ? <span> · {product.location}</span> : null}
          <a className={styles.change} href={changeHref}>
            change date &amp; time
          </a>
        </p>
        {socialProof ? <div className={styles.proof}>{socialProof}</div> : null}
      </header>
      <TicketPanel
        performanceId={performance.id}
        product={{ id: product.id, name: product.name, type: product.type }}
        cartHref={cartHref}
        billingHref={billingHref}
        mapLayout={performance.mapLayout}
        flags={flags}
      />
      {product.type === 'SHOW' ? <SeatSwap performanceId={performance.id} cartHref={cartHref} /> : null}
      {insiderAuth}
    </main>
  );
}
