import type fontkit from "@pdf-lib/fontkit";
import { AppError } from "../../lib/app-error";
import { bookFont } from "./book-font";
import type { TBookStory } from "./book-story";

/** How many of the letters it cannot print a refusal names. */
const NAMED_AT_MOST = 8;

const letters = new Intl.Segmenter(undefined, { granularity: "grapheme" });

let loading: Promise<ReturnType<typeof fontkit.create>> | null = null;
/** The font reader is loaded at the first book asked for, not at start. */
const font = () =>
  (loading ??= Promise.all([import("@pdf-lib/fontkit"), bookFont()]).then(
    ([{ default: reader }, bytes]) => reader.create(bytes),
  ));

/** The letters (whole, as a person sees them) of `texts` the book font has no drawing for. */
export async function lettersNotPrintable(texts: readonly string[]): Promise<string[]> {
  const bookLetters = await font();
  const missing = new Set<string>();
  for (const text of texts) {
    for (const { segment } of letters.segment(text)) {
      if (/^\s+$/u.test(segment)) continue;
      const codePoints = [...segment].map((letter) => letter.codePointAt(0) ?? 0);
      if (!codePoints.every((codePoint) => bookLetters.hasGlyphForCodePoint(codePoint))) {
        missing.add(segment);
      }
    }
  }
  return [...missing];
}

/**
 * Refuses, before a book is queued, a story with letters the book font cannot print (a title in
 * Chinese, an emoji), naming them: a book that silently left them out would be worse. 422.
 */
export async function refuseUnprintable(story: TBookStory): Promise<void> {
  const missing = await lettersNotPrintable([story.title, ...story.scenes, story.maker]);
  if (missing.length === 0) return;
  const named = missing.slice(0, NAMED_AT_MOST).join(" ");
  throw new AppError(
    422,
    `This story has letters our printed book can't show yet (${named}${missing.length > NAMED_AT_MOST ? " …" : ""}), so it can't be made into a PDF. You can still read it in the Story Book and download its pages as pictures.`,
  );
}
