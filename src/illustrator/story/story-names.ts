/**
 * The names a story gives its characters, and what each one is: "Ella is a little girl",
 * "Pip the puppy", "a bear named Bruno", "his dog Max", "my friend Sam is a boy". A name is
 * then drawn as what it is: the parser reads "Ella went home" as "the girl went home".
 */
import { NOUN_ALIASES, NOUNS } from "../vocabulary/nouns";
import { PLACE_WORDS } from "../vocabulary/places";
import { NOT_NAMES } from "./names-used-as-people";

export interface StoryName {
  /** As the child wrote it ("Ella"). */
  name: string;
  /** What it is, one of the product's nouns ("girl", "teddy bear"). */
  kind: string;
}

const NAME = "([A-Z][a-z]+)";
/** Words between an article and what a thing is: "a little brown bear". */
const DESCRIBING = "(?:[a-z]+ ){0,3}?";
/** A kind: one noun, or two ("teddy bear"). */
const KIND = "([a-z]+(?: [a-z]+)?)";
const PATTERNS: readonly RegExp[] = [
  // "Whiskers is our fluffy grey cat": what it is is the first thing named after "is".
  new RegExp(`\\b${NAME} (?:is|was) (?:a|an|our|my|his|her|their) ((?:[a-z]+ ?){1,4})`, "g"),
  new RegExp(`\\b${NAME} the ${DESCRIBING}${KIND}`, "g"),
];
/** "a bear named Bruno", "my teddy bear was called Bobo": the kind comes first. */
const CALLED = new RegExp(
  `\\b(?:[Aa]n?|[Tt]he|[Mm]y|[Hh]is|[Hh]er) ${DESCRIBING}${KIND},? (?:was |is )?(?:named|called) ${NAME}`,
  "g",
);
/** "his dog Max", "my friend Sam". */
const OWNED = new RegExp(
  `\\b(?:[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur) (?:(?:best|little|big|baby|older|younger) )?([a-z]+) ${NAME}`,
  "g",
);
/** The story's names, each with what it is; a name said twice keeps what the story says it is. */
export function readStoryNames(sentences: readonly string[]): StoryName[] {
  const names: Array<StoryName & { isVague: boolean }> = [];
  const add = (name: string | undefined, said: string | undefined, isVague = false) => {
    const kind = said && kindIn(said);
    if (!name || !kind || !isName(name)) return;
    const known = names.find((entry) => entry.name === name);
    if (!known) names.push({ name, kind, isVague });
    // "my friend Sam is a little boy": what Sam is wins over how he is known.
    else if (known.isVague && !isVague) Object.assign(known, { kind, isVague });
  };
  for (const sentence of sentences) {
    const found: Array<[number, () => void]> = [];
    for (const pattern of PATTERNS) {
      for (const match of sentence.matchAll(pattern)) {
        found.push([match.index, () => add(match[1], match[2])]);
      }
    }
    for (const match of sentence.matchAll(CALLED)) {
      found.push([match.index, () => add(match[2], match[1])]);
    }
    for (const match of sentence.matchAll(OWNED)) {
      found.push([match.index - 1, () => add(match[2], match[1], match[1] === "friend")]);
    }
    for (const [, read] of found.sort(([a], [b]) => a - b)) read();
  }
  return names.map(({ name, kind }) => ({ name, kind }));
}

/** The sentence with each name said as what it is, so the parser draws it. */
export function withNamesAsKinds(sentence: string, names: readonly StoryName[]): string {
  let out = sentence;
  for (const { name, kind } of names) {
    const said = new RegExp(`\\b${name}\\b`);
    if (!said.test(out)) continue;
    out = out
      // "Ella is a little girl with a boat": the girl, described.
      .replace(new RegExp(`\\b${name} (?:is|was) (a|an|our|my|his|her|their) `, "g"), "$1 ")
      .replace(new RegExp(`\\b${name} the `, "g"), "the ")
      .replace(new RegExp(`,? (?:was |is )?(?:named|called) ${name}\\b`, "g"), "")
      .replace(
        new RegExp(
          `\\b([Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur) (?:(?:best|little|big|baby|older|younger) )?([a-z]+) ${name}\\b`,
          "g",
        ),
        (_, owner: string, word: string) => (word === kind ? `${owner} ${word}` : name),
      )
      .replace(new RegExp(`\\b${name}\\b`, "g"), `the ${kind}`);
  }
  return out.replace(/\bthe the\b/g, "the");
}

/** The first of the words that is a thing the product draws: "little girl" is a girl. */
function kindIn(words: string): string | undefined {
  const list = words.toLowerCase().split(" ");
  for (let at = 0; at < list.length; at++) {
    const two = list.slice(at, at + 2).join(" ");
    if (list.length - at >= 2 && isNoun(two)) return two;
    const one = list[at] ?? "";
    if (isNoun(one) && !(one in PLACE_WORDS)) return one;
  }
  return undefined;
}

function isName(word: string): boolean {
  const lower = word.toLowerCase();
  return !NOT_NAMES.has(word) && !isNoun(lower) && !(lower in PLACE_WORDS);
}

function isNoun(word: string): boolean {
  return NOUNS[word] !== undefined || NOUN_ALIASES[word] !== undefined;
}
