import type { FastifyRequest } from "fastify";
import type { TLinkDelivery } from "../../shared/contracts/auth";
import type { MailProvider } from "../providers/mail/mail-provider";

/**
 * Where links in mail point: PUBLIC_URL when set (always, with SMTP), else the request's own
 * origin (a local installation, whose links go only to the person at the keyboard).
 */
export function linkBase(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  return `${request.protocol}://${request.host}`;
}

export const verifyEmailLink = (base: string, token: string) =>
  `${base}/api/auth/verify-email?token=${encodeURIComponent(token)}`;

export const confirmResetLink = (base: string, token: string) =>
  `${base}/api/auth/confirm-password-reset?token=${encodeURIComponent(token)}`;

/** How the answers say the link went (the same for every address). */
export const linkDelivery = (mail: Pick<MailProvider, "deliversMail">): TLinkDelivery =>
  mail.deliversMail ? "email" : "outbox";
