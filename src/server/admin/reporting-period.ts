import { TREND_DAYS } from "../../shared/contracts/admin";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReportingPeriod {
  /** This UTC calendar month: [monthStart, nextMonthStart). */
  monthStart: Date;
  nextMonthStart: Date;
  /** The first moment of the oldest of the last TREND_DAYS UTC days (today included). */
  trendStart: Date;
  /** Those days as YYYY-MM-DD, oldest first. */
  trendDays: string[];
}

/** The month and the week the admin figures cover, worked out from one clock reading. */
export function reportingPeriod(now: Date): ReportingPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = Date.UTC(year, month, now.getUTCDate());
  const trendDays = Array.from({ length: TREND_DAYS }, (_, index) =>
    new Date(today - (TREND_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    monthStart: new Date(Date.UTC(year, month, 1)),
    nextMonthStart: new Date(Date.UTC(year, month + 1, 1)),
    trendStart: new Date(today - (TREND_DAYS - 1) * DAY_MS),
    trendDays,
  };
}
