import type { AreaName } from './types';
import { ATTRACTION_CATEGORY as A, TOUR_AREA as T } from './categories';

export type TicketOption = { name: string; priceFactor: number; ticketType: string; purchaseQuantities?: number[] };

export type TourSeed = {
  name: string;
  destination: number;
  durationMinutes: number;
  /** Adult price in dollars. */
  price: number;
  departures: string[];
  /** Departure point when the tour does not pick up at a resort. */
  departsFrom: { area: AreaName } | { hotel: string };
  capacity: number;
  provider: string;
  hook: string;
  minAge: number | null;
  options: TicketOption[];
};

const ADULT_CHILD: TicketOption[] = [
  { name: 'Adult', priceFactor: 1, ticketType: 'ENTRY' },
  { name: 'Child (ages 2-11)', priceFactor: 0.75, ticketType: 'ENTRY' },
];
const SEAT_ONLY: TicketOption[] = [{ name: 'Per Person', priceFactor: 1, ticketType: 'ENTRY' }];
const WITH_UPGRADE = (upgrade: string, factor: number): TicketOption[] => [
  ...ADULT_CHILD,
  { name: upgrade, priceFactor: factor, ticketType: 'VIP' },
];

export const TOURS: TourSeed[] = [
  { name: 'Grand Canyon West Rim Helicopter Tour', destination: T.GRAND_CANYON, durationMinutes: 240, price: 449, departures: ['07:30', '10:30', '13:30'], departsFrom: { area: 'Henderson' }, capacity: 24, provider: 'Desert Skies Aviation', hook: 'a helicopter descent 4,000 feet below the rim to a champagne picnic beside the Colorado River', minAge: 2, options: WITH_UPGRADE('Front Seat Guarantee', 1.25) },
  { name: 'Grand Canyon South Rim Bus Tour', destination: T.GRAND_CANYON, durationMinutes: 840, price: 149, departures: ['06:00'], departsFrom: { area: 'South Strip' }, capacity: 50, provider: 'Canyon Coach Tours', hook: 'a full day at the iconic South Rim viewpoints with a stop at the Route 66 town of Williams', minAge: null, options: ADULT_CHILD },
  { name: 'Grand Canyon Glass Bridge Express by Airplane', destination: T.GRAND_CANYON, durationMinutes: 420, price: 389, departures: ['08:00', '11:00'], departsFrom: { area: 'Henderson' }, capacity: 19, provider: 'Desert Skies Aviation', hook: 'a scenic flight over Hoover Dam and Lake Mead, then a walk onto a glass bridge 4,000 feet above the canyon floor', minAge: 2, options: WITH_UPGRADE('Glass Bridge Admission Included', 1.2) },
  { name: 'Grand Canyon West Rim Bus Tour with Hoover Dam Stop', destination: T.GRAND_CANYON, durationMinutes: 720, price: 119, departures: ['07:00'], departsFrom: { area: 'Center Strip' }, capacity: 50, provider: 'Canyon Coach Tours', hook: 'Eagle Point, Guano Point and a photo stop at Hoover Dam in one comfortable coach day', minAge: null, options: WITH_UPGRADE('Glass Bridge Ticket Add-On', 1.55) },
  { name: 'Hoover Dam Deluxe Tour with Lunch', destination: T.HOOVER_DAM, durationMinutes: 360, price: 99, departures: ['08:30', '11:30'], departsFrom: { area: 'Center Strip' }, capacity: 30, provider: 'Silver State Sightseeing', hook: 'the powerplant tour inside the dam, the bypass bridge walk and a buffet lunch in Boulder City', minAge: null, options: ADULT_CHILD },
  { name: 'Hoover Dam Express Half-Day Tour', destination: T.HOOVER_DAM, durationMinutes: 240, price: 69, departures: ['08:00', '13:00'], departsFrom: { area: 'South Strip' }, capacity: 30, provider: 'Silver State Sightseeing', hook: 'a quick, fully guided trip to the engineering wonder of the 1930s', minAge: null, options: ADULT_CHILD },
  { name: 'Black Canyon River Rafting Adventure', destination: T.COLORADO_RIVER, durationMinutes: 420, price: 189, departures: ['08:00'], departsFrom: { area: 'South Strip' }, capacity: 36, provider: 'River Runner Outfitters', hook: 'a smooth-water raft float from the base of Hoover Dam past hot springs and waterfalls', minAge: 5, options: ADULT_CHILD },
  { name: 'Emerald Cave Kayak Tour on the Colorado River', destination: T.COLORADO_RIVER, durationMinutes: 480, price: 219, departures: ['07:00'], departsFrom: { area: 'Henderson' }, capacity: 20, provider: 'River Runner Outfitters', hook: 'a paddle through Black Canyon to a cave where the water glows emerald in the afternoon sun', minAge: 8, options: SEAT_ONLY },
  { name: 'Lake Mead Sunset Dinner Cruise', destination: T.LAKE_MEAD, durationMinutes: 180, price: 89, departures: ['17:30'], departsFrom: { area: 'Henderson' }, capacity: 120, provider: 'Lakeview Cruises', hook: 'a paddle-wheeler dinner cruise to the face of Hoover Dam as the cliffs turn pink', minAge: null, options: WITH_UPGRADE('Window Table Upgrade', 1.3) },
  { name: 'Lake Mead Paddleboard Adventure', destination: T.LAKE_MEAD, durationMinutes: 210, price: 129, departures: ['08:00', '12:30'], departsFrom: { area: 'Henderson' }, capacity: 16, provider: 'Lakeview Cruises', hook: 'a stand-up paddleboard lesson and a guided paddle to a secluded cove', minAge: 10, options: SEAT_ONLY },
  { name: 'Red Rock Canyon Guided Hiking Tour', destination: T.RED_ROCK, durationMinutes: 300, price: 109, departures: ['07:00', '08:30'], departsFrom: { area: 'Summerlin' }, capacity: 14, provider: 'Mojave Trail Guides', hook: 'a small-group hike to petroglyphs, sandstone tanks and views of the Keystone Thrust', minAge: 8, options: SEAT_ONLY },
  { name: 'Red Rock Canyon E-Bike Tour', destination: T.RED_ROCK, durationMinutes: 240, price: 139, departures: ['08:00', '14:00'], departsFrom: { area: 'Summerlin' }, capacity: 12, provider: 'Mojave Trail Guides', hook: 'a pedal-assisted ride around the 13-mile scenic loop with stops for photos and snacks', minAge: 14, options: SEAT_ONLY },
  { name: 'Red Rock Canyon Jeep Adventure', destination: T.RED_ROCK, durationMinutes: 240, price: 149, departures: ['08:30', '13:00'], departsFrom: { area: 'Off Strip' }, capacity: 18, provider: 'Desert Trails Off-Road', hook: 'an open-top Jeep ride on backcountry trails with a naturalist guide', minAge: null, options: ADULT_CHILD },
  { name: 'Valley of Fire Photography Tour', destination: T.VALLEY_OF_FIRE, durationMinutes: 480, price: 179, departures: ['06:30'], departsFrom: { area: 'Center Strip' }, capacity: 12, provider: 'Lens & Light Tours', hook: 'the Fire Wave, Elephant Rock and glowing red sandstone with a pro photographer as your guide', minAge: 10, options: SEAT_ONLY },
  { name: 'Valley of Fire Small-Group Tour', destination: T.VALLEY_OF_FIRE, durationMinutes: 420, price: 139, departures: ['08:00'], departsFrom: { area: 'North Strip' }, capacity: 14, provider: 'Silver State Sightseeing', hook: "Nevada's oldest state park, its ancient petroglyphs and the Rainbow Vista viewpoint", minAge: null, options: ADULT_CHILD },
  { name: 'Las Vegas Strip Night Helicopter Flight', destination: T.STRIP_TOURS, durationMinutes: 45, price: 129, departures: ['19:00', '20:00', '21:00'], departsFrom: { area: 'South Strip' }, capacity: 30, provider: 'Desert Skies Aviation', hook: 'a twelve-minute flight down the glittering Boulevard with champagne back at the terminal', minAge: 2, options: WITH_UPGRADE('VIP Limo Transfer', 1.45) },
  { name: 'Neon Lights Strip Bus Tour', destination: T.STRIP_TOURS, durationMinutes: 180, price: 59, departures: ['19:30'], departsFrom: { area: 'Center Strip' }, capacity: 45, provider: 'Neon City Tours', hook: 'the Welcome sign, the fountains, the volcano and Fremont Street in one open-top evening loop', minAge: null, options: ADULT_CHILD },
  { name: 'Downtown Ghosts & Gangsters Walking Tour', destination: T.STRIP_TOURS, durationMinutes: 120, price: 45, departures: ['18:00', '20:30'], departsFrom: { hotel: 'Fremont Royale Hotel & Casino' }, capacity: 25, provider: 'Neon City Tours', hook: 'haunted hotels, mob hits and the secret history of old Fremont Street', minAge: 12, options: SEAT_ONLY },
  { name: 'Strip Limo Nights Tour', destination: T.STRIP_TOURS, durationMinutes: 150, price: 99, departures: ['20:00'], departsFrom: { hotel: 'Palazzo Aurelia Resort' }, capacity: 8, provider: 'Velvet Rope Limousines', hook: 'a stretch limo, a stocked bar and stops at the best photo spots of the night', minAge: 21, options: SEAT_ONLY },
  { name: 'Death Valley Day Trip from Las Vegas', destination: T.OTHER, durationMinutes: 660, price: 199, departures: ['06:30'], departsFrom: { area: 'Center Strip' }, capacity: 14, provider: 'Mojave Trail Guides', hook: "Badwater Basin, Zabriskie Point and the lowest, hottest place in North America", minAge: null, options: ADULT_CHILD },
  { name: 'Zion National Park Day Tour', destination: T.OTHER, durationMinutes: 780, price: 219, departures: ['06:00'], departsFrom: { area: 'North Strip' }, capacity: 14, provider: 'Canyon Coach Tours', hook: 'the Riverside Walk, Weeping Rock and the towering walls of Zion Canyon', minAge: null, options: ADULT_CHILD },
  { name: 'Mount Charleston Pines & Peaks Escape', destination: T.OTHER, durationMinutes: 300, price: 89, departures: ['09:00'], departsFrom: { area: 'North Strip' }, capacity: 14, provider: 'Mojave Trail Guides', hook: 'alpine trails, bristlecone pines and twenty degrees cooler air an hour from the Strip', minAge: null, options: ADULT_CHILD },
  { name: 'Area 51 & Extraterrestrial Highway Tour', destination: T.OTHER, durationMinutes: 720, price: 229, departures: ['06:30'], departsFrom: { area: 'Off Strip' }, capacity: 12, provider: 'High Desert Mysteries', hook: 'a roadside alien diner, the black mailbox and the edge of the most secret base in America', minAge: 12, options: SEAT_ONLY },
];

export type AttractionSeed = {
  name: string;
  categories: number[];
  /** Inside this resort, or a stand-alone address in the area. */
  where: { hotel: string } | { area: AreaName };
  price: number;
  /** First and last entry slot (HH:mm) and the minutes between slots. */
  slots: { first: string; last: string; everyMinutes: number };
  capacity: number;
  durationMinutes: number;
  provider: string;
  hook: string;
  minAge: number | null;
  options: TicketOption[];
};

const GA_ENTRY: TicketOption[] = [
  { name: 'General Admission', priceFactor: 1, ticketType: 'ENTRY' },
  { name: 'Child (ages 4-12)', priceFactor: 0.7, ticketType: 'ENTRY' },
];
const ENTRY_FAST: TicketOption[] = [
  { name: 'General Admission', priceFactor: 1, ticketType: 'ENTRY' },
  { name: 'Express Entry', priceFactor: 1.5, ticketType: 'VIP' },
];
const ENTRY_ONLY: TicketOption[] = [{ name: 'Admission', priceFactor: 1, ticketType: 'ENTRY' }];

export const ATTRACTIONS: AttractionSeed[] = [
  { name: 'Luminous Sky Wheel', categories: [A.OBSERVATION_DECKS], where: { area: 'Center Strip' }, price: 37, slots: { first: '12:00', last: '23:30', everyMinutes: 90 }, capacity: 400, durationMinutes: 30, provider: 'SkyWheel Attractions', hook: 'a 550-foot observation wheel with glass cabins and an optional open bar', minAge: null, options: [...ENTRY_FAST, { name: 'Happy Half Hour (open bar, 21+)', priceFactor: 1.8, ticketType: 'VIP' }] },
  { name: 'Starward Tower SkyJump', categories: [A.THRILL_RIDES], where: { hotel: 'Starward Tower Hotel' }, price: 139, slots: { first: '10:00', last: '20:00', everyMinutes: 60 }, capacity: 12, durationMinutes: 60, provider: 'Starward Thrills', hook: 'a controlled free fall from 829 feet, the highest of its kind in the world', minAge: 14, options: ENTRY_ONLY },
  { name: 'Starward Tower Thrill Rides', categories: [A.THRILL_RIDES, A.OBSERVATION_DECKS], where: { hotel: 'Starward Tower Hotel' }, price: 35, slots: { first: '10:00', last: '22:00', everyMinutes: 120 }, capacity: 200, durationMinutes: 90, provider: 'Starward Thrills', hook: 'three rides that dangle, drop and spin riders over the edge of a 1,000-foot tower', minAge: null, options: ENTRY_FAST },
  { name: 'Neon Relic Yard Museum', categories: [A.MUSEUMS], where: { area: 'Downtown' }, price: 28, slots: { first: '16:00', last: '22:00', everyMinutes: 60 }, capacity: 60, durationMinutes: 60, provider: 'Neon Heritage Foundation', hook: 'a two-acre yard of restored vintage casino signs, lit up after dark', minAge: null, options: GA_ENTRY },
  { name: 'Outlaws & Lawmen Museum', categories: [A.MUSEUMS], where: { area: 'Downtown' }, price: 32, slots: { first: '09:00', last: '19:00', everyMinutes: 120 }, capacity: 150, durationMinutes: 120, provider: 'Fremont History Trust', hook: 'the story of organized crime and the agents who chased it, in a 1930s courthouse', minAge: null, options: [...GA_ENTRY, { name: 'Speakeasy Tasting Add-On (21+)', priceFactor: 1.9, ticketType: 'VIP' }] },
  { name: 'Fremont Sky Rush Zipline', categories: [A.THRILL_RIDES], where: { area: 'Downtown' }, price: 59, slots: { first: '13:00', last: '23:00', everyMinutes: 60 }, capacity: 40, durationMinutes: 30, provider: 'Fremont Sky Rush', hook: 'a superhero-style zip line flight beneath the Fremont Street light canopy', minAge: 7, options: [{ name: 'Lower Zip', priceFactor: 0.7, ticketType: 'ENTRY' }, { name: 'Superhero Zoom', priceFactor: 1, ticketType: 'ENTRY' }] },
  { name: 'Coral Reef Aquarium', categories: [A.ANIMAL_ENCOUNTERS, A.FAMILY_FUN], where: { hotel: 'Solara Bay Resort & Casino' }, price: 29, slots: { first: '10:00', last: '18:00', everyMinutes: 60 }, capacity: 120, durationMinutes: 75, provider: 'Solara Bay Attractions', hook: 'a walk-through shark tunnel, a touch pool and 2,000 animals from tropical reefs', minAge: null, options: GA_ENTRY },
  { name: 'Desert Speedway Supercar Experience', categories: [A.MOTORSPORTS_AND_RANGES], where: { area: 'North Strip' }, price: 399, slots: { first: '09:00', last: '16:00', everyMinutes: 60 }, capacity: 8, durationMinutes: 60, provider: 'Desert Speedway', hook: 'five laps behind the wheel of an Italian supercar on a real road course', minAge: 18, options: [{ name: 'Five-Lap Drive', priceFactor: 1, ticketType: 'ENTRY' }, { name: 'Ride-Along', priceFactor: 0.25, ticketType: 'ENTRY' }] },
  { name: 'Desert Range Shooting Experience', categories: [A.MOTORSPORTS_AND_RANGES], where: { area: 'Off Strip' }, price: 149, slots: { first: '10:00', last: '18:00', everyMinutes: 60 }, capacity: 16, durationMinutes: 90, provider: 'Desert Range', hook: 'a one-on-one instructor, a range of historic firearms and free hotel pickup', minAge: 18, options: [{ name: 'Starter Package', priceFactor: 1, ticketType: 'ENTRY' }, { name: 'Heavy Hitter Package', priceFactor: 1.8, ticketType: 'VIP' }] },
  { name: 'Wax Legends Museum', categories: [A.MUSEUMS, A.FAMILY_FUN], where: { hotel: 'Canal Royale Resort' }, price: 35, slots: { first: '10:00', last: '20:00', everyMinutes: 60 }, capacity: 120, durationMinutes: 90, provider: 'Wax Legends', hook: 'more than a hundred lifelike figures of stars, athletes and superheroes you can pose with', minAge: null, options: GA_ENTRY },
  { name: 'Kaleidoscape Immersive Art', categories: [A.IMMERSIVE, A.FAMILY_FUN], where: { area: 'Off Strip' }, price: 49, slots: { first: '10:00', last: '21:00', everyMinutes: 60 }, capacity: 150, durationMinutes: 120, provider: 'Kaleidoscape Collective', hook: 'a maze of secret doors, glowing forests and interactive rooms built by two hundred artists', minAge: null, options: GA_ENTRY },
  { name: 'Parisienne Tower Observation Deck', categories: [A.OBSERVATION_DECKS], where: { hotel: 'Lumière Parisienne Hotel & Casino' }, price: 27, slots: { first: '10:00', last: '23:00', everyMinutes: 60 }, capacity: 80, durationMinutes: 30, provider: 'Lumière Parisienne Attractions', hook: 'a 46-story deck with a front-row view of the fountains across the Boulevard', minAge: null, options: GA_ENTRY },
  { name: 'Gondola Rides at Canal Royale', categories: [A.FAMILY_FUN], where: { hotel: 'Canal Royale Resort' }, price: 39, slots: { first: '10:00', last: '22:00', everyMinutes: 60 }, capacity: 40, durationMinutes: 15, provider: 'Canal Royale Attractions', hook: 'a serenaded gondola ride under painted skies along the indoor canals', minAge: null, options: [{ name: 'Shared Gondola', priceFactor: 1, ticketType: 'ENTRY' }, { name: 'Private Gondola for Two', priceFactor: 2.9, ticketType: 'VIP', purchaseQuantities: [2] }] },
  { name: 'Skyline Coaster', categories: [A.THRILL_RIDES], where: { hotel: 'Liberty Skyline Hotel & Casino' }, price: 25, slots: { first: '11:00', last: '23:00', everyMinutes: 60 }, capacity: 90, durationMinutes: 15, provider: 'Liberty Skyline Attractions', hook: 'a roller coaster that loops and barrel-rolls around a miniature city skyline', minAge: null, options: [{ name: 'Single Ride', priceFactor: 1, ticketType: 'ENTRY' }, { name: 'All-Day Pass', priceFactor: 2.2, ticketType: 'VIP' }] },
  { name: 'Big Top Indoor Theme Park', categories: [A.FAMILY_FUN, A.THRILL_RIDES], where: { area: 'North Strip' }, price: 64, slots: { first: '10:00', last: '16:00', everyMinutes: 120 }, capacity: 500, durationMinutes: 240, provider: 'Big Top Amusements', hook: 'five acres of coasters, carnival games and rides under a pink glass dome', minAge: null, options: [{ name: 'Unlimited Ride Pass', priceFactor: 1, ticketType: 'ENTRY' }, { name: 'Junior Pass (under 48 in.)', priceFactor: 0.6, ticketType: 'ENTRY' }] },
  { name: 'Heavy Metal Sandbox', categories: [A.OUTDOOR_ADVENTURES], where: { area: 'Off Strip' }, price: 289, slots: { first: '08:00', last: '14:00', everyMinutes: 120 }, capacity: 10, durationMinutes: 90, provider: 'Heavy Metal Sandbox', hook: 'your chance to drive a bulldozer or excavator and stack monster tires', minAge: 14, options: ENTRY_ONLY },
  { name: 'Soaring Over the West', categories: [A.IMMERSIVE, A.FAMILY_FUN], where: { area: 'Center Strip' }, price: 34, slots: { first: '10:00', last: '22:00', everyMinutes: 30 }, capacity: 60, durationMinutes: 30, provider: 'Soaring Rides', hook: 'a flight-simulation ride over canyons and coastlines with wind, mist and scent', minAge: null, options: GA_ENTRY },
  { name: 'Lockdown Escape Rooms', categories: [A.GAMES_AND_ESCAPE_ROOMS], where: { area: 'Off Strip' }, price: 45, slots: { first: '12:00', last: '22:00', everyMinutes: 90 }, capacity: 24, durationMinutes: 60, provider: 'Lockdown Games', hook: 'six themed rooms, from a bank vault heist to a haunted motel, with sixty minutes on the clock', minAge: 10, options: [{ name: 'Per Player', priceFactor: 1, ticketType: 'ENTRY' }, { name: 'Private Room (groups of 4)', priceFactor: 1, ticketType: 'TABLE', purchaseQuantities: [4, 8] }] },
  { name: 'Silverball Arcade Museum', categories: [A.GAMES_AND_ESCAPE_ROOMS, A.MUSEUMS], where: { area: 'Off Strip' }, price: 20, slots: { first: '11:00', last: '21:00', everyMinutes: 120 }, capacity: 200, durationMinutes: 120, provider: 'Silverball Preservation Society', hook: 'hundreds of playable pinball machines and arcade cabinets from 1950 to today', minAge: null, options: [{ name: 'Game Card with $20 Credit', priceFactor: 1, ticketType: 'ENTRY' }] },
  { name: 'Desert Lions & Dolphins Habitat', categories: [A.ANIMAL_ENCOUNTERS, A.FAMILY_FUN], where: { hotel: 'Neon Mirage Resort & Casino' }, price: 29, slots: { first: '11:00', last: '17:00', everyMinutes: 60 }, capacity: 100, durationMinutes: 60, provider: 'Neon Mirage Attractions', hook: 'a garden habitat of white lions, tigers and bottlenose dolphins', minAge: null, options: [...GA_ENTRY, { name: 'Trainer for a Day', priceFactor: 6, ticketType: 'VIP' }] },
  { name: 'Vertical Wind Indoor Skydiving', categories: [A.THRILL_RIDES, A.FAMILY_FUN], where: { area: 'Center Strip' }, price: 109, slots: { first: '10:00', last: '20:00', everyMinutes: 60 }, capacity: 12, durationMinutes: 60, provider: 'Vertical Wind', hook: 'two flights in a glass wind tunnel with no experience and no parachute required', minAge: 3, options: [{ name: 'Two Flights', priceFactor: 1, ticketType: 'ENTRY' }, { name: 'Four Flights with Video', priceFactor: 1.7, ticketType: 'VIP' }] },
  { name: 'Sunrise Hot Air Balloon Ride', categories: [A.OUTDOOR_ADVENTURES], where: { area: 'Henderson' }, price: 269, slots: { first: '05:30', last: '05:30', everyMinutes: 60 }, capacity: 16, durationMinutes: 180, provider: 'Mojave Balloon Co.', hook: 'an hour aloft above the desert at dawn, with a champagne toast on landing', minAge: 6, options: ENTRY_ONLY },
];
