import type { TErrorBody } from "@/shared/contracts/errors";
import { REMOVED_MEDIA_HEADER } from "@/shared/contracts/removed-media";
import { inCurrentLanguage } from "@/web/i18n/server-words";
import { forgetRemovedMedia } from "./device-caches";

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

/** What a family reads when a call got no answer at all (offline, or the server unreachable). */
export const NO_CONNECTION_MESSAGE =
  "You're offline just now. Dot needs the internet for this, so please try again when you're connected.";

/** What a family reads when the server failed without a sentence of its own. */
export const SERVER_TROUBLE_MESSAGE =
  "Dot's computer is having a little rest. Please try again in a moment.";

/** A call that got no answer: the browser's own words ("Failed to fetch") never reach a screen. */
export class NoConnectionError extends Error {
  constructor() {
    super(NO_CONNECTION_MESSAGE);
    this.name = "NoConnectionError";
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

/**
 * Sends a call with cookies and a JSON body; throws an ApiError on any non-OK answer. Every call
 * passes here, so this is where a call that removed media files (a picture, a face photo, a
 * story, a recording: its answer's `Removed-Media` header) has the device forget its copies of
 * them before the caller hears back (`device-caches.ts`).
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => {
    throw new NoConnectionError();
  });
  const removedMedia = response.headers.get(REMOVED_MEDIA_HEADER);
  if (removedMedia) await forgetRemovedMedia(removedMedia).catch(() => {});
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/**
 * What an answer must look like: a zod schema from `src/shared/contracts` fits (its `parse`). This
 * file never imports zod, so the first screen can use it without loading zod.
 */
export interface TContract<T> {
  parse(value: unknown): T;
}

/**
 * A contract, or how to load one: a module on the first screen of `/` or `/try` passes
 * `() => import("@/shared/contracts/…").then((contracts) => contracts.ZSomething)`, so zod and the
 * contract load only when the call is made, not with the page.
 */
export type TContractSource<T> = TContract<T> | (() => Promise<TContract<T>>);

/**
 * For an answer the first screen reads before anything else (the current user, the trial, the
 * gallery): the server already sent it through the same zod contract (every route declares its
 * response schema), and checking it again here would load zod with the page.
 */
export function checkedByServer<T>(): TContract<T> {
  return { parse: (value) => value as T };
}

/** An OK answer's JSON, read through its contract. */
export async function answerOf<T>(response: Response, contract: TContractSource<T>): Promise<T> {
  const json: unknown = await response.json();
  const schema = typeof contract === "function" ? await contract() : contract;
  return schema.parse(json);
}

/**
 * The app's one JSON call: sends it (`apiRequest`: cookies, a JSON body; a non-OK answer becomes
 * an ApiError carrying the server's `{message}`, no answer a NoConnectionError, both worded for a
 * family by `friendlyMessageOf`) and reads the answer through the caller's contract.
 */
export async function requestJson<T>(
  method: string,
  url: string,
  contract: TContractSource<T>,
  body?: unknown,
): Promise<T> {
  return answerOf(await apiRequest(method, url, body), contract);
}

/** GETs a path and reads its JSON answer through its contract. */
export function getJson<T>(url: string, contract: TContractSource<T>): Promise<T> {
  return requestJson("GET", url, contract);
}

/** A call that failed with no answer: ours, or the browser's own TypeError from a bare fetch. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof NoConnectionError || error instanceof TypeError;
}

/**
 * The one mapping from a failed call to words for a family: the server's sentence, the offline
 * sentence when there was no answer, the server-trouble sentence for a 5xx without one; undefined
 * otherwise, for the caller's own kind fallback. Never the raw text of an error. In the current
 * language when the errors catalog knows the sentence (`inCurrentLanguage`).
 */
export function humanMessageOf(error: unknown): string | undefined {
  const english = englishMessageOf(error);
  return english === undefined ? undefined : inCurrentLanguage(english);
}

function englishMessageOf(error: unknown): string | undefined {
  if (isNoAnswer(error)) return NO_CONNECTION_MESSAGE;
  if (!(error instanceof ApiError)) return undefined;
  return error.body?.message ?? (error.status >= 500 ? SERVER_TROUBLE_MESSAGE : undefined);
}

/** humanMessageOf, or this kind sentence when it has nothing to say. */
export function friendlyMessageOf(error: unknown, fallback: string): string {
  return humanMessageOf(error) ?? fallback;
}
