import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { diaryImages, generatedImages, payments, stories, userSessions, users } from "../db/schema";
import type { ReportingPeriod } from "./reporting-period";

/** A user and every figure the console shows, straight from one SQL statement. */
export interface UserFiguresRow {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  subscriptionPlan: string;
  subscriptionStatus: string;
  /** The exact `created_at` as PostgreSQL writes it, for the page cursor. */
  createdAtKey: string;
  totalSessions: number;
  endedSessions: number;
  totalPlayTime: number;
  lastLoginTime: Date | null;
  totalImages: number;
  totalStories: number;
  diaryEntries: number;
  imagesThisMonth: number;
  /** Pictures an image model drew: in all, and this month (the costed ones). */
  totalApiImages: number;
  apiImagesThisMonth: number;
  storiesThisMonth: number;
  /** Completed payments captured this month, in dollars (numeric as text). */
  revenueThisMonth: string;
}

/**
 * `(select aggregate from table where condition)`. Drizzle writes the columns of a single-table
 * select without their table name, so the aggregate and the condition stay nested SQL pieces,
 * which keep `"table"."column"` and so tell the subquery's table from the outer `users`.
 */
const scalar = <T>(aggregate: SQL, table: PgTable, where: SQL) =>
  sql<T>`(select ${aggregate} from ${table} where ${where})`;
const count = (table: PgTable, where: SQL) => scalar<number>(sql`count(*)::int`, table, where);

/**
 * The figures of the users matching `where`, newest first. Each figure is a correlated subquery
 * answered from the per-user indexes, so a page of 50 costs the same with 10 or 10,000 users.
 */
export async function selectUserFigures(
  db: Database,
  options: { where?: SQL | undefined; limit: number; period: ReportingPeriod },
): Promise<UserFiguresRow[]> {
  const { monthStart, nextMonthStart } = options.period;
  const inMonth = (column: AnyPgColumn) =>
    sql`${column} >= ${monthStart.toISOString()}::timestamptz and ${column} < ${nextMonthStart.toISOString()}::timestamptz`;
  const ownImages = sql`${generatedImages.userId} = ${users.id}`;
  const ownApiImages = sql`${ownImages} and ${generatedImages.engine} = 'api'`;
  const ownStories = sql`${stories.userId} = ${users.id}`;
  const ownSessions = sql`${userSessions.userId} = ${users.id}`;

  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      subscriptionPlan: users.subscriptionPlan,
      subscriptionStatus: users.subscriptionStatus,
      createdAtKey: sql<string>`${users.createdAt}::text`,
      totalSessions: count(userSessions, ownSessions),
      endedSessions: scalar<number>(
        sql`count(${userSessions.sessionDuration})::int`,
        userSessions,
        ownSessions,
      ),
      totalPlayTime: scalar<number>(
        sql`coalesce(sum(${userSessions.sessionDuration}), 0)::int`,
        userSessions,
        ownSessions,
      ),
      lastLoginTime: scalar<Date | null>(
        sql`max(${userSessions.loginTime})`,
        userSessions,
        ownSessions,
      ).mapWith(userSessions.loginTime),
      totalImages: count(generatedImages, ownImages),
      totalStories: count(stories, ownStories),
      diaryEntries: count(diaryImages, sql`${diaryImages.userId} = ${users.id}`),
      imagesThisMonth: count(
        generatedImages,
        sql`${ownImages} and ${inMonth(generatedImages.createdAt)}`,
      ),
      totalApiImages: count(generatedImages, ownApiImages),
      apiImagesThisMonth: count(
        generatedImages,
        sql`${ownApiImages} and ${inMonth(generatedImages.createdAt)}`,
      ),
      storiesThisMonth: count(stories, sql`${ownStories} and ${inMonth(stories.createdAt)}`),
      revenueThisMonth: scalar<string>(
        sql`coalesce(sum(${payments.amount}), 0)::text`,
        payments,
        sql`${payments.userId} = ${users.id} and ${payments.status} = 'completed'
          and ${inMonth(payments.capturedAt)}`,
      ),
    })
    .from(users)
    .where(options.where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(options.limit);
}

/** Users strictly after a cursor position in the newest-first order. */
export function afterCursor(cursor: { createdAtKey: string; id: string }): SQL | undefined {
  const at = sql`${cursor.createdAtKey}::timestamptz`;
  return or(
    sql`${users.createdAt} < ${at}`,
    and(sql`${users.createdAt} = ${at}`, sql`${users.id} < ${cursor.id}`),
  );
}

export const byUserId = (id: string) => eq(users.id, id);
