import { ApiError } from "./api";

export interface TErrorTextMessage {
  title?: string;
  message: string;
}

function messageInJson(json: string): TErrorTextMessage | null {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null) return null;
    const { title, message, details } = value as Record<string, unknown>;
    const text = typeof message === "string" ? message : typeof details === "string" ? details : "";
    if (!text) return null;
    return typeof title === "string" ? { title, message: text } : { message: text };
  } catch {
    return null;
  }
}

/**
 * The server's sentence inside an error's text (spec section 8): the text may be JSON with
 * message (and details), or a prefix before a colon followed by JSON ("409: {…}").
 * Null when neither holds a message.
 */
export function messageInErrorText(text: string): TErrorTextMessage | null {
  const whole = messageInJson(text.trim());
  if (whole) return whole;
  const colon = text.indexOf(":");
  if (colon < 0) return null;
  return messageInJson(text.slice(colon + 1).trim());
}

/** The text of a failed call's error; a network failure has none a person should read. */
export function errorTextOf(error: unknown): string {
  return error instanceof ApiError ? error.message : "";
}
