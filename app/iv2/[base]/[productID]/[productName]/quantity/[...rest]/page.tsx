import { ticketRoute, type TicketRouteProps } from '@/features/seating/components/ticket-route';
import { roomSelectionRoute } from '@/features/hotels/components/room-route';
import { insiderAuthModal } from '@/app/iv2/_tickets/insider-auth';
import { socialProofBar } from '@/app/iv2/_tickets/social-proof';
import { RoomSelectionIsland } from '@/app/iv2/_hotels/room-selection-island';
import { URL_BASES } from '@/lib/config/product-types';

// The page is the same for every visitor (prices, seats, rooms and holds load fresh in its
// island), so it renders on first request and is served from the cache; a minute keeps the
// past-date redirect close to the clock.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const tickets = ticketRoute('quantity', { insiderAuth: insiderAuthModal, socialProof: socialProofBar });
// Hotels: room selection (hotelSkuSelection); the island adds the visitor's party from the search cookies.
const rooms = roomSelectionRoute((input) => <RoomSelectionIsland {...input} />);

async function isHotel(props: TicketRouteProps): Promise<boolean> {
  return (await props.params).base === URL_BASES.hotels;
}

export async function generateMetadata(props: TicketRouteProps) {
  return (await isHotel(props)) ? rooms.generateMetadata(props) : tickets.generateMetadata(props);
}

export default async function QuantityPage(props: TicketRouteProps) {
  return (await isHotel(props)) ? rooms.Page(props) : tickets.Page(props);
}
