import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { QueryProvider } from '@/components/query-provider';
import type { ProductSummary } from '@/features/catalog/types';
import { productTypeInfo } from '@/lib/config/product-types';
import { pacificParts } from '@/lib/dates';
import type { MapLayout, WizardFlags } from '../types';
import { SeatSwap } from './seat-swap';
import { TicketWizard } from './ticket-wizard';

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
  /** This page's own url (the date and time step's current choice). */
  readonly selfHref: string;
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
 * (or SELECT TICKETS), then the wizard island: the product and the performance with a 'change
 * date & time' link, and the ticket panel that loads times, prices and seats fresh. The same for every visitor.
 */
export function TicketPageView({ product, performance, seatPage, lineHref, changeHref, cartHref, billingHref, selfHref, flags, insiderAuth, socialProof }: TicketPageViewProps) {
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
      {/* One client for the wizard and the seat swap: a swap refreshes the wizard's seats and tickets. */}
      <QueryProvider>
        <TicketWizard
          product={{ id: product.id, name: product.name, type: product.type, location: product.location ?? null }}
          performance={{ id: performance.id, dateTime: `${when.date}T${when.time}`, href: selfHref }}
          mapLayout={performance.mapLayout}
          changeHref={changeHref}
          cartHref={cartHref}
          billingHref={billingHref}
          flags={flags}
          socialProof={socialProof}
        />
        {product.type === 'SHOW' ? <SeatSwap performanceId={performance.id} cartHref={cartHref} /> : null}
      </QueryProvider>
      {insiderAuth}
    </main>
  );
}
