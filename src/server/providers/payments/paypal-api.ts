import { z } from "zod";
import { createPayPalAccessToken, type PayPalCredentials } from "./paypal-access-token";
import { PaymentProviderError } from "./payment-provider";

/** PayPal's error body: `name` (e.g. UNPROCESSABLE_ENTITY) and `details[].issue`. */
const ZPayPalError = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string(), description: z.string().optional() })).optional(),
});

export type PayPalAnswer =
  | { ok: true; status: number; body: unknown }
  | { ok: false; status: number; name: string; issues: string[]; debugId: string | undefined };

/**
 * Authenticated JSON calls to the PayPal REST API, each under a timeout. A 401 drops the token
 * and tries once more with a new one. Network failures and timeouts throw "unavailable".
 */
export function createPayPalApi(credentials: PayPalCredentials, now: () => number) {
  const accessToken = createPayPalAccessToken(credentials, now);

  async function send(
    method: "GET" | "POST",
    path: string,
    options: { body?: unknown; requestId?: string },
    isRetry = false,
  ): Promise<PayPalAnswer> {
    const token = await accessToken.get();
    let response: Response;
    try {
      response = await fetch(`${credentials.apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "application/json",
          Prefer: "return=representation",
          ...(method === "POST" ? { "Content-Type": "application/json" } : {}),
          ...(options.requestId ? { "PayPal-Request-Id": options.requestId } : {}),
        },
        body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
        signal: AbortSignal.timeout(credentials.timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(
        "unavailable",
        `PayPal ${method} ${path} failed: ${String(error)}`,
      );
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401 && !isRetry) {
      accessToken.invalidate(token);
      return send(method, path, options, true);
    }
    if (response.ok) return { ok: true, status: response.status, body };
    const error = ZPayPalError.safeParse(body);
    return {
      ok: false,
      status: response.status,
      name: (error.success && error.data.name) || `HTTP_${response.status}`,
      issues: error.success ? (error.data.details ?? []).map((detail) => detail.issue) : [],
      debugId: error.success ? error.data.debug_id : undefined,
    };
  }

  return { send };
}

export type PayPalApi = ReturnType<typeof createPayPalApi>;
