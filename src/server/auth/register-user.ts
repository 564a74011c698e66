import { eq, or, sql } from "drizzle-orm";
import {
  AUTH_MESSAGES,
  type TRegisterBody,
  type TRegisterResponse,
} from "../../shared/contracts/auth";
import { recordActivity } from "../activity/record-activity";
import { users } from "../db/schema";
import { conflict, serviceUnavailable } from "../lib/app-error";
import { verifyEmailMail } from "../mail/verify-email-mail";
import { AUTH_RATE_RULES } from "./auth-rate-limits";
import { VERIFY_EMAIL_VALID_HOURS, type AuthDeps } from "./auth-deps";
import { verifyEmailLink } from "./auth-links";
import { hashPassword } from "./passwords";
import { newToken } from "./tokens";
import { uniqueViolation } from "./unique-violation";

/**
 * Creates an unverified account and mails its confirmation link (DESIGN decision 4). The user is
 * not signed in: sign-in waits for the confirmed e-mail. The visitor id of the browser that
 * signed up is kept, so its pictures move to the account at the first sign-in (decision 2).
 * If the mail cannot be sent, nothing is stored.
 */
export async function registerUser(
  deps: AuthDeps,
  input: {
    body: TRegisterBody;
    ipAddress: string;
    visitorId: string | undefined;
    linkBase: string;
  },
): Promise<TRegisterResponse> {
  const { db, mail, limiter, now } = deps;
  const { body } = input;
  await limiter.consume(AUTH_RATE_RULES.signUpAddress, input.ipAddress);

  const [taken] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, body.username.toLowerCase()),
        eq(sql`lower(${users.email})`, body.email),
      ),
    )
    .limit(1);
  if (taken) {
    throw conflict(
      taken.email.toLowerCase() === body.email
        ? AUTH_MESSAGES.emailTaken
        : AUTH_MESSAGES.usernameTaken,
    );
  }

  const passwordHash = await hashPassword(body.password);
  const { token, tokenHash } = newToken();
  const at = now();
  const link = verifyEmailLink(input.linkBase, token);
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: body.username,
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName || null,
          emailVerificationToken: tokenHash,
          emailVerificationExpires: new Date(at.getTime() + VERIFY_EMAIL_VALID_HOURS * 3600_000),
          signupVisitorId: input.visitorId ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: users.id });
      if (!user) throw new Error("The new account was not stored");
      await recordActivity(tx, { userId: user.id, type: "sign_up", at });
      await mail
        .send(
          verifyEmailMail({
            to: body.email,
            name: body.firstName,
            link,
            validHours: VERIFY_EMAIL_VALID_HOURS,
          }),
        )
        .catch(() => {
          throw serviceUnavailable(AUTH_MESSAGES.mailFailed);
        });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined) {
      throw conflict(
        constraint.includes("email") ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken,
      );
    }
    throw error;
  }

  return {
    message: AUTH_MESSAGES.registered,
    email: body.email,
    ...(mail.deliversMail ? {} : { verificationLink: link }),
  };
}
