/** 'Saved <date and time>': en-US long date with a 12-hour clock (spec social.md §2). */
const savedAtFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  hour12: true,
});

export function formatSavedAt(iso: string): string {
  return savedAtFormat.format(new Date(iso));
}
