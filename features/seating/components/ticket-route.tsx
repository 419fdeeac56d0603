import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getFlags } from '@/lib/config/flags';
import type { ProductType } from '@/lib/config/product-types';
import { loadTicketPage } from '../ticket-page';
import { TicketPageView } from './ticket-page-view';

export type TicketRouteProps = { params: Promise<{ base: string; productID: string; productName: string; rest: string[] }> };

/** Islands of other features that the route in app/ brings, since one feature does not render another's components. */
export interface TicketRouteSlots {
  /** The insider modal for a page's own path (sign-in and sign-up come back to it); accounts'. */
  readonly insiderAuth?: (returnTo: string) => ReactNode;
  /** The rotating social-proof bar of a product's page (ticket-buying 2); social-proof's. */
  readonly socialProof?: (product: { readonly id: number; readonly type: ProductType }) => ReactNode;
}

/**
 * The seat page and the quantity pages share everything but the url segment that names them:
 * one module builds both route modules' metadata and page.
 */
export function ticketRoute(kind: 'seats' | 'quantity', { insiderAuth, socialProof }: TicketRouteSlots = {}) {
  async function load(props: TicketRouteProps) {
    const { base, productID, productName, rest } = await props.params;
    return loadTicketPage([base, productID, productName, kind, ...rest]);
  }

  async function generateMetadata(props: TicketRouteProps): Promise<Metadata> {
    const { product, request } = await load(props);
    return {
      title: `${request.seatPage ? 'Select Seats' : 'Select Tickets'} - ${product.name}`,
      robots: { index: false, follow: true },
    };
  }

  async function Page(props: TicketRouteProps) {
    const page = await load(props);
    const flags = getFlags();
    return (
      <TicketPageView
        product={page.product}
        performance={page.performance}
        seatPage={page.request.seatPage}
        lineHref={page.lineHref}
        changeHref={page.changeHref}
        cartHref={page.cartHref}
        billingHref={page.billingHref}
        selfHref={page.selfHref}
        flags={{
          keepSeatListMounted: flags.keepSeatListMounted,
          quantityCap12: flags.quantityCap12,
          uniquePurchaseQuantityFix: flags.uniquePurchaseQuantityFix,
          allInPricing: flags.allInPricing,
        }}
        insiderAuth={insiderAuth?.(page.selfHref)}
        socialProof={socialProof?.(page.product)}
      />
    );
  }

  return { generateMetadata, Page };
}
