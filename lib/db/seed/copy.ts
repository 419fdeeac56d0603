import type { Rng } from '@/lib/prng';
import type { AreaName, ProductType } from './data/types';

/** Facts about one product that the description templates weave together. */
export type CopyContext = {
  type: ProductType;
  name: string;
  /** One distinctive phrase; works after "Picture this:" whether it is a clause or a list. */
  hook: string;
  area: AreaName;
  /** The resort the product is in, if any. */
  hotel: string | null;
  /** A room or theatre inside the resort ("Aurora Showroom"). */
  room: string | null;
  /** e.g. "acrobatic theatre", "Italian and Tuscan", "ultra lounge". */
  genre: string;
  /** Tours: where the tour goes, e.g. "the Grand Canyon". */
  destination?: string;
  durationMinutes: number | null;
  minAge: number | null;
};

const AREA_PHRASES: Record<AreaName, string[]> = {
  'South Strip': ['on the south end of the Las Vegas Strip', 'at the south end of the Boulevard, near the Welcome sign'],
  'Center Strip': ['in the heart of the Las Vegas Strip', 'right in the middle of the Strip'],
  'North Strip': ['on the north end of the Las Vegas Strip', 'on the north Strip, a short ride from downtown'],
  Downtown: ['in downtown Las Vegas, steps from Fremont Street', 'downtown, in the historic heart of old Las Vegas'],
  'Off Strip': ['just off the Las Vegas Strip', 'a few minutes off the Strip, where the locals go'],
  Henderson: ['in Henderson, about twenty minutes from the Strip', 'in Henderson, southeast of the Strip'],
  Summerlin: ['in Summerlin, near Red Rock Canyon', 'in Summerlin, on the west side of the valley'],
};

function placePhrase(ctx: CopyContext, rng: Rng): string {
  if (ctx.room && ctx.hotel) return `in the ${ctx.room} at ${ctx.hotel}`;
  if (ctx.hotel) return `at ${ctx.hotel}`;
  return rng.pick(AREA_PHRASES[ctx.area]);
}

function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function hours(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const h = minutes / 60;
  if (Number.isInteger(h)) return h === 1 ? 'one hour' : `${h} hours`;
  if (minutes < 120) return `${minutes} minutes`;
  return `about ${Math.round(h * 2) / 2} hours`;
}

function ageSentence(ctx: CopyContext, rng: Rng): string {
  if (ctx.minAge === null) return rng.pick(['All ages are welcome.', 'Guests of all ages are welcome.', 'It is a great pick for families.']);
  if (ctx.minAge >= 21) return rng.pick([`Guests must be ${ctx.minAge} or older with a valid photo ID.`, `It is strictly ${ctx.minAge} and over; bring a valid ID.`]);
  return rng.pick([`Guests must be at least ${ctx.minAge} years old.`, `Recommended for ages ${ctx.minAge} and up.`]);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function hookSentence(ctx: CopyContext, rng: Rng): string {
  return rng.pick([
    `Picture this: ${ctx.hook}.`,
    `What to expect: ${ctx.hook}.`,
    `The short version: ${ctx.hook}.`,
    `${capitalise(ctx.hook)}.`,
  ]);
}

type Templates = { short: ((c: CopyContext, r: Rng) => string)[]; body: ((c: CopyContext, r: Rng) => string)[]; close: string[] };

const SHOW: Templates = {
  short: [
    (c) => `${capitalise(c.genre)} show ${c.hotel ? `at ${c.hotel}` : 'in Las Vegas'}: ${c.hook}.`,
    (c, r) => `${c.name} is ${r.pick(['a must-see', 'a crowd-favorite', 'an unforgettable', 'a five-star'])} ${c.genre} show: ${c.hook}.`,
  ],
  body: [
    (c, r) => `${c.name} ${r.pick(['plays', 'is now playing', 'performs'])} ${placePhrase(c, r)}.`,
    (c, r) => r.pick([`Critics and audiences agree it is one of the best ${c.genre} shows in town.`, `It has become one of the most talked-about ${c.genre} shows on the Strip.`, `Few ${c.genre} shows in Las Vegas pack this much into one night.`]),
    (c, r) => (c.durationMinutes ? `The performance runs ${hours(c.durationMinutes)} ${r.pick(['with no intermission', 'without an intermission', 'including a short finale encore'])}.` : ''),
    (_c, r) => r.pick(['Arrive thirty minutes early to find your seats and grab a drink.', 'Doors open thirty minutes before show time.', 'Latecomers are seated at a suitable break in the show.']),
    (c, r) => ageSentence(c, r),
  ],
  close: ['Book ahead: the best seats sell out weeks in advance.', 'Reserve your seats today and save with our best-price guarantee.', 'Tickets are e-mailed to you right after checkout.'],
};

const HOTEL: Templates = {
  short: [
    (c, r) => `${capitalise(withArticle(c.genre))} resort ${placePhrase(c, r)} known for ${c.hook}.`,
    (c, r) => `${c.name} puts you ${r.pick(AREA_PHRASES[c.area])}, with ${c.hook}.`,
  ],
  body: [
    (c, r) => `${c.name} sits ${r.pick(AREA_PHRASES[c.area])}.`,
    (c, r) => r.pick([`Guests come back for ${c.hook}.`, `Its signature is ${c.hook}.`, `The resort is best known for ${c.hook}.`]),
    (_c, r) => r.pick(['Rooms feature plush pillow-top beds, blackout drapes and rain showers.', 'Every room has a flat-screen TV, a mini fridge and fast Wi-Fi.', 'Recently renovated rooms pair desert tones with floor-to-ceiling windows.']),
    (_c, r) => r.pick(['Restaurants, bars and a full-service spa are all under one roof.', 'You will find a dozen places to eat without ever leaving the building.', 'A pool deck with cabanas and a fitness center round out the amenities.']),
    (_c, r) => r.pick(['Self-parking and valet are available.', 'Check-in is at 3 pm and check-out at 11 am.', 'A daily resort fee covers Wi-Fi, pool access and the fitness center.']),
  ],
  close: ['Book with our best-rate guarantee and pay no booking fees.', 'Find a lower public rate within the cancellation window and we will rebook you at it.', 'Members unlock insider rates of up to 50% off.'],
};

const PACKAGE: Templates = {
  short: [
    (c) => `Round-trip airfare plus a stay at ${c.hotel ?? 'a Strip resort'}, booked together and priced as one package.`,
    (c) => `Bundle your flight with ${c.hotel ?? 'your hotel'} and save compared with booking separately.`,
  ],
  body: [
    (c) => `This package pairs round-trip economy airfare with nights at ${c.hotel ?? 'a Las Vegas resort'}.`,
    () => 'Choose from more than 400 airlines and 1,700 departure cities.',
    (c, r) => r.pick([`The hotel is known for ${c.hook}.`, `At the resort, expect ${c.hook}.`]),
    (_c, r) => r.pick(['Taxes and airline fees are included in the package price.', 'One booking, one confirmation and one price for flight and hotel.']),
  ],
  close: ['Up to eight travelers can be booked in one package.', 'Prices are per person based on double occupancy.'],
};

const TOUR: Templates = {
  short: [
    (c, r) => `${r.pick([capitalise(withArticle(c.genre)), 'An unforgettable ' + c.genre, 'A top-rated ' + c.genre])} tour: ${c.hook}.`,
    (c) => `Leave the crowds behind for ${c.hook}.`,
  ],
  body: [
    (c, r) => `${c.name} ${r.pick(['takes you to', 'is your way to see', 'heads out to'])} ${c.destination ?? 'the desert'} with an expert local guide.`,
    (c, r) => hookSentence(c, r),
    (c, r) => (c.durationMinutes ? `Plan on ${hours(c.durationMinutes)} from ${r.pick(['pickup to drop-off', 'departure to return'])}.` : ''),
    (_c, r) => r.pick(['Complimentary pickup is available from most Strip resorts.', 'Bottled water and snacks are included.', 'Bring sunscreen, a hat and comfortable shoes.', 'Small groups mean more time at every stop.']),
    (c, r) => ageSentence(c, r),
  ],
  close: ['Free cancellation up to 24 hours before departure.', 'Departures fill quickly in spring and fall, so book early.', 'Your confirmation includes the exact pickup time and location.'],
};

const ATTRACTION: Templates = {
  short: [
    (c, r) => `${capitalise(c.genre)} ${placePhrase(c, r)}: ${c.hook}.`,
    (c) => `${c.name} offers ${c.hook}.`,
  ],
  body: [
    (c, r) => `${c.name} is ${placePhrase(c, r)}.`,
    (c, r) => hookSentence(c, r),
    (c) => (c.durationMinutes ? `Most visitors spend about ${hours(c.durationMinutes)} here.` : ''),
    (_c, r) => r.pick(['Timed entry keeps lines short, so pick the slot that suits your day.', 'Arrive ten minutes before your entry time.', 'Tickets are scanned straight from your phone.']),
    (c, r) => ageSentence(c, r),
  ],
  close: ['Skip the box-office line by booking online.', 'Members save even more with insider pricing.', 'It is one of the most popular things to do in Las Vegas.'],
};

const NIGHTLIFE: Templates = {
  short: [
    (c, r) => `${capitalise(c.genre)} ${placePhrase(c, r)}: ${c.hook}.`,
    (c) => `${c.name}: ${c.hook}.`,
  ],
  body: [
    (c, r) => `${c.name} ${r.pick(['is', 'has become'])} one of the ${r.pick(['hottest', 'most popular', 'best-loved'])} spots ${placePhrase(c, r)}.`,
    (c, r) => hookSentence(c, r),
    (_c, r) => r.pick(['Dress to impress: no athletic wear, flip-flops or baggy clothing.', 'The party starts late and goes until the early morning.', 'Bottle service and reserved tables are available for groups.', 'Expect a line on Saturdays; advance tickets help.']),
    (c, r) => ageSentence(c, r),
  ],
  close: ['Guest list and admission policies are at the discretion of management.', 'Get there early on holiday weekends.', 'Prices and lineups vary by night.'],
};

const DINING: Templates = {
  short: [
    (c, r) => `${c.name} ${placePhrase(c, r)}: ${c.hook}.`,
    (c) => `${c.name} is famous for ${c.hook}.`,
  ],
  body: [
    (c, r) => `${c.name} is ${placePhrase(c, r)}.`,
    (c) => `Cuisine: ${c.genre}.`,
    (c, r) => r.pick([`Regulars come for ${c.hook}.`, `The kitchen is known for ${c.hook}.`, `Do not leave without trying it: ${c.hook}.`]),
    (_c, r) => r.pick(['The wine list leans toward California and Italy.', 'Cocktails are crafted with house-made syrups and fresh juice.', 'Vegetarian and gluten-free options are marked on the menu.', 'Seating includes a bar, booths and a private dining room.']),
    (_c, r) => r.pick(['Reservations are recommended on weekends.', 'Walk-ins are welcome at the bar.', 'Dress is smart casual.']),
  ],
  close: ['Make it a dinner-and-a-show night.', 'Ask about the chef’s seasonal specials.', 'Great for groups and celebrations.'],
};

const VENUE: Templates = {
  short: [
    (c, r) => `${capitalise(c.genre)} ${placePhrase(c, r)}: ${c.hook}.`,
    (c) => `${c.name} offers ${c.hook}.`,
  ],
  body: [
    (c, r) => `${c.name} is ${placePhrase(c, r)}.`,
    (c, r) => hookSentence(c, r),
    (_c, r) => r.pick(['Friendly staff are on hand to help first-timers.', 'It is open daily, with extended hours on weekends.', 'Locals and visitors alike make it a regular stop.']),
    (c, r) => ageSentence(c, r),
  ],
  close: ['Hours can change on holidays.', 'It is an easy add-on to a day on the Strip.', 'Check the details page for current hours.'],
};

const TEMPLATES: Record<ProductType, Templates> = {
  SHOW,
  HOTEL,
  AIR_HOTEL: PACKAGE,
  TOUR,
  ATTRACTION,
  CLUB: NIGHTLIFE,
  BAR: NIGHTLIFE,
  GAY_CLUB: NIGHTLIFE,
  POOL_CLUB: NIGHTLIFE,
  RESTAURANT: DINING,
  SPA: VENUE,
  SPORTS_BOOK: VENUE,
  SHOPPING: VENUE,
};

export function describe(ctx: CopyContext, rng: Rng): { shortDescription: string; description: string } {
  const t = TEMPLATES[ctx.type];
  const shortDescription = rng.pick(t.short)(ctx, rng);
  const sentences = t.body.map((f) => f(ctx, rng)).filter(Boolean);
  sentences.push(rng.pick(t.close));
  return { shortDescription, description: sentences.join(' ') };
}
