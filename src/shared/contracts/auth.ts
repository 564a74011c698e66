import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "../limits";
import { zText } from "./text";
import { zPersonName } from "./single-line-text";

/**
 * Accounts: sign-up, e-mail verification, sign-in, sign-out, password reset (spec core.md §5, §7,
 * §8; DESIGN decisions 2 and 4). Field messages are the spec's words where it gives them.
 *
 * Calls:
 * - POST /api/auth/register            ZRegisterBody → 201 ZRegisterResponse | 400 | 409 | 429 | 503
 *   (the same 201 for an address that already has an account: its owner is mailed instead; 409 is
 *   only for a taken username, usernames being public)
 * - GET  /api/auth/verify-email?token  → 302 /auth?verified=signed-in (the browser that signed up,
 *   now signed in) | /auth?verified=1 (any other browser: confirmed only) | /auth?verified=invalid
 * - POST /api/auth/resend-verification ZResendVerificationBody → 200 ZResendVerificationResponse | 429
 * - POST /api/auth/login               ZLoginBody → 200 ZUser | 401 | 403 ZEmailNotVerifiedBody | 429
 * - GET  /api/auth/user                → 200 ZUser | 401
 * - POST /api/auth/logout              → 204 (GET /api/logout: the same from a same-site
 *   navigation, then 302 /; a cross-site one only goes to / and signs nobody out)
 * - GET  /api/login                    → 302 /auth
 * - POST /api/auth/reset-password-direct ZResetPasswordBody → 200 ZResetPasswordResponse | 400 | 429
 * - GET  /api/auth/confirm-password-reset?token → 302 /auth?reset=1 | /auth?reset=invalid
 */

export const AUTH_MESSAGES = {
  emailInvalid: "Please enter a valid email address",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Please keep your password under ${PASSWORD_MAX_LENGTH} characters`,
  confirmRequired: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  usernameTooShort: `Usernames need at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Please keep your username under ${USERNAME_MAX_LENGTH + 1} characters`,
  usernameCharacters: "Usernames can use letters, numbers, dots, dashes and underscores",
  firstNameRequired: "Please enter your first name",
  nameTooLong: `Please keep names under ${NAME_MAX_LENGTH + 1} characters`,
  invalidCredentials: "Invalid username/email or password.",
  accountBlocked:
    "This account has been blocked after a safety report. Please write to us on the Contact page.",
  usernameTaken: "That username is already taken. Please choose another one.",
  emailNotVerifiedTitle: "Confirm Your Email",
  emailNotVerified:
    "Please confirm your email address first: open the link we sent you. Didn't get it? We can send it again.",
  signInRequired: "Please sign in first.",
  registered:
    "Account created! Please check your email and click the link to confirm your address.",
  verificationResent:
    "If an account with that email is waiting for confirmation, we've sent a new link. Please check your inbox.",
  resetRequested:
    "If an account uses that email, we've sent a link to confirm your new password. The link works for 1 hour.",
  mailFailed: "We couldn't send the email just now. Please try again in a moment.",
} as const;

/** Where the e-mail links land: /auth?verified=… and /auth?reset=… */
export const AUTH_LANDING = {
  verified: "/auth?verified=1",
  /** The link opened in the browser that signed up: confirmed and signed in. */
  verifiedSignedIn: "/auth?verified=signed-in",
  verifyInvalid: "/auth?verified=invalid",
  reset: "/auth?reset=1",
  resetInvalid: "/auth?reset=invalid",
} as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const ZEmail = zText(AUTH_MESSAGES.emailInvalid)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

export const ZNewPassword = zText(AUTH_MESSAGES.passwordTooShort)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

const ZConfirmPassword = zText(AUTH_MESSAGES.confirmRequired).min(1, AUTH_MESSAGES.confirmRequired);

export const ZUsername = zText(AUTH_MESSAGES.usernameRequired)
  .trim()
  .min(1, AUTH_MESSAGES.usernameRequired)
  .min(USERNAME_MIN_LENGTH, AUTH_MESSAGES.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, AUTH_MESSAGES.usernameTooLong)
  .regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameCharacters);

const passwordsMatch = {
  check: (body: { password: string; confirmPassword?: string | undefined }) =>
    body.confirmPassword === undefined || body.password === body.confirmPassword,
  params: { message: AUTH_MESSAGES.passwordsDontMatch, path: ["confirmPassword"] },
};

export const ZRegisterBody = z
  .object({
    firstName: zPersonName(AUTH_MESSAGES.firstNameRequired)
      .trim()
      .min(1, AUTH_MESSAGES.firstNameRequired)
      .max(NAME_MAX_LENGTH, AUTH_MESSAGES.nameTooLong),
    lastName: zPersonName().trim().max(NAME_MAX_LENGTH, AUTH_MESSAGES.nameTooLong).default(""),
    username: ZUsername,
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: ZConfirmPassword,
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type TRegisterBody = z.infer<typeof ZRegisterBody>;
export type TRegisterForm = z.input<typeof ZRegisterBody>;

/**
 * Where the mailed link went: `email` through a mail server, or `outbox` with none configured
 * (a file in the outbox folder and a line in the log, on the machine the server runs on).
 */
export const ZLinkDelivery = z.enum(["email", "outbox"]);
export type TLinkDelivery = z.infer<typeof ZLinkDelivery>;

/**
 * `verificationLink` only for a person at the server's own machine when no mail server is
 * configured (DESIGN decision 4): the request's socket address is loopback and no proxy forwarded
 * it. Everyone else finds the link in the mail (or the outbox folder and the server's log).
 */
export const ZRegisterResponse = z.object({
  message: z.string(),
  email: z.string(),
  delivery: ZLinkDelivery,
  verificationLink: z.string().optional(),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZLoginBody = z.object({
  /** A username or an e-mail address. */
  username: zText(AUTH_MESSAGES.usernameRequired)
    .trim()
    .min(1, AUTH_MESSAGES.usernameRequired)
    .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.invalidCredentials),
  password: zText(AUTH_MESSAGES.passwordRequired)
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.invalidCredentials),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** 403 from sign-in with the right password before the e-mail is confirmed. */
export const ZEmailNotVerifiedBody = z.object({
  code: z.literal("email_not_verified"),
  title: z.string(),
  message: z.string(),
  email: z.string(),
});
export type TEmailNotVerifiedBody = z.infer<typeof ZEmailNotVerifiedBody>;

export const ZSubscriptionPlan = z.enum(["free", "premium", "platinum"]);
export const ZSubscriptionStatus = z.enum(["pending", "active", "cancel_at_period_end"]);

/** The signed-in user as presented: never a password hash or a token. */
export const ZUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  authProvider: z.string(),
  subscriptionPlan: ZSubscriptionPlan,
  subscriptionStatus: ZSubscriptionStatus,
  subscriptionEndDate: z.string().nullable(),
  monthlyImagesUsed: z.number().int(),
  monthlyStoriesUsed: z.number().int(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZResendVerificationBody = z.object({ email: ZEmail });
export type TResendVerificationBody = z.infer<typeof ZResendVerificationBody>;

/**
 * The same message whatever the address. `verificationLink` comes on the same terms as in
 * ZRegisterResponse, and then for every address: a link for an unknown or already confirmed
 * address simply lands on /auth?verified=invalid, so the answer reveals nothing.
 */
export const ZResendVerificationResponse = z.object({
  message: z.string(),
  delivery: ZLinkDelivery,
  verificationLink: z.string().optional(),
});
export type TResendVerificationResponse = z.infer<typeof ZResendVerificationResponse>;

/** The call carries {email, password}; a form may also send confirmPassword, which must match. */
export const ZResetPasswordBody = z
  .object({
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: ZConfirmPassword.optional(),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

/** The reset form on /reset-password: the same four rules as registration. */
export const ZResetPasswordForm = z
  .object({ email: ZEmail, password: ZNewPassword, confirmPassword: ZConfirmPassword })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

/**
 * The same answer for every address. A password link is never in it, whoever asks (DESIGN
 * decision 4): it goes by mail, or to the outbox folder and the log.
 */
export const ZResetPasswordResponse = z.object({
  message: z.string(),
  delivery: ZLinkDelivery,
});
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

/** The one-use links' query: anything malformed is simply an invalid link. */
export const ZTokenQuery = z.object({ token: zText().max(200).optional().catch(undefined) });
