import type { TCostAnalysis } from "../../shared/contracts/admin";

export interface EngineCosts {
  perImageUsd: number;
  perStoryUsd: number;
}

/** Dollars kept to a hundredth of a cent, so sums of small engine costs read cleanly. */
export const roundUsd = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * What this month's pictures and stories cost at the configured engine prices. Only pictures an
 * image model drew (`apiImages`) are priced: the built-in illustrator costs nothing.
 */
export function monthlyCost(
  made: { apiImages: number; stories: number },
  costs: EngineCosts,
): number {
  return roundUsd(made.apiImages * costs.perImageUsd + made.stories * costs.perStoryUsd);
}

/**
 * One family's month: cost against revenue. The margin is (revenue − cost) / revenue in percent,
 * one decimal; with no revenue it is −100 when anything was spent and 0 otherwise.
 */
export function analyseCost(
  month: { apiImages: number; stories: number; revenueUsd: number },
  costs: EngineCosts,
): TCostAnalysis {
  const totalMonthlyCost = monthlyCost(month, costs);
  const monthlyRevenue = roundUsd(month.revenueUsd);
  const profitMargin =
    monthlyRevenue > 0
      ? Math.round(((monthlyRevenue - totalMonthlyCost) / monthlyRevenue) * 1000) / 10
      : totalMonthlyCost > 0
        ? -100
        : 0;
  return {
    totalMonthlyCost,
    monthlyRevenue,
    profitMargin,
    isUnprofitable: totalMonthlyCost > monthlyRevenue,
    costPerImage: costs.perImageUsd,
  };
}
