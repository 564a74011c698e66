/** The q-th quantile (0..1) of some timings, nearest-rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Requests per second that `request` sustains with `concurrency` callers for `seconds`. */
export async function throughput(
  request: () => Promise<unknown>,
  options: { seconds: number; concurrency: number; maxRequests: number },
): Promise<number> {
  const deadline = performance.now() + options.seconds * 1000;
  let completed = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline && completed < options.maxRequests) {
      await request();
      completed++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return completed / ((performance.now() - started) / 1000);
}

/**
 * The throughputs of two routes measured in alternating one-second rounds, medians kept: on a
 * shared machine the load moves between rounds, and side by side both routes see the same.
 */
export async function sideBySide(
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
  rounds = 5,
): Promise<[number, number]> {
  const options = { seconds: 1, concurrency: 8, maxRequests: 50_000 };
  const firstRates: number[] = [];
  const secondRates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    firstRates.push(await throughput(first, options));
    secondRates.push(await throughput(second, options));
  }
  return [quantile(firstRates, 0.5), quantile(secondRates, 0.5)];
}
