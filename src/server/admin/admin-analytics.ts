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
import { fillDailyCounts, reportingPeriod } from "./reporting-period";

export interface AdminAnalyticsDeps {
  db: Database;
  costs: EngineCosts;
  now: () => Date;
}

const between = (column: AnyPgColumn, from: Date, to: Date): SQL =>
  and(gte(column, from), lt(column, to)) as SQL;

const utcDay = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The dashboard's figures: a handful of aggregate queries, none of them a loop over users. */
export async function adminAnalytics(deps: AdminAnalyticsDeps): Promise<TAdminAnalytics> {
  const { db, costs } = deps;
  const now = deps.now();
  const period = reportingPeriod(now);
  const { monthStart, nextMonthStart, trendStart } = period;

  const [plans, [images], [storyCounts], [revenue], [active], activity, growth] = await Promise.all(
    [
      db
        .select({ plan: users.subscriptionPlan, count: count() })
        .from(users)
        .groupBy(users.subscriptionPlan),
      db
        .select({
          total: count(),
          thisMonth: count(
            sql`case when ${between(generatedImages.createdAt, monthStart, nextMonthStart)} then 1 end`,
          ),
        })
        .from(generatedImages),
      db
        .select({
          total: count(),
          thisMonth: count(
            sql`case when ${between(stories.createdAt, monthStart, nextMonthStart)} then 1 end`,
          ),
        })
        .from(stories),
      db
        .select({ value: sum(payments.amount) })
        .from(payments)
        .where(
          and(
            eq(payments.status, "completed"),
            between(payments.capturedAt, monthStart, nextMonthStart),
          ),
        ),
      db
        .select({ value: countDistinct(userSessions.userId) })
        .from(userSessions)
        .where(gte(userSessions.loginTime, trendStart)),
      db
        .select({ day: utcDay(userActivity.timestamp), count: count() })
        .from(userActivity)
        .where(between(userActivity.timestamp, trendStart, now))
        .groupBy(utcDay(userActivity.timestamp)),
      db
        .select({ day: utcDay(users.createdAt), count: count() })
        .from(users)
        .where(between(users.createdAt, trendStart, now))
        .groupBy(utcDay(users.createdAt)),
    ],
  );

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
    { images: images?.thisMonth ?? 0, stories: storyCounts?.thisMonth ?? 0 },
    costs,
  );
  return {
    totalUsers,
    totalImages: images?.total ?? 0,
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
    recentActivity: fillDailyCounts(period.trendDays, activity),
    userGrowth: fillDailyCounts(period.trendDays, growth),
  };
}
