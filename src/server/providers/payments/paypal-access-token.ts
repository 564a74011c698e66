import { z } from "zod";
import { PaymentProviderError } from "./payment-provider";

const ZTokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().positive(),
});

/** Renew this long before PayPal says the token expires, so none dies in flight. */
const EXPIRY_MARGIN_MS = 60_000;

export interface PayPalCredentials {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  timeoutMs: number;
}

/**
 * OAuth2 client credentials: one token, cached until shortly before it expires. Callers asking
 * at the same moment share one request; `invalidate` drops a token PayPal no longer accepts.
 */
export function createPayPalAccessToken(credentials: PayPalCredentials, now: () => number) {
  let cached: { token: string; expiresAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  async function requestToken(): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString(
      "base64",
    );
    let response: Response;
    try {
      response = await fetch(`${credentials.apiBase}/v1/oauth2/token`, {
        method: "POST",
        headers: {
          Authorization: `Basic ${basic}`,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: "grant_type=client_credentials",
        signal: AbortSignal.timeout(credentials.timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(
        "unavailable",
        `PayPal token request failed: ${String(error)}`,
      );
    }
    const parsed = ZTokenResponse.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      throw new PaymentProviderError(
        "unavailable",
        `PayPal refused the credentials (HTTP ${response.status})`,
      );
    }
    cached = {
      token: parsed.data.access_token,
      expiresAt: now() + parsed.data.expires_in * 1000 - EXPIRY_MARGIN_MS,
    };
    return cached.token;
  }

  return {
    async get(): Promise<string> {
      if (cached && cached.expiresAt > now()) return cached.token;
      inFlight ??= requestToken().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate(token: string): void {
      if (cached?.token === token) cached = undefined;
    },
  };
}
