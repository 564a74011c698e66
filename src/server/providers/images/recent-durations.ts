/**
 * How long something typically takes: the median of the last few measured durations, or a
 * first guess until there are any. Kept in memory per process; a restart starts from the guess.
 */
export function createRecentDurations(options: { initialMs: number; keep?: number }) {
  const keep = options.keep ?? 25;
  const recent: number[] = [];
  return {
    record(durationMs: number): void {
      recent.push(durationMs);
      if (recent.length > keep) recent.shift();
    },
    typicalMs(): number {
      if (recent.length === 0) return options.initialMs;
      const sorted = [...recent].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return sorted.length % 2 === 1
        ? (sorted[middle] ?? 0)
        : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
    },
  };
}
