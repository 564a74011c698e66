/** Layout rules of the downloaded story pages (spec social.md §9), free of the canvas. */
export const PAGE_WIDTH = 850;
export const PAGE_HEIGHT = 1100;
export const EXCERPT_LENGTH = 200;
export const EXCERPT_MAX_LINES = 8;

/** "The Brave Bunny!" page 2 → "the-brave-bunny-page-2.png". */
export function storyPageFileName(title: string, pageNumber: number): string {
  const slug =
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "my-story";
  return `${slug}-page-${pageNumber}.png`;
}

/** The first 200 characters of the story, cut at a word, with "…" when there is more. */
export function storyExcerpt(content: string): string {
  const text = content.replace(/\s+/g, " ").trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[,;:.\s]+$/, "")}…`;
}

/**
 * Words wrapped into lines no wider than `maxWidth` (by `measure`), at most `maxLines`; the last
 * line ends in "…" when text was left out.
 */
export function wrapLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (line: string) => number,
): string[] {
  const lines: string[] = [];
  let line = "";
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] ?? "";
      lines[maxLines - 1] = index < words.length ? `${last.replace(/[,;:.!?…]+$/, "")}…` : last;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}
