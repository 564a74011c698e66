import { and, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import { recordActivity } from "../activity/record-activity";
import { generatedImages, users } from "../db/schema";
import { forbidden, unauthorized } from "../lib/app-error";
import type { AuthDeps } from "./auth-deps";
import { findUserByLogin } from "./find-user";
import { countSignInTry } from "./sign-in-limits";
import { verifyPassword } from "./passwords";
import { startUserSession } from "./user-session-log";
import type { UserRow } from "./user-presenter";

export type SignInResult =
  { kind: "signed_in"; user: UserRow } | { kind: "email_not_verified"; email: string };

/**
 * Checks a username-or-e-mail and password. Every try counts (`sign-in-limits.ts`: 429 past the
 * limit, even with the right password); a right one gives its try back.
 */
export async function checkCredentials(
  deps: Pick<AuthDeps, "db" | "limiter">,
  input: { identifier: string; password: string; ipAddress: string },
): Promise<SignInResult> {
  const { db, limiter } = deps;
  const user = await findUserByLogin(db, input.identifier);
  // One counter per account, whether it is named by username or by e-mail.
  const accountKey = user ? `user:${user.id}` : `name:${input.identifier.trim().toLowerCase()}`;
  const giveBack = await countSignInTry(limiter, { accountKey, ipAddress: input.ipAddress });
  const isRight = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isRight) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  await giveBack();
  if (user.blockedAt) throw forbidden(AUTH_MESSAGES.accountBlocked);
  if (user.emailVerified !== "true") return { kind: "email_not_verified", email: user.email };
  return { kind: "signed_in", user };
}

/**
 * Signs this browser in as the user: a new session id (no fixation), the visitor's pictures
 * (this browser's, and those of the browser that signed up) moved to the account, the sign-in
 * recorded for the admin console.
 */
export async function startSignedInSession(
  deps: Pick<AuthDeps, "db" | "now">,
  request: FastifyRequest,
  user: UserRow,
): Promise<void> {
  const { db, now } = deps;
  const at = now();
  const visitorIds = [request.session.visitorId, user.signupVisitorId].filter(
    (id): id is string => !!id,
  );
  const userSessionId = await db.transaction(async (tx) => {
    let picturesMoved = 0;
    if (visitorIds.length > 0) {
      const moved = await tx
        .update(generatedImages)
        .set({ userId: user.id, visitorId: null })
        .where(and(inArray(generatedImages.visitorId, visitorIds), isNull(generatedImages.userId)))
        .returning({ id: generatedImages.id });
      picturesMoved = moved.length;
    }
    if (user.signupVisitorId) {
      await tx.update(users).set({ signupVisitorId: null }).where(eq(users.id, user.id));
    }
    const id = await startUserSession(tx, {
      userId: user.id,
      at,
      ipAddress: request.ip,
      userAgent: request.headers["user-agent"],
    });
    await recordActivity(tx, { userId: user.id, type: "sign_in", at, data: { picturesMoved } });
    return id;
  });
  await request.session.regenerate();
  request.session.userId = user.id;
  request.session.signedInAt = at.toISOString();
  request.session.userSessionId = userSessionId;
}
