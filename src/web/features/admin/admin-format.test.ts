import { describe, expect, it } from "vitest";
import { formatLastLogin, formatPlayTime, formatTrendDay, formatUsd } from "./admin-format";

describe("formatPlayTime", () => {
  it("shows minutes under an hour and hours with minutes from an hour", () => {
    expect(formatPlayTime(0)).toBe("0 min");
    expect(formatPlayTime(900)).toBe("15 min");
    expect(formatPlayTime(3599)).toBe("59 min");
    expect(formatPlayTime(3600)).toBe("1h 0m");
    expect(formatPlayTime(7500)).toBe("2h 5m");
  });
});

describe("formatLastLogin", () => {
  const now = new Date(2026, 4, 20, 12, 0);
  it("names the day within a week and the date after", () => {
    expect(formatLastLogin(null, now)).toBe("Never");
    expect(formatLastLogin(new Date(2026, 4, 20, 0, 5).toISOString(), now)).toBe("Today");
    expect(formatLastLogin(new Date(2026, 4, 19, 23, 59).toISOString(), now)).toBe("Yesterday");
    expect(formatLastLogin(new Date(2026, 4, 14, 9, 0).toISOString(), now)).toBe("6 days ago");
    expect(formatLastLogin(new Date(2026, 4, 13, 9, 0).toISOString(), now)).toBe("May 13, 2026");
  });
});

describe("money and days", () => {
  it("writes dollars to the cent, or finer when the cost is finer", () => {
    expect(formatUsd(0.32)).toBe("$0.32");
    expect(formatUsd(0.005)).toBe("$0.005");
    expect(formatUsd(24.18)).toBe("$24.18");
    expect(formatUsd(-0.4)).toBe("-$0.40");
  });

  it("writes a trend day short", () => {
    expect(formatTrendDay("2026-05-07")).toBe("7 May");
  });
});
