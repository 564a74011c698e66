import { ADMIN_MESSAGES } from "../../shared/contracts/admin";
import { ZRecordId } from "../../shared/contracts/text";
import { badRequest } from "../lib/app-error";

/** Where the admin user list left off: a user's creation time (PostgreSQL's text) and id. */
export interface UsersCursor {
  createdAtKey: string;
  id: string;
}

/** `timestamptz::text`, as PGlite and PostgreSQL print it: `2026-11-23 16:27:04.123456+00`. */
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export const encodeUsersCursor = (position: UsersCursor) =>
  Buffer.from(JSON.stringify([position.createdAtKey, position.id])).toString("base64url");

/** A cursor this server handed out, or a 400: never anything the database would refuse. */
export function decodeUsersCursor(cursor: string): UsersCursor {
  const value = parseJson(Buffer.from(cursor, "base64url").toString("utf8"));
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === "string" &&
    isRealTimestamp(value[0]) &&
    ZRecordId.safeParse(value[1]).success
  ) {
    return { createdAtKey: value[0], id: value[1] as string };
  }
  throw badRequest(ADMIN_MESSAGES.badCursor);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The pattern, and a day and time that exist (no 30 February, no hour 25). */
function isRealTimestamp(text: string): boolean {
  const parts = TIMESTAMP_TEXT.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return (
    year! >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}
