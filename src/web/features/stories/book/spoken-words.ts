/** A word of a page's text and where it starts, so a voice's word boundary can be shown. */
export interface TSpokenWord {
  text: string;
  start: number;
}

export function wordsOf(text: string): TSpokenWord[] {
  return [...text.matchAll(/\S+/g)].map((match) => ({ text: match[0], start: match.index }));
}

/**
 * The word a boundary at `charIndex` falls in: the last word starting at or before it. Voices
 * report the start of a word, some the space before it; either lands on the right word.
 */
export function wordIndexAt(words: readonly TSpokenWord[], charIndex: number): number | null {
  let found: number | null = null;
  for (const [index, word] of words.entries()) {
    if (word.start > charIndex) break;
    found = index;
  }
  if (found === null && words.length > 0 && charIndex >= 0) return 0;
  return found;
}
