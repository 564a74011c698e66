import { ZSubscriptionPlan, ZSubscriptionStatus, type TUser } from "../../shared/contracts/auth";
import type { users } from "../db/schema";

export type UserRow = typeof users.$inferSelect;

/** What of a user leaves the server: never a hash, a token or a pending password. */
export function presentUser(row: UserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    emailVerified: row.emailVerified === "true",
    authProvider: row.authProvider,
    subscriptionPlan: ZSubscriptionPlan.catch("free").parse(row.subscriptionPlan),
    subscriptionStatus: ZSubscriptionStatus.catch("active").parse(row.subscriptionStatus),
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    monthlyImagesUsed: row.monthlyImagesUsed,
    monthlyStoriesUsed: row.monthlyStoriesUsed,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The name a mail greets. */
export const greetingName = (row: Pick<UserRow, "firstName" | "username">) =>
  row.firstName?.trim() || row.username;
