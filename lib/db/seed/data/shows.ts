import { SHOW_CATEGORY as C } from './categories';

export type VenueSectionSeed =
  | {
      kind: 'fan';
      name: string;
      /** Degrees either side of the line from the stage down the middle of the room; negative is house left. */
      fromAngle: number;
      toAngle: number;
      rows: number;
      /** Distance of the first row from the stage lip, in map units. */
      firstRadius: number;
      /** Price tier by row: from the row index given (0 = first row) the tier applies until the next entry. */
      tiers: { fromRow: number; tier: number }[];
    }
  | {
      kind: 'straight';
      name: string;
      /** Horizontal offset of the section's first seat from the stage centre line. */
      offsetX: number;
      seatsPerRow: number;
      rows: number;
      /** Distance of the first row below the stage lip. */
      firstY: number;
      tiers: { fromRow: number; tier: number }[];
    };

export type VenueSeed = {
  key: string;
  name: string;
  /** The resort the theatre is in; its shows are located within it. */
  hotel: string;
  /** Nights the resident headliner is dark; the venue's residency concerts play those nights. */
  darkDays: number[];
  tierNames: string[];
  rowSpacing: number;
  seatSpacing: number;
  sections: VenueSectionSeed[];
};

const fan = (
  name: string,
  fromAngle: number,
  toAngle: number,
  rows: number,
  firstRadius: number,
  tiers: { fromRow: number; tier: number }[],
): VenueSectionSeed => ({ kind: 'fan', name, fromAngle, toAngle, rows, firstRadius, tiers });

const tier = (t: number) => [{ fromRow: 0, tier: t }];

/**
 * Five theatres from an intimate 300-seat cabaret to a 4,000-plus-seat arena theatre.
 * Several shows share each one at different times, as real residencies do.
 */
export const VENUES: VenueSeed[] = [
  {
    key: 'velvet-box',
    name: 'The Velvet Box Theater',
    hotel: 'Tropic Isle Hotel & Casino',
    darkDays: [1, 2],
    tierNames: ['Front Center', 'Center', 'Side'],
    rowSpacing: 26,
    seatSpacing: 22,
    sections: [
      { kind: 'straight', name: 'House Left', offsetX: -300, seatsPerRow: 6, rows: 12, firstY: 80, tiers: tier(3) },
      { kind: 'straight', name: 'Center Orchestra', offsetX: -143, seatsPerRow: 14, rows: 12, firstY: 80, tiers: [{ fromRow: 0, tier: 1 }, { fromRow: 6, tier: 2 }] },
      { kind: 'straight', name: 'House Right', offsetX: 190, seatsPerRow: 6, rows: 12, firstY: 80, tiers: tier(3) },
    ],
  },
  {
    key: 'marquee-playhouse',
    name: 'Marquee Playhouse',
    hotel: 'Liberty Skyline Hotel & Casino',
    darkDays: [2, 3],
    tierNames: ['Premium Orchestra', 'Orchestra', 'Mezzanine'],
    rowSpacing: 24,
    seatSpacing: 20,
    sections: [
      fan('Orchestra Left', -46, -17, 14, 230, [{ fromRow: 0, tier: 2 }]),
      fan('Orchestra Center', -14, 14, 14, 230, [{ fromRow: 0, tier: 1 }, { fromRow: 9, tier: 2 }]),
      fan('Orchestra Right', 17, 46, 14, 230, [{ fromRow: 0, tier: 2 }]),
      fan('Mezzanine', -40, 40, 7, 640, tier(3)),
    ],
  },
  {
    key: 'aurora-showroom',
    name: 'Aurora Showroom',
    hotel: 'Solara Bay Resort & Casino',
    darkDays: [3, 4],
    tierNames: ['Premium Orchestra', 'Orchestra', 'Rear Orchestra', 'Mezzanine', 'Balcony'],
    rowSpacing: 24,
    seatSpacing: 20,
    sections: [
      fan('Orchestra Left', -48, -17, 18, 260, [{ fromRow: 0, tier: 2 }, { fromRow: 12, tier: 3 }]),
      fan('Orchestra Center', -14, 14, 18, 260, [{ fromRow: 0, tier: 1 }, { fromRow: 10, tier: 2 }]),
      fan('Orchestra Right', 17, 48, 18, 260, [{ fromRow: 0, tier: 2 }, { fromRow: 12, tier: 3 }]),
      fan('Mezzanine', -42, 42, 6, 760, tier(4)),
      fan('Balcony', -40, 40, 6, 960, tier(5)),
    ],
  },
  {
    key: 'crystal-palace',
    name: 'Crystal Palace Theater',
    hotel: 'Canal Royale Resort',
    darkDays: [0, 1],
    tierNames: ['VIP Orchestra', 'Premium', 'Preferred', 'Standard'],
    rowSpacing: 24,
    seatSpacing: 20,
    sections: [
      fan('Orchestra Left', -50, -17, 20, 300, [{ fromRow: 0, tier: 2 }, { fromRow: 12, tier: 3 }]),
      fan('Orchestra Center', -14, 14, 20, 300, [{ fromRow: 0, tier: 1 }, { fromRow: 12, tier: 2 }]),
      fan('Orchestra Right', 17, 50, 20, 300, [{ fromRow: 0, tier: 2 }, { fromRow: 12, tier: 3 }]),
      fan('Mezzanine Left', -46, -16, 10, 860, tier(3)),
      fan('Mezzanine Center', -13, 13, 10, 860, tier(3)),
      fan('Mezzanine Right', 16, 46, 10, 860, tier(3)),
      fan('Balcony', -42, 42, 9, 1140, tier(4)),
    ],
  },
  {
    key: 'lumiere-grand',
    name: 'Lumière Grand Theatre',
    hotel: 'Neon Mirage Resort & Casino',
    darkDays: [2, 3],
    tierNames: ['VIP Orchestra', 'Premium', 'Preferred Orchestra', 'Loge', 'Balcony', 'Upper Balcony'],
    rowSpacing: 24,
    seatSpacing: 20,
    sections: [
      fan('Orchestra Left', -52, -17, 26, 320, [{ fromRow: 0, tier: 2 }, { fromRow: 12, tier: 3 }]),
      fan('Orchestra Center', -14, 14, 26, 320, [{ fromRow: 0, tier: 1 }, { fromRow: 12, tier: 2 }]),
      fan('Orchestra Right', 17, 52, 26, 320, [{ fromRow: 0, tier: 2 }, { fromRow: 12, tier: 3 }]),
      fan('Loge Left', -50, -17, 10, 1000, tier(4)),
      fan('Loge Center', -14, 14, 10, 1000, tier(4)),
      fan('Loge Right', 17, 50, 10, 1000, tier(4)),
      fan('Balcony Left', -48, -17, 16, 1290, [{ fromRow: 0, tier: 5 }, { fromRow: 9, tier: 6 }]),
      fan('Balcony Center', -14, 14, 16, 1290, [{ fromRow: 0, tier: 5 }, { fromRow: 9, tier: 6 }]),
      fan('Balcony Right', 17, 48, 16, 1290, [{ fromRow: 0, tier: 5 }, { fromRow: 9, tier: 6 }]),
    ],
  },
];

/**
 * How a show fills a theatre across the week:
 * 0 headliner (7:00 and 9:30 pm, dark on the venue's dark days), 1 residency on those dark nights,
 * 2 late afternoon, 3 family matinee.
 */
export type VenueProgram = 0 | 1 | 2 | 3;

export type ShowStaging =
  | { kind: 'seated'; venue: string; program: VenueProgram; vip?: boolean; booths?: boolean }
  | { kind: 'ga'; hotel: string; room: string; capacity: number; times: string[]; darkDays: number };

export type ShowSeed = {
  name: string;
  categories: number[];
  minAge: number | null;
  durationMinutes: number;
  /** Top ticket price in dollars. */
  topPrice: number;
  provider: string;
  hook: string;
  staging: ShowStaging;
};

export const SHOWS: ShowSeed[] = [
  { name: 'Cirque Lumière: AURA', categories: [C.ACROBATIC_THEATRE, C.PRODUCTION], minAge: null, durationMinutes: 90, topPrice: 189, provider: 'Lumière Live Entertainment', hook: 'aerialists spin through a storm of light above a stage that rises, tilts and vanishes', staging: { kind: 'seated', venue: 'lumiere-grand', program: 0, vip: true } },
  { name: 'Piano Man Nights: A Singer-Songwriter Residency', categories: [C.CONCERTS], minAge: null, durationMinutes: 110, topPrice: 249, provider: 'Grand Meridian Presents', hook: 'a Grammy-winning singer-songwriter plays four decades of sing-along hits on a grand piano', staging: { kind: 'seated', venue: 'lumiere-grand', program: 1 } },
  { name: 'Jukebox Heroes: The 80s Musical', categories: [C.MUSICALS, C.TRIBUTE], minAge: null, durationMinutes: 100, topPrice: 119, provider: 'Boulevard Theatricals', hook: 'big hair, power ballads and a love story told through twenty-two chart-topping anthems', staging: { kind: 'seated', venue: 'lumiere-grand', program: 2 } },
  { name: 'The Great Illusionist Family Matinee', categories: [C.MAGIC], minAge: null, durationMinutes: 75, topPrice: 69, provider: 'Wonderworks Magic Co.', hook: 'vanishing motorcycles, levitating volunteers and a finale where a child appears on stage from nowhere', staging: { kind: 'seated', venue: 'lumiere-grand', program: 3 } },
  { name: 'Cirque Lumière: TIDEWATER', categories: [C.ACROBATIC_THEATRE, C.PRODUCTION], minAge: null, durationMinutes: 90, topPrice: 199, provider: 'Lumière Live Entertainment', hook: 'divers, swimmers and acrobats perform in, on and above a 1.5-million-gallon pool', staging: { kind: 'seated', venue: 'crystal-palace', program: 0, vip: true } },
  { name: 'Country Nights Live Residency', categories: [C.CONCERTS], minAge: null, durationMinutes: 105, topPrice: 179, provider: 'Grand Meridian Presents', hook: 'a chart-topping country band brings fiddles, pyrotechnics and stadium anthems to an intimate room', staging: { kind: 'seated', venue: 'crystal-palace', program: 1 } },
  { name: 'Broadway on the Boulevard', categories: [C.MUSICALS], minAge: null, durationMinutes: 120, topPrice: 139, provider: 'Boulevard Theatricals', hook: 'a full orchestra and cast of thirty perform the great showstoppers of the musical stage', staging: { kind: 'seated', venue: 'crystal-palace', program: 2 } },
  { name: 'Dragon Joust Dinner Tournament', categories: [C.VARIETY], minAge: null, durationMinutes: 90, topPrice: 79, provider: 'Camelot Entertainment Group', hook: 'armored knights on horseback joust for the crowd while you eat a four-course feast with your hands', staging: { kind: 'seated', venue: 'crystal-palace', program: 3, booths: true } },
  { name: 'Pulse: Dance Spectacular', categories: [C.PRODUCTION, C.VARIETY], minAge: null, durationMinutes: 85, topPrice: 129, provider: 'Pulse Productions', hook: 'forty dancers blend ballet, hip-hop and tango on a stage of moving LED floors', staging: { kind: 'seated', venue: 'aurora-showroom', program: 0, vip: true } },
  { name: 'Symphony of Lights Orchestra', categories: [C.CONCERTS], minAge: null, durationMinutes: 100, topPrice: 99, provider: 'Desert Philharmonic Society', hook: 'a sixty-piece orchestra plays film scores in sync with a laser and drone light show', staging: { kind: 'seated', venue: 'aurora-showroom', program: 1 } },
  { name: 'Marcus Vale: Illusions Unbound', categories: [C.MAGIC], minAge: null, durationMinutes: 90, topPrice: 119, provider: 'Vale Illusions LLC', hook: 'a grand illusionist makes a vintage convertible disappear and reads the minds of strangers', staging: { kind: 'seated', venue: 'aurora-showroom', program: 2 } },
  { name: 'Indigo Drummers', categories: [C.VARIETY, C.COMEDY], minAge: null, durationMinutes: 80, topPrice: 99, provider: 'Indigo Percussion Inc.', hook: 'three silent, paint-splattered percussionists turn PVC pipes and marshmallows into a rock concert', staging: { kind: 'seated', venue: 'aurora-showroom', program: 3 } },
  { name: 'Rat Pack Swing Revival', categories: [C.TRIBUTE, C.IMPERSONATORS], minAge: null, durationMinutes: 90, topPrice: 89, provider: 'Sands of Time Productions', hook: 'three crooners and a big band recreate the swagger of a 1960s Strip lounge', staging: { kind: 'seated', venue: 'marquee-playhouse', program: 0, booths: true } },
  { name: 'Bohemian Nights: A Rock Opera Tribute', categories: [C.TRIBUTE, C.CONCERTS], minAge: null, durationMinutes: 100, topPrice: 95, provider: 'Anthem Tribute Shows', hook: 'a note-perfect tribute to the greatest stadium rock band of the seventies', staging: { kind: 'seated', venue: 'marquee-playhouse', program: 1 } },
  { name: 'Neon Dreams: The Musical', categories: [C.MUSICALS], minAge: null, durationMinutes: 110, topPrice: 109, provider: 'Boulevard Theatricals', hook: 'a small-town showgirl chases her big break on the Strip of 1959', staging: { kind: 'seated', venue: 'marquee-playhouse', program: 2 } },
  { name: 'Wonder Kids Science Magic Show', categories: [C.MAGIC, C.VARIETY], minAge: null, durationMinutes: 60, topPrice: 49, provider: 'Wonderworks Magic Co.', hook: 'exploding colors, flying confetti cannons and tricks kids can learn and take home', staging: { kind: 'seated', venue: 'marquee-playhouse', program: 3 } },
  { name: 'Velvet Fever: An Adult Cabaret', categories: [C.ADULT, C.VARIETY], minAge: 18, durationMinutes: 80, topPrice: 99, provider: 'Velvet Room Productions', hook: 'burlesque, aerial silks and cheeky comedy in a speakeasy-style jewel box', staging: { kind: 'seated', venue: 'velvet-box', program: 0, vip: true } },
  { name: 'Jazz Standards After Dark', categories: [C.CONCERTS], minAge: 21, durationMinutes: 90, topPrice: 75, provider: 'Velvet Room Productions', hook: 'a quartet and a torch singer work through the Great American Songbook by candlelight', staging: { kind: 'seated', venue: 'velvet-box', program: 1 } },
  { name: 'Mentalist: Secrets of the Mind', categories: [C.MAGIC, C.HYPNOSIS], minAge: 12, durationMinutes: 75, topPrice: 79, provider: 'Clearwater Mind Arts', hook: 'a mentalist predicts the audience\u2019s choices before they make them', staging: { kind: 'seated', venue: 'velvet-box', program: 2 } },
  { name: 'Puppets Gone Wild', categories: [C.COMEDY, C.ADULT], minAge: 18, durationMinutes: 70, topPrice: 69, provider: 'Felt Force Comedy', hook: 'foul-mouthed felt puppets roast the audience and sing raunchy showtunes', staging: { kind: 'seated', venue: 'velvet-box', program: 3 } },
  { name: 'Cirque Lumière: NOCTURNE', categories: [C.ACROBATIC_THEATRE, C.ADULT], minAge: 18, durationMinutes: 85, topPrice: 159, provider: 'Lumière Live Entertainment', hook: 'a sensual, after-midnight circus of contortion, pole and aerial hoop', staging: { kind: 'ga', hotel: 'The Bellamy Las Vegas', room: 'Nocturne Theater', capacity: 420, times: ['19:00', '21:30'], darkDays: 2 } },
  { name: 'The Midnight Revue', categories: [C.ADULT, C.PRODUCTION], minAge: 18, durationMinutes: 75, topPrice: 89, provider: 'Velvet Room Productions', hook: 'a topless showgirl revue with feathers, rhinestones and a live band', staging: { kind: 'ga', hotel: 'Golden Oasis Casino Resort', room: 'Oasis Lounge', capacity: 250, times: ['22:30'], darkDays: 1 } },
  { name: 'Thunder Hunks Male Revue', categories: [C.ADULT], minAge: 18, durationMinutes: 75, topPrice: 79, provider: 'Thunder Entertainment', hook: 'chiseled dancers, fire effects and bachelorette-party mayhem', staging: { kind: 'ga', hotel: 'Pyramid Sands Resort', room: 'Thunder Room', capacity: 300, times: ['21:00'], darkDays: 1 } },
  { name: 'Headliners Comedy Hour', categories: [C.COMEDY], minAge: 18, durationMinutes: 75, topPrice: 59, provider: 'Standup Strip Comedy', hook: 'three touring headliners from late-night television, a new lineup every week', staging: { kind: 'ga', hotel: 'Lumière Parisienne Hotel & Casino', room: 'Le Rire Comedy Room', capacity: 280, times: ['19:00', '21:30'], darkDays: 0 } },
  { name: 'Punchline Palace Comedy Club', categories: [C.COMEDY], minAge: 21, durationMinutes: 90, topPrice: 49, provider: 'Standup Strip Comedy', hook: 'the longest-running late-night comedy club on the Strip, with a two-drink welcome', staging: { kind: 'ga', hotel: 'Silver Saddle Hotel & Casino', room: 'Punchline Palace', capacity: 200, times: ['20:00', '22:00'], darkDays: 1 } },
  { name: 'Comedy Underground Late Night', categories: [C.COMEDY, C.ADULT], minAge: 21, durationMinutes: 80, topPrice: 45, provider: 'Underground Laughs LLC', hook: 'uncensored late-night sets in a brick-walled basement club', staging: { kind: 'ga', hotel: 'Copper Spur Hotel & Casino', room: 'The Underground', capacity: 150, times: ['22:30'], darkDays: 2 } },
  { name: 'Mind Games: The Hypnosis Experience', categories: [C.HYPNOSIS, C.COMEDY], minAge: 18, durationMinutes: 90, topPrice: 69, provider: 'Clearwater Mind Arts', hook: 'volunteers forget their names, fall in love with a chair and become pop stars on command', staging: { kind: 'ga', hotel: 'Emberly Grand Las Vegas', room: 'Ember Showroom', capacity: 350, times: ['21:00'], darkDays: 1 } },
  { name: "Dr. Delirium's Comedy Hypnosis", categories: [C.HYPNOSIS, C.COMEDY], minAge: 18, durationMinutes: 80, topPrice: 59, provider: 'Delirium Productions', hook: 'a hypnotist doctor with a pocket watch and no bedside manner at all', staging: { kind: 'ga', hotel: 'Fremont Royale Hotel & Casino', room: 'Royale Showroom', capacity: 220, times: ['20:30'], darkDays: 1 } },
  { name: 'Divas Forever', categories: [C.IMPERSONATORS, C.VARIETY], minAge: 12, durationMinutes: 85, topPrice: 75, provider: 'Glamour Illusion Shows', hook: 'female impersonators channel pop divas with live vocals and spectacular costume changes', staging: { kind: 'ga', hotel: 'Riff & Roll Hotel', room: 'Encore Lounge', capacity: 260, times: ['19:30'], darkDays: 1 } },
  { name: 'The Rockabilly King Tribute', categories: [C.TRIBUTE, C.IMPERSONATORS], minAge: null, durationMinutes: 80, topPrice: 65, provider: 'Anthem Tribute Shows', hook: 'sideburns, gold lamé and a full band backing the hip-shaking sound of the 1950s', staging: { kind: 'ga', hotel: 'Golden Oasis Casino Resort', room: 'Oasis Lounge', capacity: 250, times: ['19:00'], darkDays: 1 } },
  { name: 'Motown Soul Revue', categories: [C.TRIBUTE, C.CONCERTS], minAge: null, durationMinutes: 95, topPrice: 79, provider: 'Anthem Tribute Shows', hook: 'five singers in matching suits bring back the harmonies and footwork of Detroit soul', staging: { kind: 'ga', hotel: 'Carnival Cove Hotel & Casino', room: 'Cove Showroom', capacity: 400, times: ['19:30'], darkDays: 2 } },
  { name: 'Absurdo: Circus Cabaret', categories: [C.ACROBATIC_THEATRE, C.VARIETY, C.ADULT], minAge: 18, durationMinutes: 90, topPrice: 119, provider: 'Absurdo Circus Co.', hook: 'world-class acrobatics a few feet from your seat, hosted by a filthy-mouthed ringmaster', staging: { kind: 'ga', hotel: 'Canal Royale Resort', room: 'Spiegeltent', capacity: 450, times: ['19:00', '21:30'], darkDays: 0 } },
  { name: 'Rhythm of the Strip: Tap & Soul', categories: [C.VARIETY, C.PRODUCTION], minAge: null, durationMinutes: 85, topPrice: 69, provider: 'Pulse Productions', hook: 'tap dancers and a horn section trade rhythms in a fast-moving street-party revue', staging: { kind: 'ga', hotel: 'The Jackpot Lantern Hotel', room: 'Lantern Stage', capacity: 300, times: ['20:00'], darkDays: 1 } },
];
