import { count } from "drizzle-orm";
import type {
  TAdminUserRow,
  TAdminUsersPage,
  TAdminUsersQuery,
} from "../../shared/contracts/admin";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { notFound } from "../lib/app-error";
import { presentAdminUser } from "./admin-user-presenter";
import type { EngineCosts } from "./cost-analysis";
import { reportingPeriod } from "./reporting-period";
import { decodeUsersCursor, encodeUsersCursor } from "./users-cursor";
import { afterCursor, byUserId, selectUserFigures } from "./user-figures";

export interface AdminUsersDeps {
  db: Database;
  costs: EngineCosts;
  now: () => Date;
}

/** One page of the console's user list, newest accounts first (keyset paging in SQL). */
export async function listAdminUsers(
  deps: AdminUsersDeps,
  query: TAdminUsersQuery,
): Promise<TAdminUsersPage> {
  const period = reportingPeriod(deps.now());
  const rows = await selectUserFigures(deps.db, {
    where: query.cursor ? afterCursor(decodeUsersCursor(query.cursor)) : undefined,
    limit: query.limit + 1,
    period,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const [total] = await deps.db.select({ value: count() }).from(users);
  return {
    users: page.map((row) => presentAdminUser(row, deps.costs)),
    nextCursor: rows.length > query.limit && last ? encodeUsersCursor(last) : null,
    totalUsers: total?.value ?? 0,
  };
}

/** One user's row, for GET /api/admin/users/{id}/statistics. */
export async function adminUserStatistics(
  deps: AdminUsersDeps,
  userId: string,
): Promise<TAdminUserRow> {
  const [row] = await selectUserFigures(deps.db, {
    where: byUserId(userId),
    limit: 1,
    period: reportingPeriod(deps.now()),
  });
  if (!row) throw notFound("There is no user with that id.");
  return presentAdminUser(row, deps.costs);
}
