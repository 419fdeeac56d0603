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

/**
 * Shops added with the shopping category pages, so each of the six categories of spec 2.2 has
 * several stores. A list of their own, built after every other product (see CatalogBuilder.build):
 * product ids count up in build order, and appending keeps every earlier id where it was.
 */
export const MORE_SHOPPING: VenueSeed[] = [
  { name: 'Charleston Antique Mall', where: { area: 'Off Strip' }, hook: 'forty dealers under one roof, from Depression glass to slot machines of the 1950s', minAge: null, categories: [S.ANTIQUE_STORES] },
  { name: 'Silver State Collectibles', where: { area: 'Downtown' }, hook: 'Nevada silver dollars, rodeo buckles and signed showgirl programs from the Rat Pack era', minAge: null, categories: [S.ANTIQUE_STORES, S.SOUVENIR_SHOPS] },
  { name: 'Desert Modern Vintage', where: { area: 'Summerlin' }, hook: 'restored mid-century furniture, atomic-age lamps and vintage Vegas signage', minAge: null, categories: [S.ANTIQUE_STORES] },
  { name: 'Luminous Fine Art Gallery', where: { hotel: 'Palazzo Aurelia Resort' }, hook: 'original paintings and limited editions by contemporary masters, with private viewings', minAge: null, categories: [S.ART_GALLERIES] },
  { name: 'Neon Boneyard Art Studio', where: { area: 'Downtown' }, hook: 'local artists working in open studios, with neon sculpture and desert photography for sale', minAge: null, categories: [S.ART_GALLERIES] },
  { name: 'Chinatown Plaza Market', where: { area: 'Off Strip' }, hook: 'Asian groceries, tea shops, jade jewelry and herbal apothecaries around a pagoda courtyard', minAge: null, categories: [S.ETHNIC_STORES] },
  { name: 'Mercado del Sol', where: { area: 'Henderson' }, hook: 'Mexican folk art, hand-painted Talavera, piñatas and a panadería baking every morning', minAge: null, categories: [S.ETHNIC_STORES, S.SOUVENIR_SHOPS] },
  { name: 'Strip Gifts & Logo Shop', where: { hotel: 'Neon Mirage Resort & Casino' }, hook: 'resort logo wear, casino chip keychains and \u201cWelcome to Fabulous Las Vegas\u201d everything', minAge: null, categories: [S.SOUVENIR_SHOPS] },
  { name: 'Lucky Sevens Tattoo Co.', where: { area: 'Downtown' }, hook: 'custom traditional and fine-line work by appointment, plus same-day Vegas flash', minAge: 18, categories: [S.TATTOO_PARLORS] },
  { name: 'High Roller Ink', where: { area: 'Center Strip' }, hook: 'a clean, bright studio open until 2 a.m. with a dozen resident artists and piercing', minAge: 18, categories: [S.TATTOO_PARLORS] },
  { name: 'Velvet Rope Boutique', where: { area: 'Off Strip' }, hook: 'an upscale lingerie and romance boutique with friendly, discreet staff', minAge: 18, categories: [S.ADULT_STORES] },
  { name: 'Bachelorette Central', where: { hotel: 'Riff & Roll Hotel' }, hook: 'party supplies, sashes, novelty gifts and costumes for bachelor and bachelorette weekends', minAge: 18, categories: [S.ADULT_STORES, S.SOUVENIR_SHOPS] },
  { name: 'Scarlet Lace Lingerie & Gifts', where: { area: 'North Strip' }, hook: 'designer lingerie, costumes and tasteful gifts for couples, open late seven days a week', minAge: 18, categories: [S.ADULT_STORES] },
];
