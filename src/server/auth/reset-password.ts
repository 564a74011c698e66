import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { AUTH_MESSAGES, type TResetPasswordResponse } from "../../shared/contracts/auth";
import type { Language } from "../../shared/languages";
import { recordActivity } from "../activity/record-activity";
import { sessions, users } from "../db/schema";
import { familyLanguage } from "../languages/request-language";
import { resetPasswordMail } from "../mail/reset-password-mail";
import { AUTH_RATE_RULES } from "./auth-rate-limits";
import { RESET_LINK_VALID_MS, type AuthDeps } from "./auth-deps";
import { confirmResetLink, linkDelivery } from "./auth-links";
import { hashPassword } from "./passwords";
import { sendLinkMail } from "./send-link-mail";
import { hashToken, newToken } from "./tokens";
import { endAllUserSessions } from "./user-session-log";
import { greetingName } from "./user-presenter";

/**
 * DESIGN decision 4: the new password's hash waits as pending, and a one-use link valid for an
 * hour is mailed to the account's address; nothing changes until that link is opened. A newer
 * request replaces an older one. The answer (and its work: a hash is made either way) is the same
 * whether or not the address has an account.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: {
    email: string;
    password: string;
    ipAddress: string;
    linkBase: string;
    /** The device's language: the mail's when the family has none of its own. */
    language: Language;
  },
): Promise<TResetPasswordResponse> {
  const { db, limiter, now } = deps;
  await limiter.consume(AUTH_RATE_RULES.resetAddress, input.ipAddress);
  await limiter.consume(AUTH_RATE_RULES.resetEmail, input.email);
  const pendingPasswordHash = await hashPassword(input.password);
  const { token, tokenHash } = newToken();
  const link = confirmResetLink(input.linkBase, token);
  const at = now();
  const [user] = await db
    .update(users)
    .set({
      pendingPasswordHash,
      passwordResetToken: tokenHash,
      passwordResetExpires: new Date(at.getTime() + RESET_LINK_VALID_MS),
      updatedAt: at,
    })
    .where(eq(sql`lower(${users.email})`, input.email))
    .returning();
  if (user) {
    const language = (await familyLanguage(db, user.id)) ?? input.language;
    const mail = { to: user.email, greetingName: greetingName(user), url: link, language };
    await sendLinkMail(deps, resetPasswordMail(mail));
  }
  // Never handed back, even to a caller that looks local: a proxy that adds no forwarding
  // header makes every caller look local (DESIGN decision 4).
  return { message: AUTH_MESSAGES.resetRequested, delivery: linkDelivery(deps.mail) };
}

/**
 * Applies the pending password behind a confirmation link (once, within the hour), confirms the
 * e-mail (the link proves it), and ends every session of the account. Answers the user's id, or
 * null for a forged, used or expired link.
 */
export async function confirmPasswordReset(
  deps: Pick<AuthDeps, "db" | "now">,
  token: string | undefined,
): Promise<string | null> {
  if (!token) return null;
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        passwordHash: sql`${users.pendingPasswordHash}`,
        pendingPasswordHash: null,
        passwordResetToken: null,
        passwordResetExpires: null,
        emailVerified: "true",
        emailVerificationToken: null,
        emailVerificationExpires: null,
        emailVerificationBrowser: null,
        sessionsRevokedAt: at,
        updatedAt: at,
      })
      .where(
        and(
          eq(users.passwordResetToken, hashToken(token)),
          gt(users.passwordResetExpires, at),
          isNotNull(users.pendingPasswordHash),
        ),
      )
      .returning({ id: users.id });
    if (!user) return null;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await endAllUserSessions(tx, { userId: user.id, at });
    await recordActivity(tx, { userId: user.id, type: "password_reset", at });
    return user.id;
  });
}
