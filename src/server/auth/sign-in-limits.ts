import type { RateLimiter } from "../lib/rate-limiter";
import { AUTH_RATE_RULES } from "./auth-rate-limits";

/** Tries one address has at a guarded account, or a guarded address at one account. */
export const GUARDED_TRIES = 3;

/**
 * Brute force is stopped without letting a stranger lock a family out. Failed sign-ins count per
 * account, per address and per account-from-address; 10 failures from one address at one account
 * stop that address there. Past 10 failures at an account from anywhere, or 50 from one address
 * (a school behind one address), the account or the address is guarded rather than shut: each
 * address gets only 3 tries at the guarded account, and a guarded address 3 at each account.
 * So the owner's right password from an address with no failures still signs in, and so does a
 * family behind a busy school address, while a guesser is held to a few tries per address per
 * 15 minutes. Addresses count by network: IPv6 by its /64, which one home or phone holds whole.
 *
 * Every try is counted before the password is checked, and the refusal comes before the check,
 * so a right password past the limit is refused like a wrong one and tells a guesser nothing.
 * Answers the counters to give back when the password turns out right.
 */
export async function countSignInTry(
  limiter: RateLimiter,
  input: { accountKey: string; ipAddress: string },
): Promise<() => Promise<void>> {
  const network = networkOf(input.ipAddress);
  const counters = [
    [AUTH_RATE_RULES.signInAccount, input.accountKey],
    [AUTH_RATE_RULES.signInAddress, network],
    [AUTH_RATE_RULES.signInAccountFromAddress, `${input.accountKey}\n${network}`],
  ] as const;
  const [accountTries, addressTries, pairTries] = await Promise.all(
    counters.map(([rule, key]) => limiter.hit(rule, key)),
  );
  const isAccountGuarded = accountTries! > AUTH_RATE_RULES.signInAccount.max;
  const isAddressGuarded = addressTries! > AUTH_RATE_RULES.signInAddress.max;
  const pairMax =
    isAccountGuarded || isAddressGuarded
      ? GUARDED_TRIES
      : AUTH_RATE_RULES.signInAccountFromAddress.max;
  if (pairTries! > pairMax) {
    throw limiter.refusal(
      isAddressGuarded && !isAccountGuarded
        ? AUTH_RATE_RULES.signInAddress
        : AUTH_RATE_RULES.signInAccountFromAddress,
    );
  }
  return async () => {
    await Promise.all(counters.map(([rule, key]) => limiter.refund(rule, key)));
  };
}

/** The network an address counts as: an IPv4 address itself, an IPv6 address's /64. */
export function networkOf(address: string): string {
  const plain = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (!plain.includes(":")) return plain;
  const [head = "", tail = ""] = plain.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = plain.includes("::") ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
