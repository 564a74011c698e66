import type { TMessagePerson } from "@/shared/contracts/messages";

const DATE: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", year: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/** "May 20, 2026" in en-US. */
export function messageDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", DATE);
}

/** "3:04 PM" in en-US, 12-hour clock; AM/PM never wraps onto a line of its own. */
export function messageTime(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-US", TIME).replace(/\s+([AP]M)$/, "\u00a0$1");
}

/** The inbox row's "May 20, 2026 at 3:04 PM". */
export function messageDateTime(iso: string): string {
  return `${messageDate(iso)} at ${messageTime(iso)}`;
}

/** A family as the messages screens show it: the username, with the child's name beside it. */
export function personLabel(person: TMessagePerson): string {
  const childName = person.childName?.trim();
  return childName ? `${person.username} (${childName})` : person.username;
}

/** The subject of a reply: "Re: " once, however long the conversation. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}
