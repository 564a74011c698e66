import { and, count, countDistinct, eq, gte, lt, sql, sum, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TAdminAnalytics } from "../../shared/contracts/admin";
import { PLAN_LIST, type TPlanId } from "../../shared/plans";
import type { Database } from "../db/client";
import {
  generatedImages,
  payments,
  stories,
  userActivity,
  userSessions,
  users,
} from "../db/schema";
import { monthlyCost, roundUsd, type EngineCosts } from "./cost-analysis";
import { dailyCounts } from "./daily-counts";
import { reportingPeriod } from "./reporting-period";

export interface AdminAnalyticsDeps {
  db: Database;
  costs: EngineCosts;
  now: () => Date;
}

const between = (column: AnyPgColumn, from: Date, to: Date): SQL =>
  and(gte(column, from), lt(column, to)) as SQL;

/** The dashboard's figures: a handful of aggregate queries, none of them a loop over users. */
export async function adminAnalytics(deps: AdminAnalyticsDeps): Promise<TAdminAnalytics> {
  const { db, costs } = deps;
  const now = deps.now();
  const period = reportingPeriod(now);
  const { monthStart, nextMonthStart, trendStart } = period;

  const inMonth = (column: AnyPgColumn) => between(column, monthStart, nextMonthStart);
  const isApi = eq(generatedImages.engine, "api");
  const [plans, [images], [apiImages], [storyCounts], [revenue], [active]] = await Promise.all([
    db
      .select({ plan: users.subscriptionPlan, count: count() })
      .from(users)
      .groupBy(users.subscriptionPlan),
    db.select({ value: count() }).from(generatedImages),
    db
      .select({
        total: count(),
        thisMonth: count(sql`case when ${inMonth(generatedImages.createdAt)} then 1 end`),
      })
      .from(generatedImages)
      .where(isApi),
    db
      .select({
        total: count(),
        thisMonth: count(sql`case when ${inMonth(stories.createdAt)} then 1 end`),
      })
      .from(stories),
    db
      .select({ value: sum(payments.amount) })
      .from(payments)
      .where(and(eq(payments.status, "completed"), inMonth(payments.capturedAt))),
    db
      .select({ value: countDistinct(userSessions.userId) })
      .from(userSessions)
      .where(gte(userSessions.loginTime, trendStart)),
  ]);
  const recentActivity = await dailyCounts(db, userActivity, userActivity.timestamp, period);
  const userGrowth = await dailyCounts(db, users, users.createdAt, period);

  const breakdown = Object.fromEntries(PLAN_LIST.map((plan) => [plan.id, 0])) as Record<
    TPlanId,
    number
  >;
  let totalUsers = 0;
  for (const row of plans) {
    totalUsers += row.count;
    if (row.plan in breakdown) breakdown[row.plan as TPlanId] += row.count;
  }
  const totalMonthlyRevenue = roundUsd(Number(revenue?.value ?? 0));
  const totalMonthlyCost = monthlyCost(
    { apiImages: apiImages?.thisMonth ?? 0, stories: storyCounts?.thisMonth ?? 0 },
    costs,
  );
  return {
    totalUsers,
    totalImages: images?.value ?? 0,
    totalApiImages: apiImages?.total ?? 0,
    totalStories: storyCounts?.total ?? 0,
    userMetrics: {
      paidUsers: PLAN_LIST.filter((plan) => plan.priceUsd !== null).reduce(
        (paid, plan) => paid + breakdown[plan.id],
        0,
      ),
      activeUsers: active?.value ?? 0,
    },
    financial: {
      totalMonthlyRevenue,
      totalMonthlyCost,
      netProfit: roundUsd(totalMonthlyRevenue - totalMonthlyCost),
    },
    subscriptionBreakdown: breakdown,
    recentActivity,
    userGrowth,
  };
}
