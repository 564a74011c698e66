import type { TErrorBody } from "@/shared/contracts/errors";

/**
 * A non-OK answer from the API. `message` follows the spec's generic rule (section 8):
 * "{status}: {body text or status text}", or the whole JSON body when it carries a
 * message or details. `body` keeps the parsed `{message, title?, details?}` so screens can show
 * the human sentence instead of raw JSON.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly body: TErrorBody | null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The contract (and zod with it) loads only when an answer fails, not on a page's first paint. */
async function parseErrorBody(text: string): Promise<TErrorBody | null> {
  try {
    const { ZErrorBody } = await import("@/shared/contracts/errors");
    const parsed = ZErrorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function hasMessageOrDetails(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return (
      typeof value === "object" && value !== null && ("message" in value || "details" in value)
    );
  } catch {
    return false;
  }
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  const message = hasMessageOrDetails(text)
    ? text
    : `${response.status}: ${text || response.statusText}`;
  return new ApiError(response.status, response.statusText, message, await parseErrorBody(text));
}

/** Sends a call with cookies and a JSON body; throws an ApiError on any non-OK answer. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** GETs a path and parses its JSON answer. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest("GET", url);
  return (await response.json()) as T;
}

/** The sentence a person should read for a failed call, if the server gave one. */
export function humanMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.body?.message;
  return undefined;
}
