import type { TAdminUserRow } from "../../shared/contracts/admin";
import { PLANS, ZPlanId } from "../../shared/plans";
import { analyseCost, type EngineCosts } from "./cost-analysis";
import type { UserFiguresRow } from "./user-figures";

/** A user as the console shows it; figures that cannot be worked out become the row's `error`. */
export function presentAdminUser(row: UserFiguresRow, costs: EngineCosts): TAdminUserRow {
  const identity = {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
  };
  try {
    return { ...identity, ...figuresOf(row, costs) };
  } catch (error) {
    return {
      ...identity,
      error: error instanceof Error ? error.message : "These figures could not be worked out.",
      usage: null,
      statistics: null,
      costAnalysis: null,
    };
  }
}

function figuresOf(row: UserFiguresRow, costs: EngineCosts) {
  const plan = ZPlanId.safeParse(row.subscriptionPlan);
  if (!plan.success) throw new Error(`Unknown plan "${row.subscriptionPlan}"`);
  const revenueUsd = Number(row.revenueThisMonth);
  if (!Number.isFinite(revenueUsd)) throw new Error("This month's payments could not be added up");
  const limits = PLANS[plan.data];
  return {
    usage: {
      imagesUsed: row.imagesThisMonth,
      imagesLimit: limits.imagesPerMonth,
      storiesUsed: row.storiesThisMonth,
      storiesLimit: limits.storiesPerMonth,
      canUseFaceSwap: limits.canUseFaceSwap,
    },
    statistics: {
      totalSessions: row.totalSessions,
      totalPlayTime: row.totalPlayTime,
      averageSessionTime:
        row.endedSessions > 0 ? Math.round(row.totalPlayTime / row.endedSessions) : 0,
      lastLoginTime: row.lastLoginTime?.toISOString() ?? null,
      totalImages: row.totalImages,
      totalApiImages: row.totalApiImages,
      totalStories: row.totalStories,
      diaryEntries: row.diaryEntries,
    },
    costAnalysis: analyseCost(
      { apiImages: row.apiImagesThisMonth, stories: row.storiesThisMonth, revenueUsd },
      costs,
    ),
  };
}
