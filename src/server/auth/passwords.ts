import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) with its default cost. */
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (no such account) it still spends the
 * time of a check, so the answer's timing does not tell which usernames exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hash(randomBytes(16).toString("hex"));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
