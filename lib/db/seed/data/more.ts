import { SHOPPING_CATEGORY as S } from './categories';
import type { VenueSeed } from './nightlife';

export const SPAS: VenueSeed[] = [
  { name: 'Serenity Spa at Palazzo Aurelia', where: { hotel: 'Palazzo Aurelia Resort' }, hook: 'a 65,000-square-foot spa with a salt-crystal room and heated stone beds', minAge: 18 },
  { name: 'Desert Bloom Spa & Salon', where: { hotel: 'The Meridian Las Vegas' }, hook: 'desert-botanical facials, a full salon and a rooftop relaxation garden', minAge: 18 },
  { name: 'Aqua Vita Bathhouse', where: { hotel: 'Solara Bay Resort & Casino' }, hook: 'Roman-style hot and cold plunge pools, a eucalyptus steam room and quiet lounges', minAge: 18 },
  { name: 'Sandstone Spa', where: { hotel: 'Canyon Ridge Resort & Spa' }, hook: 'treatments inspired by the red rocks of the Mojave, plus an outdoor soaking pool', minAge: 18 },
  { name: 'Lotus Garden Day Spa', where: { area: 'Summerlin' }, hook: 'Thai massage, foot rituals and couples suites in a calm garden setting', minAge: 16 },
  { name: 'The Mineral Springs Spa', where: { hotel: 'Desert Willow Resort & Spa' }, hook: 'mineral baths, vineyard-inspired body wraps and a fitness studio', minAge: 18 },
];

export const SPORTS_BOOKS: VenueSeed[] = [
  { name: 'The Big Board Race & Sports Book', where: { hotel: 'Silver Saddle Hotel & Casino' }, hook: 'a 240-foot video wall, stadium seating and every game on at once', minAge: 21 },
  { name: 'Grandstand Sportsbook', where: { hotel: 'Emberly Grand Las Vegas' }, hook: 'leather recliners, a bourbon bar and private booths for game day', minAge: 21 },
  { name: 'Overtime Sports Lounge', where: { hotel: 'Golden Oasis Casino Resort' }, hook: 'a casual sports bar book with wings, cold beer and mobile betting help', minAge: 21 },
  { name: 'Gridiron Sportsbook', where: { hotel: 'The Jackpot Lantern Hotel' }, hook: 'three stories of screens and the largest sportsbook downtown', minAge: 21 },
  { name: 'Triple Crown Race Book', where: { hotel: 'Carnival Cove Hotel & Casino' }, hook: 'horse racing from every major track with handicapping seminars on weekends', minAge: 21 },
];

export const SHOPPING: VenueSeed[] = [
  { name: 'Boulevard Promenade Shops', where: { hotel: 'Palazzo Aurelia Resort' }, hook: 'a marble promenade of luxury boutiques, a conservatory and a waterfall atrium', minAge: null, categories: [S.MALLS] },
  { name: 'Desert Gate Premium Outlets', where: { area: 'Downtown' }, hook: 'an open-air outlet center with 175 brand-name stores at up to 65% off', minAge: null, categories: [S.OUTLETS] },
  { name: 'Crystal Arcade Luxury Shops', where: { hotel: 'The Meridian Las Vegas' }, hook: 'designer flagships, jewelry houses and art installations under a glass arcade', minAge: null, categories: [S.MALLS] },
  { name: 'Fremont Antique Emporium', where: { area: 'Downtown' }, hook: 'old casino chips, mid-century furniture and vintage Vegas postcards', minAge: null, categories: [S.ANTIQUE_STORES, S.SOUVENIR_SHOPS] },
  { name: 'Arts District Gallery Row', where: { area: 'Downtown' }, hook: 'a dozen local galleries that open late on the first Friday of every month', minAge: null, categories: [S.ART_GALLERIES, S.ETHNIC_STORES] },
  { name: 'Lucky Souvenir Megastore', where: { area: 'North Strip' }, hook: 'the world\u2019s largest souvenir store, with dice clocks, shot glasses and fuzzy dice', minAge: null, categories: [S.SOUVENIR_SHOPS] },
  { name: 'Ink & Neon Tattoo Parlor', where: { hotel: 'Riff & Roll Hotel' }, hook: 'award-winning artists, walk-ins welcome and commemorative Vegas flash', minAge: 18, categories: [S.TATTOO_PARLORS] },
];
