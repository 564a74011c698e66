/** Measures text in the canvas's current font. */
export type TMeasure = (text: string) => number;

/**
 * Breaks text into lines no wider than `maxWidth`: at spaces, at the writer's own line breaks,
 * and inside a word only when the word alone is too wide.
 */
export function wrapText(text: string, maxWidth: number, measure: TMeasure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (measure(rest) > maxWidth && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line || paragraph.trim() === "") lines.push(line);
  }
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Cuts lines down to `maxLines`, ending the last kept one with an ellipsis that still fits. */
export function clampLines(
  lines: string[],
  maxLines: number,
  maxWidth: number,
  measure: TMeasure,
): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? "";
  while (last.length > 0 && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}
