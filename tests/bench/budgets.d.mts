export declare const BUDGETS: {
  cachedMinRatioToOwnCopy: number;
  perRequestMinRatioToSmallStatic: number;
  perRequestMaxP99Ms: number;
  firstLoadJsOverFloorMaxBytes: number;
  seatPageFirstLoadJsOverFloorMaxBytes: number;
  lcpMaxMs: number;
  clsMax: number;
  lighthouseMinScore: number;
  lighthouseMaxTbtMs: number;
  lighthouseMaxLcpMs: number;
};
export declare const SEAT_PAGE_KIND: string;
export type Verdict = 'pass' | 'FAIL' | null;
export declare function verdict(ok: boolean | null | undefined): Verdict;
export declare function firstLoadJsLimit(kindId: string, floorGzipBytes: number): number;
export declare function pageBudgets(
  kind: { id: string; cached: boolean },
  figures: {
    ratioToOwnCopy: number;
    ratioToSmallStatic: number;
    p99Ms: number;
    jsGzipBytes: number;
    floorGzipBytes: number;
    lcpMs: number | null;
    cls: number | null;
    lighthouse: { score: number | null; tbtMs: number | null; lcpMs: number | null } | null;
  },
): Record<string, Verdict>;
export declare function budgetFailuresOf(results: { label: string; budgets: Record<string, Verdict> }[]): string[];
