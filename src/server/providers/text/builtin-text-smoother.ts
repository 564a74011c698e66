/**
 * The built-in text smoother: makes a story's scene texts read as one story. It tidies spaces,
 * capitals and punctuation, drops doubled words, and joins the scenes with varied openings
 * ("Once upon a time", "Then", "Soon", "Finally"). It adds only those fixed joining words, so it
 * never brings in a word the child did not say.
 */
import { splitSentences } from "../../../shared/stories/split-into-scenes";
import type { StoryTextProvider, StoryToSmooth } from "./text-provider";

interface Opening {
  words: string;
  comma: boolean;
}

const FIRST: Opening = { words: "Once upon a time", comma: true };
const MIDDLE: readonly Opening[] = [
  { words: "Then", comma: false },
  { words: "Soon", comma: false },
  { words: "After that", comma: true },
  { words: "Next", comma: true },
  { words: "Later", comma: true },
];
const LAST: Opening = { words: "Finally", comma: true };
const THE_END = "The End.";

/** A scene that already opens like this needs no joining words. */
const OPENS_WITH_JOIN =
  /^(?:once upon a time|once|one (?:day|night|morning|evening)|long ago|then|next|soon|suddenly|meanwhile|later|finally|at last|in the end|after(?: that)?|before|when|so|but|the next (?:day|morning)|that (?:day|night)|in the morning|at night|the end)\b/i;

/** Sentence openers that are never names, so they lose their capital after joining words. */
const COMMON_OPENERS = new Set(
  "the a an he she it they we you i his her its their my our your this that these those there here everyone everybody all some one two three four five".split(
    " ",
  ),
);

export function smoothStoryText({ scenes }: Pick<StoryToSmooth, "scenes">): string {
  const tidied = scenes.map(tidy).filter((scene) => scene.length > 0);
  const names = namesIn(tidied);
  let previous: Opening | undefined;
  const paragraphs = tidied.map((scene, index) => {
    const opening = openingFor(index, tidied.length, previous);
    if (!opening || OPENS_WITH_JOIN.test(scene)) return scene;
    previous = opening;
    return join(opening, scene, names);
  });
  const story = paragraphs.join("\n\n");
  if (story.length === 0) return story;
  return /the end[.!]*$/i.test(story) ? story : `${story}\n\n${THE_END}`;
}

export function createBuiltinTextSmoother(): StoryTextProvider {
  return {
    name: "builtin-text-smoother",
    smoothStory: (story) => Promise.resolve(smoothStoryText(story)),
  };
}

function openingFor(index: number, count: number, previous?: Opening): Opening | undefined {
  if (index === 0) return count > 0 ? FIRST : undefined;
  if (index === count - 1) return LAST;
  const choice = MIDDLE[(index - 1) % MIDDLE.length];
  return choice === previous ? MIDDLE[index % MIDDLE.length] : choice;
}

function join(opening: Opening, scene: string, names: ReadonlySet<string>): string {
  const withoutAnd = scene.replace(/^and\s+/i, "");
  const firstWord = /^[\p{L}']+/u.exec(withoutAnd)?.[0] ?? "";
  const keepCapital = firstWord === "I" || firstWord.startsWith("I'") || names.has(firstWord);
  const rest = keepCapital ? withoutAnd : withoutAnd.charAt(0).toLowerCase() + withoutAnd.slice(1);
  return `${opening.words}${opening.comma ? "," : ""} ${rest}`;
}

/**
 * Words that look like names: never written in small letters anywhere in the story and not a
 * common opener ("The", "She"). They keep their capital after joining words.
 */
function namesIn(scenes: readonly string[]): Set<string> {
  const written = scenes.flatMap((scene) => scene.match(/[\p{L}']+/gu) ?? []);
  const inSmallLetters = new Set(written.filter((word) => /^\p{Ll}/u.test(word)));
  return new Set(
    written.filter(
      (word) =>
        /^\p{Lu}/u.test(word) &&
        !COMMON_OPENERS.has(word.toLowerCase()) &&
        !inSmallLetters.has(word.toLowerCase()),
    ),
  );
}

/** "the the", "and and": a slip of the tongue (but "very very big" is meant). */
const DOUBLED_SMALL_WORD = /\b(the|a|an|and|to|of|in|on|at|is|it|he|she|they|we|was)(?:\s+\1\b)+/gi;

/** Spaces, capitals, punctuation and doubled words of one scene. */
export function tidy(scene: string): string {
  const spaced = scene
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?;:])/g, "$1")
    .replace(/([,.!?;:])(?=\p{L})/gu, "$1 ")
    .replace(DOUBLED_SMALL_WORD, "$1")
    .replace(/\bi\b(?=(?:'[a-z]+)?\s|'|$)/g, "I")
    .trim();
  return splitSentences(spaced)
    .map((sentence) => {
      const capital = sentence.charAt(0).toUpperCase() + sentence.slice(1);
      return /[.!?…]["”’')\]]?$/u.test(capital) ? capital : `${capital}.`;
    })
    .join(" ");
}
