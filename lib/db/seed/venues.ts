import type { VenueSectionSeed, VenueSeed } from './data/shows';

export type SeatPlan = {
  rowName: string;
  seatName: string;
  seatNumber: number;
  x: number;
  y: number;
  priceTier: number;
  accessibility: 'wheelchair' | 'companion' | null;
};

export type SectionPlan = { name: string; priceTier: number; sortOrder: number; seats: SeatPlan[] };

export type VenuePlan = {
  key: string;
  name: string;
  slug: string;
  mapWidth: number;
  mapHeight: number;
  seatCount: number;
  /** Centre of the stage lip in map coordinates: the stage is drawn above it, the seats below. */
  stage: { x: number; y: number };
  tierCount: number;
  sections: SectionPlan[];
};

/** Theatre row letters: I and O are skipped (they read as 1 and 0), then AA, BB, ... */
const ROW_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export function rowName(index: number): string {
  const letter = ROW_LETTERS[index % ROW_LETTERS.length] as string;
  return letter.repeat(Math.floor(index / ROW_LETTERS.length) + 1);
}

function tierOfRow(section: VenueSectionSeed, row: number): number {
  let tier = section.tiers[0]?.tier ?? 1;
  for (const t of section.tiers) if (row >= t.fromRow) tier = t.tier;
  return tier;
}

/** Raw seat positions relative to the stage lip at (0, 0), left to right along each row. */
function rowPositions(section: VenueSectionSeed, row: number, rowSpacing: number, seatSpacing: number) {
  if (section.kind === 'straight') {
    const y = section.firstY + row * rowSpacing;
    return Array.from({ length: section.seatsPerRow }, (_, i) => ({ x: section.offsetX + i * seatSpacing, y }));
  }
  // Curved rows: every seat of a row is the same distance from the stage, as in a real house.
  const radius = section.firstRadius + row * rowSpacing;
  const from = (section.fromAngle * Math.PI) / 180;
  const to = (section.toAngle * Math.PI) / 180;
  const count = Math.max(1, Math.floor(((to - from) * radius) / seatSpacing) + 1);
  const step = seatSpacing / radius;
  const start = (from + to) / 2 - ((count - 1) * step) / 2;
  return Array.from({ length: count }, (_, i) => {
    const angle = start + i * step;
    return { x: radius * Math.sin(angle), y: radius * Math.cos(angle) };
  });
}

/**
 * Seat names follow the common US theatre habit: centre sections run 101, 102, ... left to right;
 * left sections carry odd numbers and right sections even numbers, lowest at the centre aisle.
 */
function seatNames(sectionName: string, count: number): string[] {
  const names = Array.from({ length: count }, (_, i) => i);
  if (/left/i.test(sectionName)) return names.map((i) => String(2 * (count - i) - 1));
  if (/right/i.test(sectionName)) return names.map((i) => String(2 * (i + 1)));
  return names.map((i) => String(101 + i));
}

/**
 * Wheelchair spaces and companion seats: in the last row of a section of four seats or more, each
 * end seat is a wheelchair space and the seat beside it its companion (step-free from the back
 * cross-aisle, as most houses place them). Migration 0009 marks venues seeded before it the same way.
 */
export function accessibilityOf(rowIndex: number, rowCount: number, seatNumber: number, seatsInRow: number): 'wheelchair' | 'companion' | null {
  if (rowIndex !== rowCount - 1 || seatsInRow < 4) return null;
  if (seatNumber === 1 || seatNumber === seatsInRow) return 'wheelchair';
  if (seatNumber === 2 || seatNumber === seatsInRow - 1) return 'companion';
  return null;
}

const MARGIN = 60;
/** Room above the stage lip for the stage drawing. */
const STAGE_DEPTH = 140;

export function buildVenue(seed: VenueSeed, copy: number, suffix: string): VenuePlan {
  const raw = seed.sections.map((section, s) => {
    const rows = Array.from({ length: section.rows }, (_, r) => ({
      row: r,
      positions: rowPositions(section, r, seed.rowSpacing, seed.seatSpacing),
    }));
    return { section, sortOrder: s + 1, rows };
  });
  const all = raw.flatMap((s) => s.rows.flatMap((r) => r.positions));
  const minX = Math.min(...all.map((p) => p.x));
  const maxX = Math.max(...all.map((p) => p.x));
  const maxY = Math.max(...all.map((p) => p.y));
  // Symmetric width so the stage sits in the middle of the drawing.
  const halfWidth = Math.ceil(Math.max(-minX, maxX)) + MARGIN;
  const stage = { x: halfWidth, y: STAGE_DEPTH };

  const sections: SectionPlan[] = raw.map(({ section, sortOrder, rows }) => {
    const seats = rows.flatMap(({ row, positions }) => {
      const names = seatNames(section.name, positions.length);
      return positions.map((p, i) => ({
        rowName: rowName(row),
        seatName: names[i] as string,
        seatNumber: i + 1,
        x: Math.round(stage.x + p.x),
        y: Math.round(stage.y + p.y),
        priceTier: tierOfRow(section, row),
        accessibility: accessibilityOf(row, section.rows, i + 1, positions.length),
      }));
    });
    return {
      name: section.name,
      priceTier: Math.min(...section.tiers.map((t) => t.tier)),
      sortOrder,
      seats,
    };
  });
  const seatCount = sections.reduce((n, s) => n + s.seats.length, 0);
  return {
    key: copy === 0 ? seed.key : `${seed.key}-${copy + 1}`,
    name: suffix ? `${seed.name} ${suffix}` : seed.name,
    slug: copy === 0 ? seed.key : `${seed.key}-${copy + 1}`,
    mapWidth: 2 * halfWidth,
    mapHeight: Math.ceil(stage.y + maxY) + MARGIN,
    seatCount,
    stage,
    tierCount: Math.max(...sections.flatMap((s) => s.seats.map((seat) => seat.priceTier))),
    sections,
  };
}
