import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface Session {
    /** Owns the visitor's trial pictures until the browser signs in. */
    visitorId?: string;
    userId?: string;
    /** When this session signed in (ISO); a later password reset ends it. */
    signedInAt?: string;
    /** The `user_sessions` row that records this sign-in, closed at sign-out. */
    userSessionId?: string;
    /**
     * Set by a sign-up: the random value whose hash the new account keeps, so that its
     * confirmation link, opened in this browser, signs in (`auth/verify-email.ts`).
     */
    signUpBrowserKey?: string;
  }
}

/** The caller's visitor id, made (and the session saved) on first need. */
export function ensureVisitorId(request: FastifyRequest): string {
  if (!request.session.visitorId) request.session.visitorId = randomBytes(18).toString("base64url");
  return request.session.visitorId;
}

/** Who owns the pictures this request may see and change. */
export type PictureOwner =
  { kind: "user"; userId: string } | { kind: "visitor"; visitorId: string };

export function currentOwner(request: FastifyRequest): PictureOwner | null {
  const { userId, visitorId } = request.session;
  if (userId) return { kind: "user", userId };
  if (visitorId) return { kind: "visitor", visitorId };
  return null;
}

/** How the database names a gallery's owner in its change announcements (migration 0009). */
export function galleryKey(owner: PictureOwner): string {
  return owner.kind === "user" ? `user:${owner.userId}` : `visitor:${owner.visitorId}`;
}
