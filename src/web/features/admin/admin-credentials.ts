/** The admin's user name and password, kept only in this tab's session storage. */
export interface TAdminCredentials {
  username: string;
  password: string;
}

const STORAGE_KEY = "doodle-dino-admin";

export function readAdminCredentials(): TAdminCredentials | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (
      typeof value === "object" &&
      value !== null &&
      typeof (value as TAdminCredentials).username === "string" &&
      typeof (value as TAdminCredentials).password === "string"
    ) {
      return value as TAdminCredentials;
    }
  } catch {
    // unreadable: treated as signed out
  }
  return null;
}

export function saveAdminCredentials(credentials: TAdminCredentials): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(credentials));
}

export function clearAdminCredentials(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** `Basic base64(user:password)`, UTF-8 safe. */
export function basicAuthorization({ username, password }: TAdminCredentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}
