import { count } from "drizzle-orm";
import type {
  TAdminUserRow,
  TAdminUsersPage,
  TAdminUsersQuery,
} from "../../shared/contracts/admin";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { badRequest, notFound } from "../lib/app-error";
import { presentAdminUser } from "./admin-user-presenter";
import type { EngineCosts } from "./cost-analysis";
import { reportingPeriod } from "./reporting-period";
import { afterCursor, byUserId, selectUserFigures } from "./user-figures";

export interface AdminUsersDeps {
  db: Database;
  costs: EngineCosts;
  now: () => Date;
}

const encodeCursor = (position: { createdAtKey: string; id: string }) =>
  Buffer.from(JSON.stringify([position.createdAtKey, position.id])).toString("base64url");

function decodeCursor(cursor: string): { createdAtKey: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      typeof value[1] === "string" &&
      !Number.isNaN(Date.parse(value[0]))
    ) {
      return { createdAtKey: value[0], id: value[1] };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest("That page cursor is not one this server handed out.");
}

/** One page of the console's user list, newest accounts first (keyset paging in SQL). */
export async function listAdminUsers(
  deps: AdminUsersDeps,
  query: TAdminUsersQuery,
): Promise<TAdminUsersPage> {
  const period = reportingPeriod(deps.now());
  const rows = await selectUserFigures(deps.db, {
    where: query.cursor ? afterCursor(decodeCursor(query.cursor)) : undefined,
    limit: query.limit + 1,
    period,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const [total] = await deps.db.select({ value: count() }).from(users);
  return {
    users: page.map((row) => presentAdminUser(row, deps.costs)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
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
