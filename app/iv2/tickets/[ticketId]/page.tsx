import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TicketCard } from '@/features/checkout/components/ticket-card';
import { getTicketPage } from '@/features/checkout/tickets';

// The id in the url is the ticket's only key (the confirmation e-mail links here): rendered per
// request, never cached by a shared cache, never indexed, never sent on as a referrer.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your Ticket',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = { params: Promise<{ ticketId: string }> };

/** The ticket viewer (storefront 2.2, 2.12). It stays when the order viewer is off: e-mails link here. */
export default async function TicketPage({ params }: Props) {
  const { ticketId } = await params;
  const page = await getTicketPage(ticketId);
  if (!page) notFound();
  return (
    <main id="main" className="page" data-testid="ticket-page">
      <TicketCard ticket={page.ticket} qrSvg={page.qrSvg} />
    </main>
  );
}
