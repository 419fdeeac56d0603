// The internal header in which the production server (lib/http/forwarded-ip.mjs) hands the
// client's address to route handlers (lib/http/client-ip.ts). A module of its own, so routes
// import the name without proxy-addr.
export const CLIENT_IP_HEADER = 'x-vegas-client-ip';
