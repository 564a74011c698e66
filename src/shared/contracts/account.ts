import { z } from "zod";

/**
 * The family's account on /account (signed in only).
 * - DELETE /api/account ZDeleteAccountBody → 200 ZDeleteAccountResponse (session ended) | 400 | 401
 * - GET /api/account/export → 200 application/zip: `data.json` (ZAccountExport) and
 *   `pictures/<id>.png` (plus `pictures/<id>-face-swap.png`, `face-photos/<id>.<ext>`)
 */

/** What a parent types to confirm deleting the account. */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";

export const ACCOUNT_MESSAGES = {
  confirmDelete: `Please type ${DELETE_ACCOUNT_CONFIRMATION} to confirm deleting the account.`,
  deleted:
    "Your account and everything in it has been deleted. Goodbye, and thank you for playing!",
} as const;

export const ZDeleteAccountBody = z.object({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: ACCOUNT_MESSAGES.confirmDelete }),
});
export type TDeleteAccountBody = z.infer<typeof ZDeleteAccountBody>;

export const ZDeleteAccountResponse = z.object({ message: z.string() });
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponse>;

/** The top level of `data.json` in the export; each list holds plain records. */
export const ZAccountExport = z.object({
  exportedAt: z.string(),
  user: z.record(z.string(), z.unknown()),
  settings: z.record(z.string(), z.unknown()),
  pictures: z.array(z.record(z.string(), z.unknown())),
  facePhotos: z.array(z.record(z.string(), z.unknown())),
  diary: z.array(z.record(z.string(), z.unknown())),
  stories: z.array(z.record(z.string(), z.unknown())),
  /** A grown-up's recorded Story Book pages; `file` is the audio in the zip. */
  storyRecordings: z.array(z.record(z.string(), z.unknown())),
  contactGroups: z.array(z.record(z.string(), z.unknown())),
  contacts: z.array(z.record(z.string(), z.unknown())),
  messagesSent: z.array(z.record(z.string(), z.unknown())),
  messagesReceived: z.array(z.record(z.string(), z.unknown())),
  payments: z.array(z.record(z.string(), z.unknown())),
  sessions: z.array(z.record(z.string(), z.unknown())),
  activity: z.array(z.record(z.string(), z.unknown())),
  /** Families connected with, and blocked: `{family: username, since}`. */
  connections: z.array(z.record(z.string(), z.unknown())),
  blocks: z.array(z.record(z.string(), z.unknown())),
  /** Safety reports the family filed (the message reported, both accounts, the time). */
  safetyReports: z.array(z.record(z.string(), z.unknown())),
  /** Greeting cards whose mail failed every try, until the family dismissed the notice. */
  undeliveredCards: z.array(z.record(z.string(), z.unknown())),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;
