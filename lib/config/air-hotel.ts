/**
 * The air+hotel search's url vocabulary (ticket-buying 3 and 9), shared by the route module
 * and the widget: flight times, cabin classes and how a party of rooms and travellers is
 * written in a url.
 */
export const FLIGHT_TIMES = ['anytime', 'morning', 'afternoon', 'evening'] as const;
export type FlightTime = (typeof FLIGHT_TIMES)[number];

/** Economy/Coach (Y), Business (C), First (F). */
export const CABIN_CLASSES = ['Y', 'C', 'F'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

/** A departure airport's IATA code. */
export const AIRPORT_CODE_PATTERN = '[A-Z]{3}';

/**
 * A party: rooms (1 to 4) joined by ',', each its adults (1 to 4) then its children's ages
 * (0 to 17, at most 3) joined by '-': '2-7-10,1' is two adults with children of 7 and 10 in
 * room 1 and one adult in room 2.
 */
export const PARTY_PATTERN = '[1-4](?:-(?:1[0-7]|[0-9])){0,3}(?:,[1-4](?:-(?:1[0-7]|[0-9])){0,3}){0,3}';
