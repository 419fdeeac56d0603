import type { AreaName } from './types';

/**
 * A street with its block range and where its ends are: latitude/longitude at the `from` and
 * `to` numbers, so an address and its map pin agree.
 */
export type Street = {
  name: string;
  from: number;
  to: number;
  postalCodes: string[];
  latitude: [number, number];
  longitude: [number, number];
};

/**
 * Las Vegas Blvd S is not straight: it bends west past the resort corridor. Pins are placed
 * along these points (block number, latitude, longitude), north to south.
 */
export const STRIP_PATH: [number, number, number][] = [
  [2000, 36.1475, -115.1555],
  [2535, 36.1420, -115.1580],
  [3131, 36.1270, -115.1660],
  [3400, 36.1210, -115.1740],
  [3600, 36.1130, -115.1760],
  [3799, 36.1020, -115.1705],
  [3999, 36.0900, -115.1760],
];

export type Area = {
  name: AreaName;
  onStrip: boolean;
  city: string;
  streets: Street[];
};

/** Real streets and ZIP codes of each part of the valley, so addresses and maps look right. */
export const AREAS: Record<AreaName, Area> = {
  'South Strip': {
    name: 'South Strip',
    onStrip: true,
    city: 'Las Vegas',
    streets: [{ name: 'Las Vegas Blvd S', from: 3700, to: 3999, postalCodes: ['89109', '89119'], latitude: [36.106, 36.090], longitude: [-115.172, -115.176] }],
  },
  'Center Strip': {
    name: 'Center Strip',
    onStrip: true,
    city: 'Las Vegas',
    streets: [{ name: 'Las Vegas Blvd S', from: 3300, to: 3699, postalCodes: ['89109'], latitude: [36.123, 36.106], longitude: [-115.171, -115.174] }],
  },
  'North Strip': {
    name: 'North Strip',
    onStrip: true,
    city: 'Las Vegas',
    streets: [{ name: 'Las Vegas Blvd S', from: 2000, to: 3299, postalCodes: ['89109', '89104'], latitude: [36.147, 36.124], longitude: [-115.155, -115.170] }],
  },
  Downtown: {
    name: 'Downtown',
    onStrip: false,
    city: 'Las Vegas',
    streets: [
      { name: 'Fremont St', from: 100, to: 599, postalCodes: ['89101'], latitude: [36.1712, 36.1690], longitude: [-115.1455, -115.1385] },
      { name: 'S Main St', from: 1, to: 399, postalCodes: ['89101'], latitude: [36.1715, 36.1665], longitude: [-115.1470, -115.1495] },
      { name: 'E Ogden Ave', from: 100, to: 299, postalCodes: ['89101'], latitude: [36.1722, 36.1712], longitude: [-115.1440, -115.1410] },
      { name: 'S 3rd St', from: 100, to: 699, postalCodes: ['89101'], latitude: [36.1690, 36.1630], longitude: [-115.1440, -115.1480] },
    ],
  },
  'Off Strip': {
    name: 'Off Strip',
    onStrip: false,
    city: 'Las Vegas',
    streets: [
      { name: 'Paradise Rd', from: 3000, to: 4499, postalCodes: ['89169', '89109'], latitude: [36.1350, 36.1050], longitude: [-115.1525, -115.1535] },
      { name: 'W Flamingo Rd', from: 3000, to: 4999, postalCodes: ['89103'], latitude: [36.1155, 36.1150], longitude: [-115.1800, -115.2080] },
      { name: 'E Tropicana Ave', from: 100, to: 999, postalCodes: ['89169'], latitude: [36.1005, 36.1000], longitude: [-115.1680, -115.1500] },
      { name: 'Koval Ln', from: 3000, to: 4199, postalCodes: ['89109'], latitude: [36.1300, 36.1050], longitude: [-115.1610, -115.1615] },
      { name: 'Dean Martin Dr', from: 3000, to: 6999, postalCodes: ['89118'], latitude: [36.1300, 36.0750], longitude: [-115.1820, -115.1830] },
      { name: 'S Valley View Blvd', from: 3000, to: 4399, postalCodes: ['89103'], latitude: [36.1350, 36.1050], longitude: [-115.1900, -115.1905] },
    ],
  },
  Henderson: {
    name: 'Henderson',
    onStrip: false,
    city: 'Henderson',
    streets: [
      { name: 'S Green Valley Pkwy', from: 2200, to: 2999, postalCodes: ['89014', '89052'], latitude: [36.0600, 36.0400], longitude: [-115.0830, -115.0835] },
      { name: 'W Sunset Rd', from: 100, to: 1999, postalCodes: ['89014', '89011'], latitude: [36.0715, 36.0710], longitude: [-115.0400, -115.0750] },
      { name: 'St Rose Pkwy', from: 1, to: 2999, postalCodes: ['89052', '89074'], latitude: [36.0100, 36.0250], longitude: [-115.1000, -115.0600] },
      { name: 'Lake Las Vegas Pkwy', from: 1, to: 999, postalCodes: ['89011'], latitude: [36.1050, 36.1150], longitude: [-114.9450, -114.9300] },
    ],
  },
  Summerlin: {
    name: 'Summerlin',
    onStrip: false,
    city: 'Las Vegas',
    streets: [
      { name: 'W Charleston Blvd', from: 10000, to: 11999, postalCodes: ['89135', '89144'], latitude: [36.1590, 36.1580], longitude: [-115.3000, -115.3300] },
      { name: 'Summerlin Centre Dr', from: 1, to: 999, postalCodes: ['89135', '89138'], latitude: [36.1500, 36.1600], longitude: [-115.3300, -115.3320] },
      { name: 'W Sahara Ave', from: 9000, to: 11999, postalCodes: ['89117'], latitude: [36.1440, 36.1435], longitude: [-115.2900, -115.3300] },
    ],
  },
};

export type HotelSeed = {
  name: string;
  area: AreaName;
  /** Star class; halves allowed. */
  stars: number;
  casino: boolean;
  /** What makes the place itself, worked into the descriptions. */
  hook: string;
  /** Room types sold as skus, cheapest first; 3-5 per hotel. */
  rooms: RoomTypeSeed[];
  /** Base midweek rate of the cheapest room, in dollars. */
  fromRate: number;
  resortFee: number;
};

/** A room type: its name, the most guests a room sleeps, its rate against the hotel's cheapest room, and its beds. */
export type RoomTypeSeed = { name: string; maxOccupancy: number; rateFactor: number; beds: string };

const STANDARD_ROOMS: RoomTypeSeed[] = [
  { name: 'Standard King Room', maxOccupancy: 2, rateFactor: 1, beds: '1 King Bed' },
  { name: 'Standard Two Queen Room', maxOccupancy: 4, rateFactor: 1.08, beds: '2 Queen Beds' },
  { name: 'Deluxe Strip View King', maxOccupancy: 2, rateFactor: 1.35, beds: '1 King Bed' },
  { name: 'One-Bedroom Suite', maxOccupancy: 4, rateFactor: 2.1, beds: '1 King Bed and a Sofa Bed' },
];
const LUXURY_ROOMS: RoomTypeSeed[] = [
  { name: 'Deluxe King Room', maxOccupancy: 2, rateFactor: 1, beds: '1 King Bed' },
  { name: 'Deluxe Two Queen Room', maxOccupancy: 4, rateFactor: 1.06, beds: '2 Queen Beds' },
  { name: 'Panoramic Strip View Suite', maxOccupancy: 3, rateFactor: 1.7, beds: '1 King Bed and a Sofa Bed' },
  { name: 'Corner Spa Suite', maxOccupancy: 4, rateFactor: 2.4, beds: '1 King Bed and 2 Sofa Beds' },
  { name: 'Two-Bedroom Penthouse', maxOccupancy: 6, rateFactor: 4.5, beds: '2 King Beds and a Sofa Bed' },
];
const VALUE_ROOMS: RoomTypeSeed[] = [
  { name: 'Classic Queen Room', maxOccupancy: 2, rateFactor: 1, beds: '1 Queen Bed' },
  { name: 'Classic Two Queen Room', maxOccupancy: 4, rateFactor: 1.1, beds: '2 Queen Beds' },
  { name: 'Renovated Tower King', maxOccupancy: 2, rateFactor: 1.3, beds: '1 King Bed' },
];
const SUITE_HOTEL_ROOMS: RoomTypeSeed[] = [
  { name: 'Studio Suite', maxOccupancy: 2, rateFactor: 1, beds: '1 King Bed' },
  { name: 'One-Bedroom Suite with Kitchen', maxOccupancy: 4, rateFactor: 1.3, beds: '1 King Bed and a Sofa Bed' },
  { name: 'Two-Bedroom Family Suite', maxOccupancy: 6, rateFactor: 1.9, beds: '2 Queen Beds, 1 King Bed' },
];

/** Invented resorts; every other located product sits in one of these. */
export const HOTELS: HotelSeed[] = [
  { name: 'Solara Bay Resort & Casino', area: 'South Strip', stars: 4.5, casino: true, hook: 'an eleven-acre sand-and-surf beach with a wave pool at the south end of the Boulevard', rooms: LUXURY_ROOMS, fromRate: 119, resortFee: 45 },
  { name: 'The Emerald Crown Las Vegas', area: 'South Strip', stars: 4, casino: true, hook: 'a glowing green tower, a lion-sized lobby sculpture and one of the largest casino floors in town', rooms: STANDARD_ROOMS, fromRate: 89, resortFee: 42 },
  { name: 'Camelot Towers Hotel & Casino', area: 'South Strip', stars: 3, casino: true, hook: 'storybook turrets, a family arcade and a medieval banquet hall', rooms: VALUE_ROOMS, fromRate: 49, resortFee: 35 },
  { name: 'Pyramid Sands Resort', area: 'South Strip', stars: 3.5, casino: true, hook: 'a thirty-story glass pyramid whose inclinator elevators ride the slanted walls', rooms: STANDARD_ROOMS, fromRate: 59, resortFee: 39 },
  { name: 'Vesper Tower Las Vegas', area: 'South Strip', stars: 5, casino: false, hook: 'a quiet, non-gaming tower with a tea lounge on the 23rd floor', rooms: LUXURY_ROOMS, fromRate: 229, resortFee: 49 },
  { name: 'Liberty Skyline Hotel & Casino', area: 'South Strip', stars: 3.5, casino: true, hook: 'a skyline of miniature Manhattan towers wrapped by a roller coaster', rooms: STANDARD_ROOMS, fromRate: 69, resortFee: 39 },
  { name: 'Neon Mirage Resort & Casino', area: 'Center Strip', stars: 4, casino: true, hook: 'a tropical atrium, an erupting lagoon out front and a showroom built for spectacle', rooms: STANDARD_ROOMS, fromRate: 99, resortFee: 45 },
  { name: 'Palazzo Aurelia Resort', area: 'Center Strip', stars: 5, casino: true, hook: 'a Lake Como-inspired promenade, dancing fountains and a botanical conservatory', rooms: LUXURY_ROOMS, fromRate: 189, resortFee: 51 },
  { name: 'The Bellamy Las Vegas', area: 'Center Strip', stars: 5, casino: true, hook: 'chandeliered bars, terrace suites and a three-story sculptural lobby', rooms: LUXURY_ROOMS, fromRate: 169, resortFee: 51 },
  { name: 'Lumière Parisienne Hotel & Casino', area: 'Center Strip', stars: 4, casino: true, hook: 'a half-scale iron tower, cobblestone lanes and sidewalk cafés', rooms: STANDARD_ROOMS, fromRate: 85, resortFee: 45 },
  { name: 'Monaco Grand Resort & Spa', area: 'Center Strip', stars: 4.5, casino: true, hook: 'a Riviera-style pool garden and a marble spa', rooms: LUXURY_ROOMS, fromRate: 139, resortFee: 47 },
  { name: 'The Meridian Las Vegas', area: 'Center Strip', stars: 5, casino: true, hook: 'balcony rooms high above the Boulevard and a rooftop pool deck', rooms: LUXURY_ROOMS, fromRate: 199, resortFee: 53 },
  { name: 'Tropic Isle Hotel & Casino', area: 'Center Strip', stars: 3, casino: true, hook: 'a retro tiki casino, a flamingo garden and nightly lounge acts', rooms: VALUE_ROOMS, fromRate: 45, resortFee: 35 },
  { name: 'Canal Royale Resort', area: 'Center Strip', stars: 5, casino: true, hook: 'indoor canals, singing gondoliers and all-suite towers', rooms: LUXURY_ROOMS, fromRate: 179, resortFee: 51 },
  { name: 'Golden Oasis Casino Resort', area: 'Center Strip', stars: 3.5, casino: true, hook: 'a gold-glass facade, a palm-shaded pool and a 24-hour diner', rooms: STANDARD_ROOMS, fromRate: 65, resortFee: 39 },
  { name: 'Silver Saddle Hotel & Casino', area: 'North Strip', stars: 3, casino: true, hook: 'a classic cowboy-era casino with a race and sports book', rooms: VALUE_ROOMS, fromRate: 39, resortFee: 30 },
  { name: 'Starward Tower Hotel', area: 'North Strip', stars: 3.5, casino: true, hook: 'the tallest observation tower in town, with thrill rides on its crown', rooms: STANDARD_ROOMS, fromRate: 55, resortFee: 39 },
  { name: 'Azure Dunes Resort', area: 'North Strip', stars: 4.5, casino: true, hook: 'a sweeping bronze tower, a private golf course and a dayclub pool', rooms: LUXURY_ROOMS, fromRate: 159, resortFee: 49 },
  { name: 'Sable Crest Resort Las Vegas', area: 'North Strip', stars: 5, casino: true, hook: 'a forested mountain backdrop, a lake of light and salon-style suites', rooms: LUXURY_ROOMS, fromRate: 219, resortFee: 53 },
  { name: 'Emberly Grand Las Vegas', area: 'North Strip', stars: 4, casino: true, hook: 'a brand-new glass tower with fifteen pools and an arena next door', rooms: STANDARD_ROOMS, fromRate: 109, resortFee: 45 },
  { name: 'Fremont Royale Hotel & Casino', area: 'Downtown', stars: 3.5, casino: true, hook: 'a shark-tank pool slide and gilded rooms beneath the Fremont Street canopy', rooms: STANDARD_ROOMS, fromRate: 59, resortFee: 35 },
  { name: 'Copper Spur Hotel & Casino', area: 'Downtown', stars: 3, casino: true, hook: 'a neon cowboy sign, penny slots and craft-beer lounges', rooms: VALUE_ROOMS, fromRate: 35, resortFee: 25 },
  { name: 'The Jackpot Lantern Hotel', area: 'Downtown', stars: 3.5, casino: true, hook: 'an adults-only stadium pool with a giant screen for game days', rooms: STANDARD_ROOMS, fromRate: 79, resortFee: 39 },
  { name: 'Paradise Palms Suites', area: 'Off Strip', stars: 3.5, casino: false, hook: 'spacious non-gaming suites with kitchens, a free Strip shuttle and a lazy river', rooms: SUITE_HOTEL_ROOMS, fromRate: 79, resortFee: 29 },
  { name: 'Riff & Roll Hotel', area: 'Off Strip', stars: 4, casino: true, hook: 'rock-and-roll memorabilia, a music venue and a swim-up blackjack pool', rooms: STANDARD_ROOMS, fromRate: 75, resortFee: 39 },
  { name: 'Carnival Cove Hotel & Casino', area: 'Off Strip', stars: 3.5, casino: true, hook: 'all-suite rooms with floor-to-ceiling windows and a famous seafood buffet', rooms: SUITE_HOTEL_ROOMS, fromRate: 55, resortFee: 39 },
  { name: 'Desert Willow Resort & Spa', area: 'Henderson', stars: 4, casino: true, hook: 'a Tuscan-style villa resort with vineyard views and a quiet locals casino', rooms: STANDARD_ROOMS, fromRate: 95, resortFee: 35 },
  { name: 'Lakeside Mirada Resort', area: 'Henderson', stars: 4.5, casino: false, hook: 'a Mediterranean lakefront village with kayaks, paddleboards and golf', rooms: LUXURY_ROOMS, fromRate: 129, resortFee: 35 },
  { name: 'Canyon Ridge Resort & Spa', area: 'Summerlin', stars: 4.5, casino: true, hook: 'desert-modern rooms minutes from the red sandstone cliffs of Red Rock', rooms: LUXURY_ROOMS, fromRate: 119, resortFee: 40 },
];
