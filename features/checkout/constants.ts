/** The default ticket information (ticket-buying 1); fulfillment options may supply another. */
export const TICKET_INFORMATION = 'Tickets will be emailed to you.';
