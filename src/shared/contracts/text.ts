import { z } from "zod";

/**
 * The one text type every contract uses for what a person types or a path carries. PostgreSQL
 * refuses the NUL byte and lone surrogates cannot be stored as UTF-8, so they are refused here, at
 * the door, with a readable 400 — together with the other invisible control characters and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make
 * `invoice\u202Efdp.exe` show as "invoiceexe.pdf". Newline, carriage return and tab stay allowed
 * in texts of several lines (`single-line-text.ts` refuses them where a text is one line), and
 * so do the plain right-to-left and left-to-right marks, which reorder nothing on their own.
 */
const CONTROL_OR_LONE_SURROGATE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

export const TEXT_NOT_ALLOWED_MESSAGE =
  "Please use only letters, numbers and punctuation — that text has hidden characters we can't keep.";

export function hasForbiddenCharacters(value: string): boolean {
  return CONTROL_OR_LONE_SURROGATE.test(value);
}

/**
 * A string that holds no control characters (but newline and tab) and no lone surrogates.
 * `requiredMessage` answers a missing or non-string value. Chain `.trim().min().max()` as usual.
 */
export function zText(requiredMessage = "Please fill in this field.") {
  return z
    .string({ error: requiredMessage })
    .refine((value) => !hasForbiddenCharacters(value), { message: TEXT_NOT_ALLOWED_MESSAGE });
}

/** A record id in a path or a body: our ids are UUIDs, so anything else is refused before a query. */
export const ID_NOT_VALID_MESSAGE = "That id is not one of ours.";
export const ZRecordId = z
  .string({ error: ID_NOT_VALID_MESSAGE })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, ID_NOT_VALID_MESSAGE);

/** Path parameters of a call on one record: `/api/<resource>/{id}`. */
export const ZRecordIdParams = z.object({ id: ZRecordId });
