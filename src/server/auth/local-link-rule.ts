import type { FastifyRequest } from "fastify";
import { isLoopbackAddress } from "../lib/loopback";
import type { MailProvider } from "../providers/mail/mail-provider";

/** Headers a proxy adds: with any of them, the socket's address is the proxy's, not the person's. */
const FORWARDING_HEADERS = new Set(["forwarded", "via", "x-real-ip"]);
const isForwardingHeader = (name: string) =>
  FORWARDING_HEADERS.has(name) || name.startsWith("x-forwarded-");

/**
 * Whether the request comes from a person at the server's own machine: its socket address is
 * loopback (the raw socket's, never `request.ip`, which TRUST_PROXY takes from a header) and no
 * proxy handed it on.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return false;
  return !Object.keys(request.headers).some((name) => isForwardingHeader(name.toLowerCase()));
}

/**
 * DESIGN decision 4: a sign-up or password link comes back in the answer only when no mail
 * server is configured and the person asking sits at this machine. Anyone else gets it by mail
 * (or, without a mail server, through the outbox folder and the log), so knowing an e-mail
 * address is never enough to confirm it or to set its password.
 */
export const mayHandBackLink = (
  mail: Pick<MailProvider, "deliversMail">,
  request: FastifyRequest,
): boolean => !mail.deliversMail && isFromThisMachine(request);
