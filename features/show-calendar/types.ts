/** A calendar month; `month` 1 = January. */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/** The months that have a calendar page, first and last included. */
export interface CalendarRange {
  readonly first: CalendarMonth;
  readonly last: CalendarMonth;
}

/** One show performance on sale, as the calendar lists it. */
export interface CalendarPerformance {
  readonly performanceId: number;
  readonly productId: number;
  readonly productName: string;
  /** Pacific `yyyy-MM-ddTHH:mm`. */
  readonly dateTime: string;
  /** The show's details page on that day. */
  readonly detailsHref: string;
  /** Seat selection (shows sold by seat) or quantity selection for this performance. */
  readonly bookHref: string;
}

/** A show's performances of one day. */
export interface ShowOfDay {
  readonly productId: number;
  readonly productName: string;
  readonly detailsHref: string;
  readonly performances: readonly CalendarPerformance[];
}

export interface MonthDay {
  /** Pacific `yyyy-MM-dd`. */
  readonly date: string;
  readonly day: number;
  /** False for the days of the months either side that fill the first and last week. */
  readonly inMonth: boolean;
  readonly past: boolean;
  readonly shows: readonly ShowOfDay[];
}

export interface MonthWeek {
  readonly days: readonly MonthDay[];
}

/** What a month page shows. */
export interface ShowCalendar {
  readonly month: CalendarMonth;
  readonly range: CalendarRange;
  readonly previous: CalendarMonth | null;
  readonly next: CalendarMonth | null;
  readonly weeks: readonly MonthWeek[];
  /** Performances in the month (from now on). */
  readonly performanceCount: number;
  readonly showCount: number;
}
