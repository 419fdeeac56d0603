import { ticketRoute } from '@/features/seating/components/ticket-route';
import { insiderAuthModal } from '@/app/iv2/_tickets/insider-auth';
import { socialProofBar } from '@/app/iv2/_tickets/social-proof';

// The page is the same for every visitor (prices, seats and holds load fresh in its island), so
// it renders on first request and is served from the cache; a minute keeps the past-date
// redirect close to the clock.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const route = ticketRoute('seats', { insiderAuth: insiderAuthModal, socialProof: socialProofBar });
export const generateMetadata = route.generateMetadata;
export default route.Page;
