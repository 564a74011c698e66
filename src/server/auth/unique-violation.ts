/** The unique index a failed insert ran into, if that is why it failed. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505") {
      return typeof candidate.constraint === "string" ? candidate.constraint : "";
    }
    current = candidate.cause;
  }
  return undefined;
}
