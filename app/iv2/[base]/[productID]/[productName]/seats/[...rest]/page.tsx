import type { Metadata } from 'next';
import { loadTicketPage } from '@/features/seating/ticket-page';
import { TicketPageView } from '@/features/seating/components/ticket-page-view';

// The page is the same for every visitor (prices, seats and holds load fresh in its island), so
// it renders on first request and is served from the cache; a minute keeps the past-date
// redirect close to the clock.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ base: string; productID: string; productName: string; rest: string[] }> };

async function load(props: Props) {
  const { base, productID, productName, rest } = await props.params;
  return loadTicketPage([base, productID, productName, 'seats', ...rest]);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product, request } = await load(props);
  return {
    title: `${request.seatPage ? 'Select Seats' : 'Select Tickets'} - ${product.name}`,
    robots: { index: false, follow: true },
  };
}

export default async function TicketPage(props: Props) {
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
