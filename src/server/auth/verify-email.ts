import { timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { AUTH_MESSAGES, type TResendVerificationResponse } from "../../shared/contracts/auth";
import type { Language } from "../../shared/languages";
import { recordActivity } from "../activity/record-activity";
import { users } from "../db/schema";
import { familyLanguage } from "../languages/request-language";
import { verifyEmailMail } from "../mail/verify-email-mail";
import { AUTH_RATE_RULES } from "./auth-rate-limits";
import { VERIFY_EMAIL_VALID_HOURS, type AuthDeps } from "./auth-deps";
import { linkDelivery, verifyEmailLink } from "./auth-links";
import { sendLinkMail } from "./send-link-mail";
import { hashToken, newToken } from "./tokens";
import { greetingName } from "./user-presenter";

/** What a confirmation link did: which account it confirmed, and whether this browser signed it up. */
export interface EmailVerified {
  userId: string;
  /** The link was opened in the browser that signed up (its session holds the key): sign in. */
  isSignUpBrowser: boolean;
}

/**
 * Confirms the address behind a verification link: once, before it expires. The sign-up left a
 * random key in its browser's session and the key's hash on the account; the link tells whether
 * it was opened in that browser, and the key's hash goes with the token, so it serves once too,
 * and only within the 48 hours of the sign-up's own link.
 */
export async function verifyEmail(
  deps: Pick<AuthDeps, "db" | "now">,
  token: string | undefined,
  browserKey: string | undefined,
): Promise<EmailVerified | null> {
  if (!token) return null;
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select({
        id: users.id,
        browser: users.emailVerificationBrowser,
        signedUpAt: users.createdAt,
      })
      .from(users)
      .where(
        and(
          eq(users.emailVerificationToken, hashToken(token)),
          gt(users.emailVerificationExpires, at),
        ),
      )
      .for("update");
    if (!pending) return null;
    const [user] = await tx
      .update(users)
      .set({
        emailVerified: "true",
        emailVerificationToken: null,
        emailVerificationExpires: null,
        emailVerificationBrowser: null,
        updatedAt: at,
      })
      // The token again: a link opened twice at once confirms (and signs in) only once.
      .where(and(eq(users.id, pending.id), eq(users.emailVerificationToken, hashToken(token))))
      .returning({ id: users.id });
    if (!user) return null;
    await recordActivity(tx, { userId: user.id, type: "email_verified", at });
    // The key is set once, at sign-up, and lasts that first link's 48 hours: a resent link
    // (its own 48 hours) still confirms, but no longer signs in by the key after that.
    const isKeyFresh =
      at.getTime() < pending.signedUpAt.getTime() + VERIFY_EMAIL_VALID_HOURS * 3600_000;
    return {
      userId: user.id,
      isSignUpBrowser: isKeyFresh && isSameKey(browserKey, pending.browser),
    };
  });
}

function isSameKey(browserKey: string | undefined, storedHash: string | null): boolean {
  if (!browserKey || !storedHash) return false;
  const given = Buffer.from(hashToken(browserKey), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Mails a fresh link (the old one stops working) to an account still waiting for confirmation.
 * The answer is the same for every address; see ZResendVerificationResponse for the local link.
 */
export async function resendVerification(
  deps: AuthDeps,
  input: {
    email: string;
    ipAddress: string;
    linkBase: string;
    handBackLink: boolean;
    /** The device's language: the mail's when the family has none of its own. */
    language: Language;
  },
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
        greetingName: greetingName(user),
        url: link,
        validHours: VERIFY_EMAIL_VALID_HOURS,
        language: (await familyLanguage(db, user.id)) ?? input.language,
      }),
    );
  }
  return {
    message: AUTH_MESSAGES.verificationResent,
    delivery: linkDelivery(deps.mail),
    ...(input.handBackLink ? { verificationLink: link } : {}),
  };
}
