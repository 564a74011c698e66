/** Where a signed-out visitor was going, kept in /auth?next=… while they sign in. */
export const NEXT_PARAM = "next";

/** Only a path inside this app: never another site ("//evil", "https://…", "/\\evil"). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return "/";
  return next;
}

/** The sign-in page that leads back to `path` afterwards. */
export function signInPathFor(path: string): string {
  if (safeNextPath(path) === "/") return "/auth";
  return `/auth?${new URLSearchParams({ [NEXT_PARAM]: path }).toString()}`;
}

/** /auth opened on its Sign Up tab (the 'Sign Up Free!' and 'Sign Up' links). */
export const TAB_PARAM = "tab";
export const SIGN_UP_PATH = `/auth?${TAB_PARAM}=sign-up`;
