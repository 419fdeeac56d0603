import type { AreaName } from './types';
import { BAR_CATEGORY, CLUB_CATEGORY as K } from './categories';

export type Where = { hotel: string } | { area: AreaName };

export type ClubSeed = {
  name: string;
  hotel: string;
  categories: number[];
  /** General admission cover in dollars. */
  cover: number;
  capacity: number;
  /** Nights open (0 = Sunday); doors at 22:30. */
  nights: number[];
  hook: string;
};

const THU_SUN = [4, 5, 6, 0];
const FRI_SAT = [5, 6];
const WED_SAT = [3, 4, 5, 6];

export const CLUBS: ClubSeed[] = [
  { name: 'VAULT Nightclub', hotel: 'The Emerald Crown Las Vegas', categories: [K.NIGHTCLUBS, K.EDM], cover: 50, capacity: 600, nights: THU_SUN, hook: 'a bank-vault door entrance, a 40-foot LED wall and resident EDM superstar DJs' },
  { name: 'Ember Nightclub', hotel: 'Emberly Grand Las Vegas', categories: [K.NIGHTCLUBS, K.HIP_HOP], cover: 40, capacity: 500, nights: THU_SUN, hook: 'fire-red lighting, dancers on suspended platforms and open-format sets' },
  { name: 'Prism Ultra Lounge', hotel: 'The Bellamy Las Vegas', categories: [K.ULTRA_LOUNGES], cover: 30, capacity: 250, nights: WED_SAT, hook: 'a crystal-lined lounge where the music is loud enough to dance and quiet enough to talk' },
  { name: 'Halo Skydeck', hotel: 'The Meridian Las Vegas', categories: [K.NIGHTCLUBS, K.ROOFTOP, K.EDM], cover: 60, capacity: 700, nights: THU_SUN, hook: 'a 56th-floor open-air dance floor with the whole Strip at your feet' },
  { name: 'Nova Nightclub', hotel: 'Azure Dunes Resort', categories: [K.NIGHTCLUBS, K.EDM], cover: 55, capacity: 800, nights: FRI_SAT.concat([0]), hook: 'a domed ceiling of kinetic lights that moves with every drop' },
  { name: 'Sapphire Room', hotel: 'Palazzo Aurelia Resort', categories: [K.ULTRA_LOUNGES, K.LIVE_MUSIC], cover: 35, capacity: 220, nights: WED_SAT, hook: 'velvet booths, a live jazz-house band and a champagne wall' },
  { name: 'Afterglow', hotel: 'Sable Crest Resort Las Vegas', categories: [K.NIGHTCLUBS, K.HIP_HOP], cover: 45, capacity: 650, nights: THU_SUN, hook: 'celebrity-hosted hip-hop nights and a glowing glass dance floor' },
  { name: 'Lotus Lounge', hotel: 'Monaco Grand Resort & Spa', categories: [K.ULTRA_LOUNGES], cover: 25, capacity: 200, nights: THU_SUN, hook: 'an Asian-garden lounge with a koi pond bar and deep-house DJs' },
  { name: 'Stereo Underground', hotel: 'Riff & Roll Hotel', categories: [K.NIGHTCLUBS, K.LIVE_MUSIC], cover: 30, capacity: 450, nights: THU_SUN, hook: 'a rock-and-roll club with live bands early and DJs until dawn' },
  { name: 'Mosaic Nightclub', hotel: 'Canal Royale Resort', categories: [K.NIGHTCLUBS, K.HIP_HOP, K.EDM], cover: 50, capacity: 750, nights: THU_SUN, hook: 'a two-level club of stained-glass light panels and a massive main room' },
  { name: 'Jewel Box Lounge', hotel: 'Lumière Parisienne Hotel & Casino', categories: [K.ULTRA_LOUNGES, K.ROOFTOP], cover: 25, capacity: 180, nights: WED_SAT, hook: 'a petite rooftop lounge beneath the half-scale iron tower' },
  { name: 'Electric Orchid', hotel: 'Neon Mirage Resort & Casino', categories: [K.NIGHTCLUBS, K.EDM], cover: 45, capacity: 550, nights: THU_SUN, hook: 'a tropical jungle of neon orchids, aerial performers and confetti storms' },
];

export type VenueSeed = {
  name: string;
  where: Where;
  hook: string;
  minAge: number | null;
  categories?: number[];
  /** Replaces the type's genre in the generated copy ('cocktail bar' for bars). */
  genre?: string;
};

export const BARS: VenueSeed[] = [
  { name: 'Crystal Cascade Bar', where: { hotel: 'The Bellamy Las Vegas' }, hook: 'a three-story bar wrapped in two million glowing crystal beads', minAge: 21 },
  { name: 'Altitude 64 Rooftop Bar', where: { hotel: 'Vesper Tower Las Vegas' }, hook: 'craft cocktails and fire pits sixty-four floors above the Boulevard', minAge: 21 },
  { name: 'The Velvet Whiskey Den', where: { hotel: 'Palazzo Aurelia Resort' }, hook: 'three hundred whiskeys, leather armchairs and a hidden cigar room', minAge: 21 },
  { name: 'Fremont Tiki Hideaway', where: { area: 'Downtown' }, hook: 'flaming rum bowls, bamboo walls and an indoor rainstorm every hour', minAge: 21 },
  { name: 'Copper Still Speakeasy', where: { hotel: 'Copper Spur Hotel & Casino' }, hook: 'a password-only Prohibition bar behind a fake phone booth', minAge: 21 },
  { name: 'Neon Cactus Cantina', where: { area: 'Off Strip' }, hook: 'mezcal flights, street tacos and a patio under a forest of neon cacti', minAge: 21 },
  { name: 'The Gilded Martini', where: { hotel: 'Monaco Grand Resort & Spa' }, hook: 'tableside martinis and a pianist working through the Sinatra songbook', minAge: 21 },
  { name: 'Backbeat Dueling Pianos', where: { hotel: 'Liberty Skyline Hotel & Casino' }, hook: 'two grand pianos, two wisecracking players and your requests all night', minAge: 21 },
];

export const GAY_CLUBS: VenueSeed[] = [
  { name: 'Rainbow Room Nightclub', where: { area: 'Off Strip' }, hook: 'the biggest LGBTQ+ dance floor in town, with drag shows at midnight', minAge: 21 },
  { name: 'Spectrum Dance Club', where: { area: 'Off Strip' }, hook: 'circuit DJs, go-go dancers and a Sunday tea dance that goes until sunrise', minAge: 21 },
  { name: 'The Lavender Lounge', where: { area: 'Downtown' }, hook: 'a friendly neighborhood bar with karaoke, trivia and cheap pitchers', minAge: 21 },
  { name: 'Mirrorball Bar & Dance Club', where: { hotel: 'Riff & Roll Hotel' }, hook: 'disco classics, a mirrored dance floor and the best drag brunch on the Strip', minAge: 21 },
];

export const POOL_CLUBS: VenueSeed[] = [
  { name: 'Oasis Dayclub', where: { hotel: 'Azure Dunes Resort' }, hook: 'a European-style dayclub with cabanas, daybeds and headliner DJs', minAge: 21 },
  { name: 'Azure Pool Club', where: { hotel: 'Solara Bay Resort & Casino' }, hook: 'a wave pool, a sandy beach and swim-up blackjack', minAge: 21 },
  { name: 'Cabana Bay Beach Club', where: { hotel: 'Monaco Grand Resort & Spa' }, hook: 'Riviera-style cabanas, bottle service and a shaded lazy river', minAge: 21 },
  { name: 'Sunset Splash Dayclub', where: { hotel: 'Emberly Grand Las Vegas' }, hook: 'three tiers of pools that turn into a party when the DJ starts at noon', minAge: 21 },
  { name: 'Palm Shadow Pool Deck', where: { hotel: 'Canyon Ridge Resort & Spa' }, hook: 'a relaxed adults-only pool with red-rock views and frozen cocktails', minAge: 21 },
  { name: 'Skyline Stadium Pool', where: { hotel: 'The Jackpot Lantern Hotel' }, hook: 'tiered pools facing a 143-foot screen that plays every big game', minAge: 21 },
];

/**
 * Gentlemen's clubs for /nightlife/stripclubs: BAR products in the Strip Clubs category (see
 * STRIP_CLUB_CATEGORY in lib/config/product-types.ts), listed for information only (not
 * sellable). Built after every other product, so earlier product ids do not move.
 */
export const STRIP_CLUBS: VenueSeed[] = [
  { name: 'Crimson Club Las Vegas', where: { area: 'Off Strip' }, hook: 'a 70,000-square-foot gentlemen\u2019s club with three stages, a steakhouse and skybox suites', minAge: 21, categories: [BAR_CATEGORY.STRIP_CLUBS], genre: 'gentlemen\u2019s club' },
  { name: 'The Gold Room Cabaret', where: { area: 'Off Strip' }, hook: 'a classic Vegas cabaret with a gilded main stage, bottle service and a complimentary limo from your hotel', minAge: 21, categories: [BAR_CATEGORY.STRIP_CLUBS], genre: 'gentlemen\u2019s club' },
  { name: 'Sapphire Lounge Gentlemen\u2019s Club', where: { area: 'North Strip' }, hook: 'an upscale lounge of leather booths, a cigar bar and a dress code after 9 p.m.', minAge: 21, categories: [BAR_CATEGORY.STRIP_CLUBS], genre: 'gentlemen\u2019s club' },
  { name: 'Velvet Curtain Showclub', where: { area: 'Off Strip' }, hook: 'feature dancers, a 360-degree stage and a full kitchen open until sunrise', minAge: 21, categories: [BAR_CATEGORY.STRIP_CLUBS], genre: 'gentlemen\u2019s club' },
  { name: 'Diamond Cabaret', where: { area: 'Off Strip' }, hook: 'a members-style club with private suites, a champagne room and VIP hosts for bachelor parties', minAge: 21, categories: [BAR_CATEGORY.STRIP_CLUBS], genre: 'gentlemen\u2019s club' },
  { name: 'Silver Spur Saloon & Showgirls', where: { area: 'Downtown' }, hook: 'a western-themed saloon club with a mechanical bull, cold beer and a relaxed crowd', minAge: 21, categories: [BAR_CATEGORY.STRIP_CLUBS], genre: 'gentlemen\u2019s club' },
  { name: 'Midnight Rose Revue', where: { area: 'Center Strip' }, hook: 'a burlesque-style showclub with costumed revues on the hour and a craft cocktail bar', minAge: 21, categories: [BAR_CATEGORY.STRIP_CLUBS], genre: 'gentlemen\u2019s club' },
];
