/**
 * The built-in storyteller's scene splitting (DESIGN decision 14), shared with the page for its
 * time estimate: a story becomes 2–8 scenes by its sentences; very long sentences are split at
 * their clauses, tiny ones join a neighbour, and more than 8 are grouped evenly. A story of one
 * sentence that cannot be halved gets a closing "The End." page, as picture books do.
 */
import { STORY_MAX_SCENES, STORY_MIN_SCENES } from "../contracts/stories";
import type { Language } from "../languages";

/** A sentence longer than this many words is split at a clause. */
const LONG_SENTENCE_WORDS = 28;
/** A sentence shorter than this many words joins a neighbour ("The end."). */
const TINY_SENTENCE_WORDS = 4;
/** A single sentence this long is halved at a clause into two scenes. */
const TWO_SCENE_MIN_WORDS = 8;
/** The closing page of a story too short for two scenes of its own words. */
export const CLOSING_SCENE_TEXT = "The End.";
/** The closing page in each language. */
export const CLOSING_SCENE_TEXTS: Readonly<Record<Language, string>> = {
  en: CLOSING_SCENE_TEXT,
  es: "Fin.",
  fr: "Fin.",
  de: "Ende.",
  pt: "Fim.",
  it: "Fine.",
};

/**
 * The words a new clause starts with, per language: after a comma (the first list), with none
 * (the second, stronger ones), and anywhere as a last resort (the third).
 */
const CLAUSE_WORDS: Readonly<Record<Language, readonly [string, string, string]>> = {
  en: [
    "and then|then|but|so|when|until|while|because|after|before|suddenly",
    "and then|but then|so then|until|suddenly",
    "and|but|so|then|when|while|because",
  ],
  es: [
    "y luego|luego|pero|así que|cuando|hasta que|mientras|porque|después|antes|de repente",
    "y luego|pero luego|entonces|hasta que|de repente",
    "y|pero|entonces|luego|cuando|mientras|porque",
  ],
  fr: [
    "et puis|puis|mais|alors|quand|jusqu'à ce que|pendant que|parce que|après|avant|soudain",
    "et puis|mais puis|alors|jusqu'à ce que|soudain",
    "et|mais|alors|puis|quand|pendant que|parce que",
  ],
  de: [
    "und dann|dann|aber|also|als|wenn|bis|während|weil|danach|plötzlich",
    "und dann|aber dann|bis|plötzlich",
    "und|aber|dann|als|wenn|während|weil",
  ],
  pt: [
    "e depois|depois|mas|então|quando|até que|enquanto|porque|antes|de repente",
    "e depois|mas depois|então|até que|de repente",
    "e|mas|então|depois|quando|enquanto|porque",
  ],
  it: [
    "e poi|poi|ma|allora|quando|finché|mentre|perché|dopo|prima|all'improvviso",
    "e poi|ma poi|allora|finché|all'improvviso",
    "e|ma|allora|poi|quando|mentre|perché",
  ],
};

/** Where a long sentence may be split, best first: a new clause starts after these. */
function clauseBreaks(language: Language): RegExp[] {
  const [afterComma, strong, any] = CLAUSE_WORDS[language];
  const before = (words: string) => `(?=(?:${words})(?![\\p{L}]))`;
  return [
    /[;:]\s+/g,
    new RegExp(`,\\s+${before(afterComma)}`, "giu"),
    new RegExp(`\\s+${before(strong)}`, "giu"),
    /,\s+/g,
    new RegExp(`\\s+${before(any)}`, "giu"),
  ];
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The story's sentences, trimmed, in order (line breaks end a sentence too). */
export function splitSentences(story: string): string[] {
  return story
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?…]["”’')\]]?)\s+/u))
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** How many sentences a story has: the page's estimate of how many pictures it will get. */
export const countSentences = (story: string): number => splitSentences(story).length;

/** The scene texts of a story: 2 to 8 (none for a story with no words). */
export function splitIntoScenes(story: string, language: Language = "en"): string[] {
  const breaks = clauseBreaks(language);
  const sentences = splitSentences(story).flatMap((sentence) =>
    splitLongSentence(sentence, LONG_SENTENCE_WORDS, breaks),
  );
  if (sentences.length === 0) return [];
  const pieces = mergeTinySentences(sentences);
  if (pieces.length >= STORY_MIN_SCENES) {
    return pieces.length > STORY_MAX_SCENES ? groupEvenly(pieces, STORY_MAX_SCENES) : pieces;
  }
  // Tiny sentences all merged into one: keep them apart, in two even halves.
  if (sentences.length >= STORY_MIN_SCENES) return groupEvenly(sentences, STORY_MIN_SCENES);
  const only = sentences[0] ?? "";
  const halves = wordCount(only) >= TWO_SCENE_MIN_WORDS ? splitAtBestBreak(only, breaks) : [only];
  return halves.length >= STORY_MIN_SCENES ? halves : [only, CLOSING_SCENE_TEXTS[language]];
}

function splitLongSentence(
  sentence: string,
  maxWords: number,
  breaks: readonly RegExp[],
): string[] {
  if (wordCount(sentence) <= maxWords) return [sentence];
  const halves = splitAtBestBreak(sentence, breaks);
  if (halves.length === 1)
    return wordCount(sentence) > maxWords * 2 ? splitAtMiddleWord(sentence, breaks) : halves;
  return halves.flatMap((half) => splitLongSentence(half, maxWords, breaks));
}

/**
 * Two halves split at the best kind of clause break nearest the middle, each half a sentence of
 * its own (capital first, full stop last); the sentence itself when it has no break.
 */
function splitAtBestBreak(sentence: string, breaks: readonly RegExp[]): string[] {
  const middle = sentence.length / 2;
  for (const pattern of breaks) {
    const breaks = [...sentence.matchAll(pattern)]
      .map((match) => ({ start: match.index, end: match.index + match[0].length }))
      .filter(({ start, end }) => {
        const before = sentence.slice(0, start);
        const after = sentence.slice(end);
        return wordCount(before) >= 3 && wordCount(after) >= 3;
      });
    if (breaks.length === 0) continue;
    const best = breaks.reduce((a, b) =>
      Math.abs(a.start - middle) <= Math.abs(b.start - middle) ? a : b,
    );
    return [asSentence(sentence.slice(0, best.start)), asSentence(sentence.slice(best.end))];
  }
  return [sentence];
}

/** A run-on with no clause break at all: halves at the word nearest the middle. */
function splitAtMiddleWord(sentence: string, breaks: readonly RegExp[]): string[] {
  const words = sentence.split(/\s+/);
  const half = Math.ceil(words.length / 2);
  return [
    ...splitLongSentence(asSentence(words.slice(0, half).join(" ")), LONG_SENTENCE_WORDS, breaks),
    ...splitLongSentence(asSentence(words.slice(half).join(" ")), LONG_SENTENCE_WORDS, breaks),
  ];
}

function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[,;:]+$/, "");
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…]["”’')\]]?$/u.test(capitalised) ? capitalised : `${capitalised}.`;
}

function mergeTinySentences(sentences: string[]): string[] {
  const merged: string[] = [];
  for (const sentence of sentences) {
    const previous = merged[merged.length - 1];
    if (previous !== undefined && wordCount(sentence) < TINY_SENTENCE_WORDS) {
      merged[merged.length - 1] = `${previous} ${sentence}`;
    } else if (previous !== undefined && wordCount(previous) < TINY_SENTENCE_WORDS) {
      merged[merged.length - 1] = `${previous} ${sentence}`;
    } else {
      merged.push(sentence);
    }
  }
  return merged;
}

/**
 * Joins neighbouring pieces into `groups` scenes so that the longest scene is as short as it can
 * be (the classic linear partition; a story has at most a few hundred pieces).
 */
function groupEvenly(pieces: string[], groups: number): string[] {
  const lengths = pieces.map((piece) => piece.length + 1);
  const prefix = [0];
  for (const length of lengths) prefix.push((prefix[prefix.length - 1] ?? 0) + length);
  const span = (from: number, to: number) => (prefix[to] ?? 0) - (prefix[from] ?? 0);
  const count = pieces.length;
  // cost[k][i]: the smallest longest scene when the first i pieces make k scenes.
  const cost = Array.from({ length: groups + 1 }, () =>
    new Array<number>(count + 1).fill(Infinity),
  );
  const cut = Array.from({ length: groups + 1 }, () => new Array<number>(count + 1).fill(0));
  (cost[0] as number[])[0] = 0;
  for (let k = 1; k <= groups; k++) {
    for (let i = k; i <= count; i++) {
      for (let j = k - 1; j < i; j++) {
        const candidate = Math.max(cost[k - 1]?.[j] ?? Infinity, span(j, i));
        if (candidate < (cost[k]?.[i] ?? Infinity)) {
          (cost[k] as number[])[i] = candidate;
          (cut[k] as number[])[i] = j;
        }
      }
    }
  }
  const scenes: string[] = [];
  let end = count;
  for (let k = groups; k >= 1; k--) {
    const start = cut[k]?.[end] ?? 0;
    scenes.unshift(pieces.slice(start, end).join(" "));
    end = start;
  }
  return scenes;
}
