/** How wide a piece of text is at a size, in points (the embedded font's measure). */
export type TMeasure = (text: string, size: number) => number;

/** Lines of at most `width` points: words kept whole, a word longer than a line on its own. */
export function wrapWords(text: string, width: number, size: number, measure: TMeasure): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest size from `largest` down to `smallest` (in steps of 1 pt) at which the text fits
 * in `maxLines` lines; the smallest size (with as many lines as it takes) when none does.
 */
export function fitWords(
  text: string,
  width: number,
  sizes: { largest: number; smallest: number; maxLines: number },
  measure: TMeasure,
): { size: number; lines: string[] } {
  for (let size = sizes.largest; size > sizes.smallest; size -= 1) {
    const lines = wrapWords(text, width, size, measure);
    if (lines.length <= sizes.maxLines) return { size, lines };
  }
  return { size: sizes.smallest, lines: wrapWords(text, width, sizes.smallest, measure) };
}
