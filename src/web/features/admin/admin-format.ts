const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds as minutes ("25 min"), or hours and minutes from an hour up ("2h 5m"). */
export function formatPlayTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** Today, Yesterday, N days ago within a week, else the date (local calendar days). */
export function formatLastLogin(iso: string | null, now: Date = new Date()): string {
  if (!iso) return "Never";
  const at = new Date(iso);
  const startOf = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(at)) / DAY_MS);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  return at.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** "$0.32", "$0.005", "−$1.20". */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** "7 May" for a trend chart's axis. */
export function formatTrendDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}
