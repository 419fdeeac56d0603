// The ticket information rule is shared by the cart and checkout (lib/ticket-information.ts).
export { TICKET_INFORMATION, ticketInformationOf, ticketMessages } from '@/lib/ticket-information';
