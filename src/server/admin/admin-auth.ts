import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { ADMIN_MESSAGES } from "../../shared/contracts/admin";
import { serviceUnavailable, unauthorized } from "../lib/app-error";
import type { RateLimiter, RateRule } from "../lib/rate-limiter";

export interface AdminCredentials {
  username: string;
  password: string;
}

/** Failed admin sign-ins per address; a right one gives its attempt back. */
export const ADMIN_FAILURE_RULE: RateRule = {
  name: "admin:address",
  max: 10,
  windowMs: 15 * 60 * 1000,
  message: ADMIN_MESSAGES.tooManyFailures,
};

/** The user name and password of an `Authorization: Basic …` header, or null. */
export function parseBasicAuthorization(header: string | undefined): AdminCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Compares two strings in time that does not depend on where they differ (or their lengths). */
function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function areAdminCredentials(given: AdminCredentials, expected: AdminCredentials): boolean {
  const isUsernameRight = isSameSecret(given.username, expected.username);
  const isPasswordRight = isSameSecret(given.password, expected.password);
  return isUsernameRight && isPasswordRight;
}

/**
 * Checks every admin call on the server (DESIGN decision 5): 503 when no admin is configured,
 * 429 after repeated failures from one address, 401 for missing or wrong credentials. No
 * `WWW-Authenticate` challenge is sent, so browsers never pop up their own sign-in box.
 */
export function createAdminGuard(deps: { admin: AdminCredentials | null; limiter: RateLimiter }) {
  const { admin, limiter } = deps;
  return async function requireAdmin(request: FastifyRequest): Promise<void> {
    if (!admin) throw serviceUnavailable(ADMIN_MESSAGES.notConfigured);
    await limiter.consume(ADMIN_FAILURE_RULE, request.ip);
    const given = parseBasicAuthorization(request.headers.authorization);
    if (!given || !areAdminCredentials(given, admin)) {
      throw unauthorized(ADMIN_MESSAGES.loginFailed);
    }
    await limiter.refund(ADMIN_FAILURE_RULE, request.ip);
  };
}
