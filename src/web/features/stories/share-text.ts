import { MESSAGE_CONTENT_MAX_LENGTH, type TMessage } from "@/shared/contracts/messages";

type TMessageDelivery = TMessage["delivery"];

export const SHARE_SUBJECT = "Check out this magical story!";

/** The message a shared story becomes: its title and its (enhanced) text, within a message's size. */
export function composeShareText(title: string, storyText: string): string {
  const text = `📖 ${title}\n\n${storyText.trim()}`;
  if (text.length <= MESSAGE_CONTENT_MAX_LENGTH) return text;
  const cut = text.slice(0, MESSAGE_CONTENT_MAX_LENGTH - 1);
  const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  return `${sentenceEnd > MESSAGE_CONTENT_MAX_LENGTH / 2 ? cut.slice(0, sentenceEnd + 1) : cut}…`;
}

/** "ben, mia@example.com; sam" → ["ben", "mia@example.com", "sam"] (no repeats). */
export function recipientsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;\n]+/)
        .map((recipient) => recipient.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * What the family is told once the story went: sent to those connected, waiting for a grown-up
 * at the families not connected yet (spec: the sender sees that it waits).
 */
export function storySharedToast(sent: ReadonlyArray<{ to: string; delivery: TMessageDelivery }>) {
  const names = (delivery: TMessageDelivery) =>
    sent.filter((one) => one.delivery === delivery).map((one) => one.to);
  const delivered = names("delivered");
  const waiting = names("waiting");
  const parts = [
    ...(delivered.length > 0 ? [`Your story was sent to ${delivered.join(", ")}.`] : []),
    ...(waiting.length > 0
      ? [
          `It waits for a grown-up at ${waiting.join(", ")} first: you are not connected with ${waiting.length === 1 ? "that family" : "those families"} yet.`,
        ]
      : []),
  ];
  return {
    title:
      waiting.length > 0 && delivered.length === 0 ? "Waiting for a Grown-up" : "Story Shared!",
    description: parts.join(" "),
  };
}
