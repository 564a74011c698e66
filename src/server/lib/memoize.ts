/** Computes a value on first use and keeps it. */
export function memoize<T>(compute: () => T): () => T {
  let value: { result: T } | undefined;
  return () => (value ??= { result: compute() }).result;
}
