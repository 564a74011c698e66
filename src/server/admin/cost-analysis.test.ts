import { describe, expect, it } from "vitest";
import { analyseCost, monthlyCost } from "./cost-analysis";

const costs = { perImageUsd: 0.04, perStoryUsd: 0.2 };

describe("cost analysis", () => {
  it("prices model pictures and stories without floating-point crumbs", () => {
    expect(monthlyCost({ apiImages: 3, stories: 0 }, costs)).toBe(0.12);
    expect(monthlyCost({ apiImages: 7, stories: 3 }, costs)).toBe(0.88);
    expect(monthlyCost({ apiImages: 1, stories: 0 }, { perImageUsd: 0.0015, perStoryUsd: 0 })).toBe(
      0.0015,
    );
  });

  it("gives the margin against revenue, −100 for cost without revenue, 0 for neither", () => {
    expect(analyseCost({ apiImages: 250, stories: 0, revenueUsd: 9.99 }, costs)).toEqual({
      totalMonthlyCost: 10,
      monthlyRevenue: 9.99,
      profitMargin: -0.1,
      isUnprofitable: true,
      costPerImage: 0.04,
    });
    expect(analyseCost({ apiImages: 1, stories: 0, revenueUsd: 0 }, costs).profitMargin).toBe(-100);
    const idle = analyseCost({ apiImages: 0, stories: 0, revenueUsd: 0 }, costs);
    expect(idle).toMatchObject({ profitMargin: 0, isUnprofitable: false });
  });
});
