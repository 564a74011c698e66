import { z } from "zod";
import { ZPlanId } from "../plans";
import { ZUsage } from "./subscription";
import { ZRecordIdParams, zText } from "./text";

/**
 * The admin console (spec core.md §2, §3, §8, §9; DESIGN decision 5). Every call carries
 * `Authorization: Basic …` with ADMIN_USERNAME / ADMIN_PASSWORD: 401 without or wrong, 429 after
 * repeated failures, 503 when no admin is configured.
 *
 * Calls:
 * - GET /api/admin/users[?limit=&cursor=]     → 200 ZAdminUsersPage (newest users first)
 * - GET /api/admin/users/{id}/statistics      → 200 ZAdminUserRow | 404
 * - GET /api/admin/analytics                  → 200 ZAdminAnalytics
 * Support calls: see ./support.ts.
 *
 * Money is US dollars. Costs count this UTC month's pictures and stories times the configured
 * cost of each engine (COST_PER_IMAGE_USD, COST_PER_STORY_USD); revenue is this UTC month's
 * completed payments.
 */

export const ADMIN_MESSAGES = {
  loginFailedTitle: "Login Failed",
  loginFailed: "Invalid admin credentials",
  loginErrorTitle: "Login Error",
  loginError: "Failed to connect to admin services",
  fetchFailed: "Failed to fetch",
  /** Under fetchFailed when the server gave no sentence of its own. */
  loadAgain: "This could not be loaded just now. Please try again in a moment.",
  statusUpdatedTitle: "Status Updated",
  updateFailedTitle: "Update Failed",
  notConfigured:
    "The admin console is switched off: set ADMIN_USERNAME and ADMIN_PASSWORD on the server to use it.",
  tooManyFailures: "Too many failed admin sign-ins. Please wait {wait} and try again.",
  badCursor: "That page cursor is not one this server handed out.",
} as const;

export const ZAdminUserStatistics = z.object({
  totalSessions: z.number().int().min(0),
  /** Seconds signed in, over ended sessions. */
  totalPlayTime: z.number().int().min(0),
  /** Seconds per ended session (0 when none ended). */
  averageSessionTime: z.number().int().min(0),
  lastLoginTime: z.string().nullable(),
  totalImages: z.number().int().min(0),
  /** Of those, the pictures an image model drew (the rest are the built-in illustrator's). */
  totalApiImages: z.number().int().min(0),
  totalStories: z.number().int().min(0),
  diaryEntries: z.number().int().min(0),
});
export type TAdminUserStatistics = z.infer<typeof ZAdminUserStatistics>;

export const ZCostAnalysis = z.object({
  totalMonthlyCost: z.number().min(0),
  monthlyRevenue: z.number().min(0),
  /** (revenue − cost) / revenue in percent; −100 when it costs money and brings none, 0 when neither. */
  profitMargin: z.number(),
  isUnprofitable: z.boolean(),
  /** What one picture costs (COST_PER_IMAGE_USD). */
  costPerImage: z.number().min(0),
});
export type TCostAnalysis = z.infer<typeof ZCostAnalysis>;

/** One user in the console; when its figures could not be worked out, `error` says why. */
export const ZAdminUserRow = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  subscriptionPlan: z.string(),
  subscriptionStatus: z.string(),
  error: z.string().optional(),
  /** This UTC month's pictures and stories against the plan's allowance. */
  usage: ZUsage.nullable(),
  statistics: ZAdminUserStatistics.nullable(),
  costAnalysis: ZCostAnalysis.nullable(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_USERS_MAX_PAGE_SIZE = 200;

export const ZAdminUsersQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_USERS_MAX_PAGE_SIZE)
    .default(ADMIN_USERS_PAGE_SIZE),
  /** The `nextCursor` of the page before (checked in full where it is read). */
  cursor: zText()
    .max(200, ADMIN_MESSAGES.badCursor)
    .regex(/^[A-Za-z0-9_-]+$/, ADMIN_MESSAGES.badCursor)
    .optional(),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

export const ZAdminUsersPage = z.object({
  users: z.array(ZAdminUserRow),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  totalUsers: z.number().int().min(0),
});
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

export const ZAdminUserIdParams = ZRecordIdParams;

/** One UTC day (YYYY-MM-DD) and how many things happened on it. */
export const ZDailyCount = z.object({ date: z.string(), count: z.number().int().min(0) });
export type TDailyCount = z.infer<typeof ZDailyCount>;

export const TREND_DAYS = 7;

export const ZAdminAnalytics = z.object({
  totalUsers: z.number().int().min(0),
  /** Every stored picture, visitors' trial pictures included. */
  totalImages: z.number().int().min(0),
  /** Of those, the pictures an image model drew (the rest are the built-in illustrator's). */
  totalApiImages: z.number().int().min(0),
  totalStories: z.number().int().min(0),
  userMetrics: z.object({
    paidUsers: z.number().int().min(0),
    /** Users who signed in during the last 7 days. */
    activeUsers: z.number().int().min(0),
  }),
  financial: z.object({
    totalMonthlyRevenue: z.number().min(0),
    /** This month's model pictures (visitors' included) and stories times their engine costs. */
    totalMonthlyCost: z.number().min(0),
    netProfit: z.number(),
  }),
  subscriptionBreakdown: z.record(ZPlanId, z.number().int().min(0)),
  /** Things users did per day (sign-ins, pictures, settings…), the last 7 UTC days, oldest first. */
  recentActivity: z.array(ZDailyCount).length(TREND_DAYS),
  /** New accounts per day, the last 7 UTC days, oldest first. */
  userGrowth: z.array(ZDailyCount).length(TREND_DAYS),
});
export type TAdminAnalytics = z.infer<typeof ZAdminAnalytics>;
