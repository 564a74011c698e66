import { isIPv4 } from "node:net";

/** Whether a socket address is this machine's own: 127.0.0.0/8 or ::1 (also IPv4-mapped). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const normalized = address.toLowerCase();
  if (normalized === "::1" || normalized === "0:0:0:0:0:0:0:1") return true;
  const ipv4 = normalized.startsWith("::ffff:") ? normalized.slice("::ffff:".length) : normalized;
  return isIPv4(ipv4) && ipv4.startsWith("127.");
}

/** Whether listening on this host keeps the server to this machine. */
export const isLoopbackHost = (host: string) =>
  host.toLowerCase() === "localhost" || isLoopbackAddress(host);
