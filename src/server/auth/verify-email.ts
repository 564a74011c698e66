import { and, eq, gt, sql } from "drizzle-orm";
import { AUTH_MESSAGES, type TResendVerificationResponse } from "../../shared/contracts/auth";
import { recordActivity } from "../activity/record-activity";
import { users } from "../db/schema";
import { verifyEmailMail } from "../mail/verify-email-mail";
import { AUTH_RATE_RULES } from "./auth-rate-limits";
import { VERIFY_EMAIL_VALID_HOURS, type AuthDeps } from "./auth-deps";
import { linkDelivery, verifyEmailLink } from "./auth-links";
import { sendLinkMail } from "./send-link-mail";
import { hashToken, newToken } from "./tokens";
import { greetingName } from "./user-presenter";

/** Confirms the address behind a verification link: once, before it expires. */
export async function verifyEmail(
  deps: Pick<AuthDeps, "db" | "now">,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        emailVerified: "true",
        emailVerificationToken: null,
        emailVerificationExpires: null,
        updatedAt: at,
      })
      .where(
        and(
          eq(users.emailVerificationToken, hashToken(token)),
          gt(users.emailVerificationExpires, at),
        ),
      )
      .returning({ id: users.id });
    if (!user) return false;
    await recordActivity(tx, { userId: user.id, type: "email_verified", at });
    return true;
  });
}

/**
 * Mails a fresh link (the old one stops working) to an account still waiting for confirmation.
 * The answer is the same for every address; see ZResendVerificationResponse for the local link.
 */
export async function resendVerification(
  deps: AuthDeps,
  input: { email: string; ipAddress: string; linkBase: string; handBackLink: boolean },
): Promise<TResendVerificationResponse> {
  const { db, limiter, now } = deps;
  await limiter.consume(AUTH_RATE_RULES.resendAddress, input.ipAddress);
  await limiter.consume(AUTH_RATE_RULES.resendEmail, input.email);
  const { token, tokenHash } = newToken();
  const link = verifyEmailLink(input.linkBase, token);
  const at = now();
  const [user] = await db
    .update(users)
    .set({
      emailVerificationToken: tokenHash,
      emailVerificationExpires: new Date(at.getTime() + VERIFY_EMAIL_VALID_HOURS * 3600_000),
      updatedAt: at,
    })
    .where(and(eq(sql`lower(${users.email})`, input.email), eq(users.emailVerified, "false")))
    .returning();
  if (user) {
    await sendLinkMail(
      deps,
      verifyEmailMail({
        to: user.email,
        name: greetingName(user),
        link,
        validHours: VERIFY_EMAIL_VALID_HOURS,
      }),
    );
  }
  return {
    message: AUTH_MESSAGES.verificationResent,
    delivery: linkDelivery(deps.mail),
    ...(input.handBackLink ? { verificationLink: link } : {}),
  };
}
