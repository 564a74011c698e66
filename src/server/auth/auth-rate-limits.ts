import type { RateRule } from "../lib/rate-limiter";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The account limits. Failed sign-ins count per account, per address and per account from one
 * address (a right password gives its attempt back); how they combine is in `sign-in-limits.ts`.
 * Sign-ups, resets and resends count every call. High enough for a family and the end-to-end
 * tests, low enough to stop guessing.
 */
export const AUTH_RATE_RULES = {
  /** Past this, the account is guarded: each address gets only a few tries at it. */
  signInAccount: {
    name: "sign-in:account",
    max: 10,
    windowMs: 15 * MINUTE,
    message: "Too many sign-in attempts for this account. Please wait {wait} and try again.",
  },
  signInAccountFromAddress: {
    name: "sign-in:account+address",
    max: 10,
    windowMs: 15 * MINUTE,
    message: "Too many sign-in attempts for this account. Please wait {wait} and try again.",
  },
  /** Past this, the address (a school, a library) is guarded: a few tries at each account. */
  signInAddress: {
    name: "sign-in:address",
    max: 50,
    windowMs: 15 * MINUTE,
    message: "Too many sign-in attempts from this network. Please wait {wait} and try again.",
  },
  signUpAddress: {
    name: "sign-up:address",
    max: 20,
    windowMs: HOUR,
    message: "Too many new accounts from this network. Please wait {wait} and try again.",
  },
  resetAddress: {
    name: "reset:address",
    max: 10,
    windowMs: HOUR,
    message: "Too many password reset requests. Please wait {wait} and try again.",
  },
  resetEmail: {
    name: "reset:email",
    max: 5,
    windowMs: HOUR,
    message: "Too many password reset requests for this email. Please wait {wait} and try again.",
  },
  resendAddress: {
    name: "resend:address",
    max: 10,
    windowMs: HOUR,
    message: "Too many confirmation emails asked for. Please wait {wait} and try again.",
  },
  resendEmail: {
    name: "resend:email",
    max: 5,
    windowMs: HOUR,
    message: "Too many confirmation emails for this address. Please wait {wait} and try again.",
  },
} satisfies Record<string, RateRule>;
