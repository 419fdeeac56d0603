import type { Metadata } from 'next';
import { loadTicketPage } from '../ticket-page';
import { TicketPageView } from './ticket-page-view';

export type TicketRouteProps = { params: Promise<{ base: string; productID: string; productName: string; rest: string[] }> };

/**
 * The seat page and the quantity pages share everything but the url segment that names them:
 * one module builds both route modules' metadata and page.
 */
export function ticketRoute(kind: 'seats' | 'quantity') {
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
    return (
      <TicketPageView
        product={page.product}
        performance={page.performance}
        seatPage={page.request.seatPage}
        lineHref={page.lineHref}
        changeHref={page.changeHref}
        cartHref={page.cartHref}
        selfHref={page.selfHref}
      />
    );
  }

  return { generateMetadata, Page };
}
