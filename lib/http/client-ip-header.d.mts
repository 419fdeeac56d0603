/** The internal header the production server sets to the client's address. */
export const CLIENT_IP_HEADER: 'x-vegas-client-ip';
