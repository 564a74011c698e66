import { TREND_DAYS } from "../../shared/contracts/admin";
import { startOfNextUtcMonth, startOfUtcMonth } from "../subscription/utc-month";

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
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const trendDays = Array.from({ length: TREND_DAYS }, (_, index) =>
    new Date(today - (TREND_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    monthStart: startOfUtcMonth(now),
    nextMonthStart: startOfNextUtcMonth(now),
    trendStart: new Date(today - (TREND_DAYS - 1) * DAY_MS),
    trendDays,
  };
}
