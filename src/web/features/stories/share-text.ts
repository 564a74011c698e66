import { MESSAGE_CONTENT_MAX_LENGTH } from "@/shared/contracts/messages";

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
