import type { CapacitorConfig } from "@capacitor/cli";

type TShellServer = NonNullable<CapacitorConfig["server"]>;

/**
 * Where the Android shell loads the app from. The app needs its server (sign-in, pictures,
 * quota), so an APK for families is built with `PUBLIC_URL` set to the server's address and the
 * shell opens that origin. Without it the shell shows the web app bundled from `dist/web`, which
 * is what CI syncs.
 */
export function shellServer(publicUrl: string | undefined): TShellServer | undefined {
  const value = publicUrl?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an address like https://dino.example.org, not "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`PUBLIC_URL must start with https:// or http://, not "${value}"`);
  }
  // A home-network server without TLS is only reachable if Android allows plain HTTP.
  return { url: url.origin, cleartext: url.protocol === "http:" };
}
