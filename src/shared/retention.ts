/**
 * How long Doodle Dino keeps what a family leaves behind (the written policy on /privacy quotes
 * these same numbers; the periodic sweeps in src/server/jobs/background-work.ts enforce them).
 */
export const RETENTION = {
  /** Messages (sent, received and waiting requests), counted from when they were sent. */
  messagesMonths: 12,
  /** A declined or blocked request, counted from the grown-up's answer. */
  declinedRequestsDays: 30,
  /** Mail written to the outbox folder when no mail server is set up. */
  outboxMailDays: 30,
  /** Activity records: sign-ins and what was done (pictures made, settings changed…). */
  activityMonths: 13,
  /** A face photo not active for this long (src/shared/contracts/face-photos.ts). */
  unusedFacePhotoDays: 90,
  /** Scene pictures of a story that was never saved. */
  unsavedStoryScenesHours: 24,
} as const;

/** The same moment `months` calendar months earlier (the 31st falls back to the month's end). */
export function monthsBefore(now: Date, months: number): Date {
  const earlier = new Date(now.getTime());
  const day = earlier.getUTCDate();
  earlier.setUTCDate(1);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, 0),
  ).getUTCDate();
  earlier.setUTCDate(Math.min(day, lastDay));
  return earlier;
}

export const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
