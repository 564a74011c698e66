import type { TGrownUpBox, TGrownUpMessage } from "@/shared/contracts/family";

export type TStatusTone = "ok" | "waiting" | "alert" | "quiet";

export interface TStatusText {
  /** The badge on the row. */
  label: string;
  /** One sentence in the opened message. */
  explanation: string;
  tone: TStatusTone;
}

/**
 * What became of a message, in a grown-up's words. A sent message never says whether the other
 * family read, declined or reported it: the sender's side is told nothing more than "sent".
 */
export function statusText(box: TGrownUpBox, message: TGrownUpMessage): TStatusText {
  if (box === "sent") {
    switch (message.status) {
      case "deleted":
        return {
          label: "Deleted from Sent",
          explanation: "It was deleted from Sent here. The other family may still have it.",
          tone: "quiet",
        };
      case "waiting":
        return {
          label: "Waiting for a grown-up there",
          explanation:
            "You are not connected with that family, so a grown-up there decides whether it arrives.",
          tone: "waiting",
        };
      default:
        return {
          label: "Delivered",
          explanation: "It arrived in their inbox.",
          tone: "ok",
        };
    }
  }
  switch (message.status) {
    case "reported":
      return {
        label: "Reported",
        explanation:
          "It was reported: it is hidden from the inbox and a grown-up at Doodle Dino was told.",
        tone: "alert",
      };
    case "deleted":
      return {
        label: "Deleted from the inbox",
        explanation: "It was deleted from the inbox here. The other family still has their copy.",
        tone: "quiet",
      };
    case "declined":
      return {
        label: "Declined, never shown",
        explanation:
          "A grown-up declined or blocked this request, so your child never saw it. It goes 30 days after that answer.",
        tone: "quiet",
      };
    default:
      return message.isRead
        ? { label: "Read", explanation: "It is in your child's inbox, opened.", tone: "ok" }
        : {
            label: "Not opened yet",
            explanation:
              "It is in your child's inbox, not opened yet. Reading it here doesn't mark it as read.",
            tone: "waiting",
          };
  }
}

export const TONE_CLASSES: Record<TStatusTone, string> = {
  ok: "bg-green-100 text-green-900",
  waiting: "bg-sunny text-ink",
  alert: "bg-red-100 text-red-800",
  quiet: "bg-slate-200 text-slate-800",
};
