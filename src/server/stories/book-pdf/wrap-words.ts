/** How wide a piece of text is at a size, in points (the embedded font's measure). */
export type TMeasure = (text: string, size: number) => number;

const HYPHEN = "-";
const letters = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * A word too wide for a line on its own, cut into pieces that fit, each but the last ending in a
 * hyphen. Letters are measured one by one (a 1,000-letter word is measured in one pass, not
 * once per cut), so a piece is kept a little under `width` for the kerning between letters.
 */
function cutWord(word: string, width: number, size: number, measure: TMeasure): string[] {
  const room = width * 0.98 - measure(HYPHEN, size);
  const pieces: string[] = [];
  let piece = "";
  let pieceWidth = 0;
  for (const { segment } of letters.segment(word)) {
    const letterWidth = measure(segment, size);
    if (piece && pieceWidth + letterWidth > room) {
      pieces.push(piece + HYPHEN);
      piece = "";
      pieceWidth = 0;
    }
    piece += segment;
    pieceWidth += letterWidth;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Lines of at most `width` points: lines break between words, and a word wider than a whole line
 * is cut with a hyphen, so no word runs off the page.
 */
export function wrapWords(text: string, width: number, size: number, measure: TMeasure): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = measure(word, size) > width ? cutWord(word, width, size, measure) : [word];
    for (const [index, piece] of pieces.entries()) {
      const candidate = line && index === 0 ? `${line} ${piece}` : piece;
      if (line && (index > 0 || measure(candidate, size) > width)) {
        lines.push(line);
        line = piece;
      } else {
        line = candidate;
      }
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
