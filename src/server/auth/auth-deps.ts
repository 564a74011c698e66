import type { Database } from "../db/client";
import type { IdentityHasher } from "../family/blocked-identity";
import type { RateLimiter } from "../lib/rate-limiter";
import type { MailProvider } from "../providers/mail/mail-provider";

/** What the account services use; tests pass the real ones on a fresh database. */
export interface AuthDeps {
  db: Database;
  mail: MailProvider;
  limiter: RateLimiter;
  now: () => Date;
  /** A new account is blocked by every family that blocked a deleted one of its e-mail or username. */
  hashIdentity: IdentityHasher;
  log: { error(details: Record<string, unknown>, message: string): void };
}

export const VERIFY_EMAIL_VALID_HOURS = 48;
export const RESET_LINK_VALID_MS = 60 * 60 * 1000;
