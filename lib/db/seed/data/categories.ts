import { SHOPPING_CATEGORY_GROUP, STRIP_CLUB_CATEGORY } from '../../../config/product-types';
import type { ProductType } from './types';

/** `slug` only where the name does not make a readable one (price bands). */
export type CategorySeed = { id: number; name: string; slug?: string };
export type CategoryGroupSeed = { groupCode: string; productType: ProductType; categories: CategorySeed[] };

/** Spec 9: the show category ids the search URLs and content pages link to. */
export const SHOW_CATEGORY = {
  ADULT: 263,
  ACROBATIC_THEATRE: 1022,
  COMEDY: 259,
  CONCERTS: 257,
  HYPNOSIS: 265,
  IMPERSONATORS: 254,
  MAGIC: 260,
  MUSICALS: 1023,
  PRODUCTION: 255,
  TRIBUTE: 256,
  VARIETY: 1025,
} as const;

/** Spec 9: tour destinations 878 to 885. */
export const TOUR_AREA = {
  COLORADO_RIVER: 878,
  GRAND_CANYON: 879,
  HOOVER_DAM: 880,
  LAKE_MEAD: 881,
  OTHER: 882,
  RED_ROCK: 883,
  VALLEY_OF_FIRE: 884,
  STRIP_TOURS: 885,
} as const;

export const ATTRACTION_CATEGORY = {
  THRILL_RIDES: 3001,
  OBSERVATION_DECKS: 3002,
  MUSEUMS: 3003,
  FAMILY_FUN: 3004,
  OUTDOOR_ADVENTURES: 3005,
  IMMERSIVE: 3006,
  ANIMAL_ENCOUNTERS: 3007,
  MOTORSPORTS_AND_RANGES: 3008,
  GAMES_AND_ESCAPE_ROOMS: 3009,
} as const;

export const CLUB_CATEGORY = {
  NIGHTCLUBS: 3101,
  ULTRA_LOUNGES: 3102,
  EDM: 3103,
  HIP_HOP: 3104,
  LIVE_MUSIC: 3105,
  ROOFTOP: 3106,
} as const;

export const SHOPPING_CATEGORY = {
  MALLS: 3201,
  OUTLETS: 3202,
  ANTIQUE_STORES: 3203,
  ART_GALLERIES: 3204,
  ETHNIC_STORES: 3205,
  SOUVENIR_SHOPS: 3206,
  TATTOO_PARLORS: 3207,
  ADULT_STORES: 3208,
} as const;

/** Bar categories; strip clubs are bars in this category (STRIP_CLUB_CATEGORY in lib/config). */
export const BAR_CATEGORY = {
  STRIP_CLUBS: 3401,
} as const;

/** Restaurant price bands for the RESTAURANTPRICES filter (spec 2.6), stored as categories. */
export const RESTAURANT_PRICE = {
  BUDGET: 3301,
  MODERATE: 3302,
  UPSCALE: 3303,
  FINE_DINING: 3304,
} as const;

export const CUISINE_NAMES = [
  'American', 'Steakhouse', 'Italian', 'Sushi', 'Japanese', 'Chinese', 'Cantonese', 'Szechuan',
  'Dim Sum', 'Korean', 'Korean BBQ', 'Thai', 'Vietnamese', 'Indian', 'Mexican', 'Tex-Mex',
  'Latin American', 'Peruvian', 'Brazilian', 'Argentinian', 'Cuban', 'Caribbean', 'French',
  'French Bistro', 'Mediterranean', 'Greek', 'Lebanese', 'Middle Eastern', 'Turkish', 'Moroccan',
  'Spanish', 'Tapas', 'Seafood', 'Oyster Bar', 'Pizza', 'Neapolitan Pizza', 'Burgers', 'Barbecue',
  'Southern', 'Cajun & Creole', 'Soul Food', 'Hawaiian', 'Poke', 'Ramen', 'Noodles', 'Filipino',
  'Asian Fusion', 'Pan-Asian', 'Contemporary American', 'New American', 'Californian',
  'Farm-to-Table', 'Vegetarian', 'Vegan', 'Gluten-Free Friendly', 'Breakfast', 'Brunch', 'Buffet',
  'Café', 'Bakery', 'Desserts', 'Gelato & Ice Cream', 'Coffee & Tea', 'Deli', 'Sandwiches', 'Diner',
  'Gastropub', 'Irish Pub', 'British', 'German', 'Eastern European', 'Wine Bar', 'Sports Bar',
  'Chicken Wings', 'Fried Chicken', 'Hot Dogs', 'Salads', 'Healthy', 'Juice Bar', 'Food Hall',
  'Late Night', 'Open 24 Hours', 'Fine Dining', 'Celebrity Chef', "Chef's Tasting Menu",
  'Family Style', 'Rotisserie', 'Raw Bar', 'Teppanyaki', 'Izakaya', 'Omakase', 'Yakitori',
  'Hot Pot', 'Malaysian', 'Singaporean', 'Taiwanese', 'Nepalese', 'Pakistani', 'Ethiopian',
  'Persian', 'Israeli', 'Portuguese', 'Basque', 'Tuscan', 'Sicilian', 'Chophouse', 'Crab Shack',
  'Fish & Chips', 'Crêperie', 'Patisserie', 'Dumplings', 'Bagels',
] as const;

export type CuisineName = (typeof CUISINE_NAMES)[number];

/** Cuisine ids are stable by list position: 2001 is American, 2002 Steakhouse, ... */
export const CUISINE_ID_BASE = 2001;

export function cuisineId(name: CuisineName): number {
  return CUISINE_ID_BASE + CUISINE_NAMES.indexOf(name);
}

export const CATEGORY_GROUPS: CategoryGroupSeed[] = [
  {
    groupCode: 'SHOWCATEGORIES',
    productType: 'SHOW',
    categories: [
      { id: SHOW_CATEGORY.ADULT, name: 'Adult' },
      { id: SHOW_CATEGORY.ACROBATIC_THEATRE, name: 'Acrobatic Theatre' },
      { id: SHOW_CATEGORY.COMEDY, name: 'Comedy' },
      { id: SHOW_CATEGORY.CONCERTS, name: 'Concerts' },
      { id: SHOW_CATEGORY.HYPNOSIS, name: 'Hypnosis' },
      { id: SHOW_CATEGORY.IMPERSONATORS, name: 'Impersonators' },
      { id: SHOW_CATEGORY.MAGIC, name: 'Magic' },
      { id: SHOW_CATEGORY.MUSICALS, name: 'Musicals' },
      { id: SHOW_CATEGORY.PRODUCTION, name: 'Production' },
      { id: SHOW_CATEGORY.TRIBUTE, name: 'Tribute' },
      { id: SHOW_CATEGORY.VARIETY, name: 'Variety' },
    ],
  },
  {
    groupCode: 'TOURAREAS',
    productType: 'TOUR',
    categories: [
      { id: TOUR_AREA.COLORADO_RIVER, name: 'Colorado River' },
      { id: TOUR_AREA.GRAND_CANYON, name: 'Grand Canyon' },
      { id: TOUR_AREA.HOOVER_DAM, name: 'Hoover Dam' },
      { id: TOUR_AREA.LAKE_MEAD, name: 'Lake Mead' },
      { id: TOUR_AREA.OTHER, name: 'Other' },
      { id: TOUR_AREA.RED_ROCK, name: 'Red Rock' },
      { id: TOUR_AREA.VALLEY_OF_FIRE, name: 'Valley of Fire' },
      { id: TOUR_AREA.STRIP_TOURS, name: 'Strip tours' },
    ],
  },
  {
    groupCode: 'Cuisine',
    productType: 'RESTAURANT',
    categories: CUISINE_NAMES.map((name, i) => ({ id: CUISINE_ID_BASE + i, name })),
  },
  {
    groupCode: 'RESTAURANTPRICES',
    productType: 'RESTAURANT',
    categories: [
      { id: RESTAURANT_PRICE.BUDGET, name: '$ (under $15)', slug: 'inexpensive' },
      { id: RESTAURANT_PRICE.MODERATE, name: '$$ ($15 - $30)', slug: 'moderate' },
      { id: RESTAURANT_PRICE.UPSCALE, name: '$$$ ($31 - $60)', slug: 'expensive' },
      { id: RESTAURANT_PRICE.FINE_DINING, name: '$$$$ (over $60)', slug: 'very-expensive' },
    ],
  },
  {
    groupCode: 'ATTRACTIONCATEGORIES',
    productType: 'ATTRACTION',
    categories: [
      { id: ATTRACTION_CATEGORY.THRILL_RIDES, name: 'Thrill Rides' },
      { id: ATTRACTION_CATEGORY.OBSERVATION_DECKS, name: 'Observation Decks' },
      { id: ATTRACTION_CATEGORY.MUSEUMS, name: 'Museums & Exhibits' },
      { id: ATTRACTION_CATEGORY.FAMILY_FUN, name: 'Family Fun' },
      { id: ATTRACTION_CATEGORY.OUTDOOR_ADVENTURES, name: 'Outdoor Adventures' },
      { id: ATTRACTION_CATEGORY.IMMERSIVE, name: 'Immersive Experiences' },
      { id: ATTRACTION_CATEGORY.ANIMAL_ENCOUNTERS, name: 'Animal Encounters' },
      { id: ATTRACTION_CATEGORY.MOTORSPORTS_AND_RANGES, name: 'Motorsports & Shooting Ranges' },
      { id: ATTRACTION_CATEGORY.GAMES_AND_ESCAPE_ROOMS, name: 'Games & Escape Rooms' },
    ],
  },
  {
    groupCode: 'CLUBCATEGORIES',
    productType: 'CLUB',
    categories: [
      { id: CLUB_CATEGORY.NIGHTCLUBS, name: 'Nightclubs' },
      { id: CLUB_CATEGORY.ULTRA_LOUNGES, name: 'Ultra Lounges' },
      { id: CLUB_CATEGORY.EDM, name: 'EDM & House' },
      { id: CLUB_CATEGORY.HIP_HOP, name: 'Hip-Hop & Open Format' },
      { id: CLUB_CATEGORY.LIVE_MUSIC, name: 'Live Music' },
      { id: CLUB_CATEGORY.ROOFTOP, name: 'Rooftop' },
    ],
  },
  {
    groupCode: SHOPPING_CATEGORY_GROUP,
    productType: 'SHOPPING',
    categories: [
      { id: SHOPPING_CATEGORY.MALLS, name: 'Malls & Promenades' },
      { id: SHOPPING_CATEGORY.OUTLETS, name: 'Outlets' },
      { id: SHOPPING_CATEGORY.ANTIQUE_STORES, name: 'Antique Stores' },
      { id: SHOPPING_CATEGORY.ART_GALLERIES, name: 'Art Galleries' },
      { id: SHOPPING_CATEGORY.ETHNIC_STORES, name: 'Ethnic Stores' },
      { id: SHOPPING_CATEGORY.SOUVENIR_SHOPS, name: 'Souvenir Shops' },
      { id: SHOPPING_CATEGORY.TATTOO_PARLORS, name: 'Tattoo Parlors' },
      { id: SHOPPING_CATEGORY.ADULT_STORES, name: 'Adult Stores' },
    ],
  },
  {
    groupCode: STRIP_CLUB_CATEGORY.group,
    productType: 'BAR',
    categories: [{ id: BAR_CATEGORY.STRIP_CLUBS, name: 'Strip Clubs', slug: STRIP_CLUB_CATEGORY.slug }],
  },
];
