import type { FastifyRequest } from "fastify";
import { hostname, networkInterfaces } from "node:os";
import type { TLinkDelivery } from "../../shared/contracts/auth";
import type { MailProvider } from "../providers/mail/mail-provider";

/**
 * Where links in mail point: PUBLIC_URL when set (always, with SMTP). Without it (a local
 * installation), the request's own address, but only when its host names this machine — the
 * listening address, `localhost`, and when listening on every interface this machine's own
 * addresses and name — so a forged `Host: evil.example` never puts another site in a mail.
 * Any other host gets `http://localhost:PORT`.
 */
export function createLinkBase(options: {
  publicUrl: string | undefined;
  listenHost: string;
  port: number;
}): (request: FastifyRequest) => string {
  if (options.publicUrl) {
    const base = options.publicUrl.replace(/\/+$/, "");
    return () => base;
  }
  const allowedHosts = thisMachinesHosts(options.listenHost);
  const fallback = `http://localhost:${options.port}`;
  return (request) => {
    const base = `${request.protocol}://${request.host}`;
    try {
      return allowedHosts.has(new URL(base).hostname.toLowerCase()) ? base : fallback;
    } catch {
      return fallback;
    }
  };
}

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);

/** The host names (as a URL's `hostname` spells them) that reach this server on this machine. */
function thisMachinesHosts(listenHost: string): Set<string> {
  const asHostname = (address: string) => (address.includes(":") ? `[${address}]` : address);
  const hosts = new Set(["localhost", "127.0.0.1", "[::1]"]);
  if (!WILDCARD_HOSTS.has(listenHost)) {
    hosts.add(asHostname(listenHost.replace(/^\[|\]$/g, "")).toLowerCase());
    return hosts;
  }
  hosts.add(hostname().toLowerCase());
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address } of addresses ?? []) hosts.add(asHostname(address).toLowerCase());
  }
  return hosts;
}

export const verifyEmailLink = (base: string, token: string) =>
  `${base}/api/auth/verify-email?token=${encodeURIComponent(token)}`;

export const confirmResetLink = (base: string, token: string) =>
  `${base}/api/auth/confirm-password-reset?token=${encodeURIComponent(token)}`;

/** How the answers say the link went (the same for every address). */
export const linkDelivery = (mail: Pick<MailProvider, "deliversMail">): TLinkDelivery =>
  mail.deliversMail ? "email" : "outbox";
