import type { CuisineName } from './categories';
import type { Where } from './nightlife';

export type RestaurantSeed = {
  name: string;
  where: Where;
  cuisines: CuisineName[];
  /** 1 = $ ... 4 = $$$$ */
  priceBand: 1 | 2 | 3 | 4;
  hook: string;
  /** A bookable set menu (dinner seatings) in dollars; absent for walk-in places. */
  setMenu?: { name: string; price: number };
};

export const RESTAURANTS: RestaurantSeed[] = [
  { name: 'Ember & Oak Steakhouse', where: { hotel: 'The Bellamy Las Vegas' }, cuisines: ['Steakhouse', 'Fine Dining'], priceBand: 4, hook: 'dry-aged prime cuts seared over an oak-fired hearth', setMenu: { name: "Chef's Four-Course Steak Dinner", price: 145 } },
  { name: 'Trattoria Aurelia', where: { hotel: 'Palazzo Aurelia Resort' }, cuisines: ['Italian', 'Tuscan'], priceBand: 3, hook: 'hand-rolled pasta and wood-fired branzino on a terrace over the fountains', setMenu: { name: 'Tuscan Family-Style Feast', price: 79 } },
  { name: 'Sakura Omakase Counter', where: { hotel: 'The Meridian Las Vegas' }, cuisines: ['Sushi', 'Omakase', 'Japanese'], priceBand: 4, hook: 'an eighteen-course omakase at a ten-seat hinoki counter', setMenu: { name: 'Omakase Counter Seating', price: 225 } },
  { name: 'Le Petit Boulevard', where: { hotel: 'Lumière Parisienne Hotel & Casino' }, cuisines: ['French Bistro', 'Brunch'], priceBand: 3, hook: 'steak frites, onion soup and a sidewalk terrace facing the Strip' },
  { name: 'Golden Dragon Palace', where: { hotel: 'Canal Royale Resort' }, cuisines: ['Cantonese', 'Dim Sum', 'Chinese'], priceBand: 3, hook: 'roast duck carved tableside and weekend dim sum carts' },
  { name: 'Casa Neon Cocina', where: { hotel: 'Neon Mirage Resort & Casino' }, cuisines: ['Mexican', 'Latin American'], priceBand: 2, hook: 'tableside guacamole, mole from a family recipe and 150 tequilas' },
  { name: 'The Mariner Oyster House', where: { hotel: 'Solara Bay Resort & Casino' }, cuisines: ['Seafood', 'Oyster Bar', 'Raw Bar'], priceBand: 3, hook: 'a towering raw bar and Maine lobster flown in daily' },
  { name: 'Smokestack BBQ Pit', where: { area: 'Downtown' }, cuisines: ['Barbecue', 'Southern'], priceBand: 2, hook: 'sixteen-hour brisket, burnt ends and bourbon on tap' },
  { name: 'Boulevard Burger Bar', where: { hotel: 'Liberty Skyline Hotel & Casino' }, cuisines: ['Burgers', 'American'], priceBand: 2, hook: 'wagyu burgers, spiked shakes and a wall of craft beer' },
  { name: 'Seoul Fire Korean BBQ', where: { area: 'Off Strip' }, cuisines: ['Korean BBQ', 'Korean'], priceBand: 2, hook: 'tabletop charcoal grills and all-you-can-eat marinated short rib' },
  { name: 'Spice Route Indian Kitchen', where: { area: 'Off Strip' }, cuisines: ['Indian', 'Vegetarian'], priceBand: 2, hook: 'tandoori from a clay oven and a dozen regional curries' },
  { name: 'Bangkok Nights', where: { area: 'Off Strip' }, cuisines: ['Thai', 'Late Night'], priceBand: 1, hook: 'northern Thai curries and a wine list critics drive across town for' },
  { name: 'Pho Saigon 24', where: { area: 'Off Strip' }, cuisines: ['Vietnamese', 'Noodles', 'Open 24 Hours'], priceBand: 1, hook: 'beef pho simmered for twelve hours, served around the clock' },
  { name: 'The Grand Harvest Buffet', where: { hotel: 'Canal Royale Resort' }, cuisines: ['Buffet', 'American', 'Desserts'], priceBand: 3, hook: 'nine live-cooking stations, crab legs and a gelato bar', setMenu: { name: 'Weekend Champagne Brunch', price: 69 } },
  { name: 'Carnival Cove Seafood Buffet', where: { hotel: 'Carnival Cove Hotel & Casino' }, cuisines: ['Buffet', 'Seafood'], priceBand: 3, hook: 'king crab, oysters and a made-to-order sushi station', setMenu: { name: 'Seafood Buffet Dinner', price: 64 } },
  { name: 'Aurelia Bakery & Café', where: { hotel: 'Palazzo Aurelia Resort' }, cuisines: ['Bakery', 'Café', 'Coffee & Tea'], priceBand: 1, hook: 'croissants, espresso and a ten-foot chocolate fountain' },
  { name: 'Knife & Fork Chophouse', where: { hotel: 'Silver Saddle Hotel & Casino' }, cuisines: ['Chophouse', 'Steakhouse'], priceBand: 2, hook: 'a classic old-Vegas steak special and red leather booths' },
  { name: 'Olive & Fig Mediterranean', where: { hotel: 'Monaco Grand Resort & Spa' }, cuisines: ['Mediterranean', 'Greek', 'Lebanese'], priceBand: 3, hook: 'whole grilled fish, mezze platters and a garden patio' },
  { name: 'Tapas Barcelona', where: { hotel: 'The Emerald Crown Las Vegas' }, cuisines: ['Spanish', 'Tapas'], priceBand: 3, hook: 'jamón carved to order, paella for the table and sangria by the pitcher' },
  { name: 'Noodle Lantern', where: { hotel: 'The Emerald Crown Las Vegas' }, cuisines: ['Noodles', 'Chinese', 'Late Night'], priceBand: 2, hook: 'hand-pulled noodles and soup dumplings until 2 am' },
  { name: 'Ramen Ichiban Alley', where: { area: 'Off Strip' }, cuisines: ['Ramen', 'Japanese'], priceBand: 1, hook: 'rich tonkotsu broth and a line out the door at midnight' },
  { name: 'Fuego Brazilian Steakhouse', where: { hotel: 'Riff & Roll Hotel' }, cuisines: ['Brazilian', 'Steakhouse', 'Rotisserie'], priceBand: 3, hook: 'gauchos carving fifteen rotisserie meats at your table', setMenu: { name: 'Full Churrasco Experience', price: 72 } },
  { name: 'Bayou Belle Kitchen', where: { hotel: 'Golden Oasis Casino Resort' }, cuisines: ['Cajun & Creole', 'Southern', 'Seafood'], priceBand: 2, hook: 'crawfish étouffée, gumbo and beignets dusted with powdered sugar' },
  { name: 'Harvest Table', where: { hotel: 'Canyon Ridge Resort & Spa' }, cuisines: ['Farm-to-Table', 'New American'], priceBand: 3, hook: 'a seasonal menu from Southwest farms and a wood-fired oven' },
  { name: 'The Green Plate', where: { area: 'Summerlin' }, cuisines: ['Vegan', 'Vegetarian', 'Healthy'], priceBand: 2, hook: 'plant-based comfort food and cold-pressed juices' },
  { name: 'Sunrise Diner 24/7', where: { hotel: 'Golden Oasis Casino Resort' }, cuisines: ['Diner', 'Breakfast', 'Open 24 Hours'], priceBand: 1, hook: 'pancakes the size of a hubcap, served any hour of the day' },
  { name: 'Napoli Stone Oven Pizzeria', where: { hotel: 'The Meridian Las Vegas' }, cuisines: ['Neapolitan Pizza', 'Pizza', 'Italian'], priceBand: 2, hook: 'blistered pies from a 900-degree oven shipped from Naples' },
  { name: 'Secret Slice Pizza', where: { hotel: 'The Bellamy Las Vegas' }, cuisines: ['Pizza', 'Late Night'], priceBand: 1, hook: 'New York slices in an unmarked hallway lined with vinyl records' },
  { name: 'Aloha Poke Shack', where: { area: 'Center Strip' }, cuisines: ['Poke', 'Hawaiian'], priceBand: 1, hook: 'build-your-own poke bowls and shave ice' },
  { name: 'Magnolia Creole House', where: { hotel: 'Fremont Royale Hotel & Casino' }, cuisines: ['Cajun & Creole', 'Southern'], priceBand: 3, hook: 'banana cream pie and barbecue shrimp in a loud, happy dining room' },
  { name: 'The Golden Goose Gastropub', where: { area: 'Downtown' }, cuisines: ['Gastropub', 'British', 'Burgers'], priceBand: 2, hook: 'beef Wellington bites, fish and chips and forty beers on draft' },
  { name: "O'Malley's Irish Pub", where: { hotel: 'Copper Spur Hotel & Casino' }, cuisines: ['Irish Pub', 'Sports Bar'], priceBand: 1, hook: 'shepherd’s pie, Guinness and live fiddle music on weekends' },
  { name: 'Hibachi Kingdom', where: { hotel: 'Pyramid Sands Resort' }, cuisines: ['Teppanyaki', 'Japanese'], priceBand: 3, hook: 'knife-flipping teppanyaki chefs and onion-volcano theatrics', setMenu: { name: 'Teppanyaki Dinner for the Table', price: 59 } },
  { name: 'Izakaya Tokyo Lights', where: { area: 'Off Strip' }, cuisines: ['Izakaya', 'Yakitori', 'Japanese'], priceBand: 2, hook: 'charcoal yakitori, highballs and small plates until late' },
  { name: 'Persian Garden Grill', where: { area: 'Off Strip' }, cuisines: ['Persian', 'Middle Eastern'], priceBand: 2, hook: 'saffron rice, koobideh kebabs and fresh-baked flatbread' },
  { name: 'Addis Red Sea', where: { area: 'Off Strip' }, cuisines: ['Ethiopian'], priceBand: 1, hook: 'spongy injera and stews meant for sharing by hand' },
  { name: 'Crêpe Lumière', where: { hotel: 'Lumière Parisienne Hotel & Casino' }, cuisines: ['Crêperie', 'Desserts', 'Café'], priceBand: 1, hook: 'sweet and savory crêpes folded to order' },
  { name: 'Sugar Rush Dessert Bar', where: { hotel: 'Vesper Tower Las Vegas' }, cuisines: ['Desserts', 'Patisserie'], priceBand: 2, hook: 'plated desserts, chocolate tastings and a late-night champagne list' },
  { name: 'Lakeside Bistro', where: { hotel: 'Lakeside Mirada Resort' }, cuisines: ['Californian', 'Wine Bar'], priceBand: 3, hook: 'lakefront tables, California wines and sunset happy hour' },
  { name: 'Little Saigon Dumpling House', where: { hotel: 'Starward Tower Hotel' }, cuisines: ['Dumplings', 'Taiwanese', 'Chinese'], priceBand: 1, hook: 'soup dumplings pleated to eighteen folds each' },
  { name: 'Top of the Tower Revolving Restaurant', where: { hotel: 'Starward Tower Hotel' }, cuisines: ['Contemporary American', 'Fine Dining'], priceBand: 4, hook: 'a dining room that turns a full circle every eighty minutes, 800 feet up', setMenu: { name: 'Sunset Tasting Menu', price: 129 } },
  { name: 'Chef Amara Tasting Room', where: { hotel: 'Sable Crest Resort Las Vegas' }, cuisines: ["Chef's Tasting Menu", 'Celebrity Chef', 'French'], priceBand: 4, hook: 'a twelve-course tasting menu from a two-star chef', setMenu: { name: 'Twelve-Course Tasting Menu', price: 295 } },
  { name: 'Havana Nights Café', where: { hotel: 'Tropic Isle Hotel & Casino' }, cuisines: ['Cuban', 'Caribbean', 'Sandwiches'], priceBand: 2, hook: 'pressed Cubanos, ropa vieja and live salsa on Fridays' },
  { name: 'Blitz Wings Sports Grill', where: { hotel: 'Emberly Grand Las Vegas' }, cuisines: ['Chicken Wings', 'Sports Bar', 'American'], priceBand: 1, hook: 'twenty wing sauces and fifty screens' },
];
