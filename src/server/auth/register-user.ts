import { eq, or, sql } from "drizzle-orm";
import {
  AUTH_MESSAGES,
  type TRegisterBody,
  type TRegisterResponse,
} from "../../shared/contracts/auth";
import { recordActivity } from "../activity/record-activity";
import { users } from "../db/schema";
import { renewBlocksFor } from "../family/blocked-identity";
import type { Language } from "../../shared/languages";
import { familyLanguage } from "../languages/request-language";
import { conflict, serviceUnavailable } from "../lib/app-error";
import { signUpAttemptMail } from "../mail/sign-up-attempt-mail";
import { verifyEmailMail } from "../mail/verify-email-mail";
import type { MailMessage } from "../providers/mail/mail-provider";
import { AUTH_RATE_RULES } from "./auth-rate-limits";
import { VERIFY_EMAIL_VALID_HOURS, type AuthDeps } from "./auth-deps";
import { linkDelivery, verifyEmailLink } from "./auth-links";
import { hashPassword } from "./passwords";
import { newToken } from "./tokens";
import { uniqueViolation } from "./unique-violation";
import { greetingName } from "./user-presenter";

interface RegisterInput {
  body: TRegisterBody;
  ipAddress: string;
  visitorId: string | undefined;
  linkBase: string;
  /** Whether the answer may carry the link (DESIGN decision 4, see mayHandBackLink). */
  handBackLink: boolean;
  /** The hash of the value this browser's session keeps: its link opened here signs in. */
  browserKeyHash: string;
  /**
   * The language the visitor uses (the device's): the confirmation mail is written in it, and it
   * is kept as the family's until a grown-up chooses one, so later mail is in it too.
   */
  language: Language;
}

/**
 * Creates an unverified account and mails its confirmation link (DESIGN decision 4). The user is
 * not signed in: sign-in waits for the confirmed e-mail. The visitor id of the browser that
 * signed up is kept, so its pictures move to the account at the first sign-in (decision 2).
 * If the mail cannot be sent, nothing is stored.
 *
 * An address that already has an account gets the same answer (status, shape, and the same work:
 * a password hash and one mail), and its owner is mailed instead, so the form never tells a
 * stranger who has an account. A taken username is said plainly: usernames are public.
 */
export async function registerUser(
  deps: AuthDeps,
  input: RegisterInput,
): Promise<TRegisterResponse> {
  const { db, limiter } = deps;
  const { body } = input;
  await limiter.consume(AUTH_RATE_RULES.signUpAddress, input.ipAddress);

  const taken = await db
    .select(OWNER_COLUMNS)
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, body.username.toLowerCase()),
        eq(sql`lower(${users.email})`, body.email),
      ),
    )
    .limit(2);
  if (taken.some((row) => row.username.toLowerCase() === body.username.toLowerCase())) {
    throw conflict(AUTH_MESSAGES.usernameTaken);
  }

  const passwordHash = await hashPassword(body.password);
  const { token, tokenHash } = newToken();
  const link = verifyEmailLink(input.linkBase, token);
  const owner = taken[0];
  if (owner) {
    await tellOwner(deps, owner, input);
  } else {
    const isCreated = await createAccount(deps, input, { passwordHash, tokenHash, link });
    if (!isCreated) await tellOwnerOf(deps, body.email, input);
  }

  return {
    message: AUTH_MESSAGES.registered,
    email: body.email,
    delivery: linkDelivery(deps.mail),
    // For an address that already had an account the token was never stored: the link lands
    // on /auth?verified=invalid, like resend's for an unknown address.
    ...(input.handBackLink ? { verificationLink: link } : {}),
  };
}

/** Stores the account and mails its link in one transaction. False if the e-mail was taken meanwhile. */
async function createAccount(
  deps: AuthDeps,
  input: RegisterInput,
  account: { passwordHash: string; tokenHash: string; link: string },
): Promise<boolean> {
  const { body } = input;
  const at = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: body.username,
          email: body.email,
          passwordHash: account.passwordHash,
          firstName: body.firstName,
          lastName: body.lastName || null,
          emailVerificationToken: account.tokenHash,
          emailVerificationExpires: new Date(at.getTime() + VERIFY_EMAIL_VALID_HOURS * 3600_000),
          emailVerificationBrowser: input.browserKeyHash,
          signupVisitorId: input.visitorId ?? null,
          signupLanguage: input.language,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: users.id });
      if (!user) throw new Error("The new account was not stored");
      await renewBlocksFor(tx, deps.hashIdentity, { ...body, id: user.id }, at);
      await recordActivity(tx, { userId: user.id, type: "sign_up", at });
      await sendOrRefuse(
        deps,
        verifyEmailMail({
          to: body.email,
          greetingName: body.firstName,
          url: account.link,
          validHours: VERIFY_EMAIL_VALID_HOURS,
          language: input.language,
        }),
      );
    });
    return true;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    if (constraint.includes("email")) return false;
    throw conflict(AUTH_MESSAGES.usernameTaken);
  }
}

/** A sign-up racing another with the same address: mail the one that won. */
async function tellOwnerOf(deps: AuthDeps, email: string, input: RegisterInput): Promise<void> {
  const [owner] = await deps.db
    .select(OWNER_COLUMNS)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (owner) await tellOwner(deps, owner, input);
}

const OWNER_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
};

/** Mails the owner of the address, in the family's language (the one asking may be anyone). */
async function tellOwner(
  deps: AuthDeps,
  owner: { id: string; username: string; email: string; firstName: string | null },
  input: Pick<RegisterInput, "linkBase" | "language">,
): Promise<void> {
  return sendOrRefuse(
    deps,
    signUpAttemptMail({
      to: owner.email,
      greetingName: greetingName(owner),
      url: `${input.linkBase}/auth`,
      resetUrl: `${input.linkBase}/reset-password`,
      language: (await familyLanguage(deps.db, owner.id)) ?? input.language,
    }),
  );
}

/** Sign-up waits for its mail either way (the same time for both paths); a failure is a 503. */
async function sendOrRefuse(deps: Pick<AuthDeps, "mail">, message: MailMessage): Promise<void> {
  await deps.mail.send(message).catch(() => {
    throw serviceUnavailable(AUTH_MESSAGES.mailFailed);
  });
}
