import { z } from "zod";
import { ZMessage, ZMessagePerson } from "./messages";
import { zText } from "./text";

/**
 * Family connections (DESIGN decision 19): a message from a family one is not connected with waits
 * as a request that only a grown-up sees (the web app shows it behind the parental gate).
 * Families are named by username, never by id or e-mail.
 *
 * Calls (all signed-in):
 * - GET    /api/family/requests[?cursor&limit]       → 200 ZFamilyRequests (newest first, paged,
 *          with the count) | 400. A family's request keeps its first REQUEST_MESSAGES_KEPT
 *          messages, and NEW_REQUESTS_PER_DAY new families may ask a day; what is over is not
 *          kept for the recipient (the sender's copy waits, as any other).
 * - POST   /api/family/requests/{username}/accept    → 200 ZFamilyAnswer (connects both ways,
 *          delivers the waiting messages of both families) | 404
 * - POST   /api/family/requests/{username}/decline   → 200 ZFamilyAnswer | 404
 * - GET    /api/family/connections                   → 200 ZFamilyConnections
 * - DELETE /api/family/connections/{username}        → 204 | 404
 * - POST   /api/family/blocks                        ZBlockFamilyBody → 200 ZFamilyAnswer | 400 | 404
 * - DELETE /api/family/blocks/{username}             → 204 | 404
 * - POST   /api/messages/{id}/report                 → 201 ZFamilyAnswer | 404 (only the recipient)
 *          A message in the inbox is hidden; a waiting request also blocks its family.
 * - DELETE /api/messages/{id}/report                 → 200 ZFamilyAnswer | 404 | 409
 *          Undo, by the reporter, within REPORT_UNDO_SECONDS (and a little grace for the network):
 *          the message is back in the inbox and the Safety report withdrawn. A request's report
 *          (which blocked the family) is undone by unblocking, not here (409).
 * - GET    /api/family/messages/received[?cursor&limit] → 200 ZGrownUpMessagePage (newest first) | 400
 * - GET    /api/family/messages/sent[?cursor&limit]     → 200 ZGrownUpMessagePage (newest first) | 400
 *          The grown-ups' page: every message of the family's child still kept, with its status,
 *          also the ones the inbox no longer shows (reported, deleted, declined). Reading one
 *          here does not mark it read. Received ones waiting as requests are under requests.
 */

export const FAMILY_TEXT = {
  familyNotFound: "We couldn't find that family. Please check the spelling and try again.",
  noRequest: "There is no request from that family waiting.",
  notConnected: "You are not connected with that family.",
  notBlocked: "That family is not blocked.",
  cannotBlockSelf: "You can't block your own family.",
  accepted: "You are connected! Their messages are now in the inbox.",
  declined: "Request declined. They won't be told.",
  blocked: "Blocked. That family can't reach yours any more.",
  reported:
    "Thank you for telling us. The message is hidden and a grown-up at Doodle Dino will look at it.",
  requestReported:
    "Thank you for telling us. That family is blocked and a grown-up at Doodle Dino will look at it.",
  waitingForGrownUp:
    "Sent! You are not connected with that family yet, so a grown-up there will look at it first.",
  youBlockedThem:
    "You blocked that family. A grown-up can unblock them on the For grown-ups page (Messages menu).",
  messagesOffHere:
    "Messages are switched off for your family. A grown-up can switch them on in settings.",
  messagesOffThere: "That family isn't taking messages right now.",
  accountBlocked: "This account can't send messages.",
  reportUndone: "Report taken back. The message is in your inbox again.",
  noReportToUndo: "There is no report of that message to take back.",
  reportUndoTooLate:
    "It's too late to take the report back: a grown-up at Doodle Dino will look at it.",
  requestReportStays:
    "That report also blocked the family. A grown-up can unblock them on the For grown-ups page.",
} as const;

/**
 * How long the Undo after a Report stays (issue 36): the report is filed at once, so closing the
 * page never loses it, and taking it back within this time withdraws it.
 */
export const REPORT_UNDO_SECONDS = 10;

export const ZFamilyUsernameParams = z.object({
  username: zText(FAMILY_TEXT.familyNotFound).trim().min(1, FAMILY_TEXT.familyNotFound).max(100),
});

export const ZBlockFamilyBody = z.object({
  username: zText(FAMILY_TEXT.familyNotFound).trim().min(1, FAMILY_TEXT.familyNotFound).max(100),
});
export type TBlockFamilyBody = z.infer<typeof ZBlockFamilyBody>;

export const ZFamilyAnswer = z.object({ message: z.string() });
export type TFamilyAnswer = z.infer<typeof ZFamilyAnswer>;

/** How many messages of one family's request wait for a grown-up; later ones are not kept. */
export const REQUEST_MESSAGES_KEPT = 3;
/** How many new families' requests a family receives a day (24 hours); later ones are not kept. */
export const NEW_REQUESTS_PER_DAY = 10;
export const REQUEST_PAGE_SIZE = 10;

/** The waiting messages of one family that is not connected, oldest first. */
export const ZFamilyRequest = z.object({
  family: ZMessagePerson,
  messages: z.array(ZMessage),
});
export type TFamilyRequest = z.infer<typeof ZFamilyRequest>;

/** Newest request first (by its newest message), a page at a time, with how many are waiting. */
export const ZFamilyRequests = z.object({
  requests: z.array(ZFamilyRequest),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many families' requests are waiting in all. */
  total: z.number().int().min(0),
});
export type TFamilyRequests = z.infer<typeof ZFamilyRequests>;

export const ZFamilyLink = z.object({ family: ZMessagePerson, since: z.string() });
export type TFamilyLink = z.infer<typeof ZFamilyLink>;

export const ZFamilyConnections = z.object({
  connections: z.array(ZFamilyLink),
  blocked: z.array(ZFamilyLink),
});
export type TFamilyConnections = z.infer<typeof ZFamilyConnections>;

/** How many connections and blocks a family may hold: plenty for relatives and friends. */
export const FAMILY_LIST_MAX = 500;

/**
 * What became of a message, as the grown-ups' page shows it. Received: 'delivered' (in the inbox),
 * 'reported' (the Report button hid it), 'deleted' (deleted from the inbox), 'declined' (a grown-up
 * declined or blocked its request: the child never saw it). Sent: 'delivered', 'waiting' (for a
 * grown-up there; a declined one stays 'waiting', as the sender is told nothing more) or 'deleted'
 * (deleted from Sent).
 */
export const GROWN_UP_MESSAGE_STATUSES = [
  "delivered",
  "waiting",
  "reported",
  "deleted",
  "declined",
] as const;
export type TGrownUpMessageStatus = (typeof GROWN_UP_MESSAGE_STATUSES)[number];

export const ZGrownUpMessage = ZMessage.extend({ status: z.enum(GROWN_UP_MESSAGE_STATUSES) });
export type TGrownUpMessage = z.infer<typeof ZGrownUpMessage>;

export const ZGrownUpMessagePage = z.object({
  messages: z.array(ZGrownUpMessage),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TGrownUpMessagePage = z.infer<typeof ZGrownUpMessagePage>;

export const GROWN_UP_BOXES = ["received", "sent"] as const;
export type TGrownUpBox = (typeof GROWN_UP_BOXES)[number];
