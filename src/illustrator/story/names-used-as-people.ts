/**
 * Heroes a story never introduces: a capitalised name used as a person ("Mia has a red kite.",
 * "In autumn Rosie rakes the leaves.", "Leo goes to the beach with dad."). Each is a child: a
 * girl or a boy by the name when it is a known one, else by the "she" or "he" the story says
 * after it, else a child. Two heroes drawn alike would be one character, so a second girl is
 * the sister kind (drawn as a girl too), a second boy the brother kind.
 */
import nlp from "compromise/two";
import { COLOR_WORDS } from "../vocabulary/modifiers";
import { NOUN_ALIASES, NOUNS } from "../vocabulary/nouns";
import { PLACE_WORDS } from "../vocabulary/places";
import { BOY_NAMES, GIRL_NAMES } from "./given-names";
import type { StoryName } from "./story-names";

/** Capitalised words that are not names: sentence openers, days, months, feelings. */
export const NOT_NAMES: ReadonlySet<string> = new Set(
  (
    "Then The And But So One Once At In On When Suddenly Soon Finally After Now Every Later Next " +
    "Today Inside Outside Together Everyone Everybody Someone Nobody Meanwhile This That There " +
    "It He She They We Her His My Our Their Oh Wow Yes No Look Hello Hi Goodnight Bye Please " +
    "Tonight Yesterday Tomorrow Here Where What Who Why How Mr Mrs Miss Monday Tuesday " +
    "Wednesday Thursday Friday Saturday Sunday January February March April May June July " +
    "August September October November December Christmas Easter Halloween"
  ).split(" "),
);

/** Kinds a named child can be drawn as, the first not taken by another name. */
const CHILD_KINDS: Readonly<Record<string, readonly string[]>> = {
  girl: ["girl", "sister", "friend"],
  boy: ["boy", "brother", "friend"],
  child: ["child", "friend", "cousin"],
};

const SHE = /\b(?:she|her|hers|herself)\b/i;
const HE = /\b(?:he|him|his|himself)\b/i;

/** The names said as people in the pages, added to the names the story introduced. */
export function withNamesUsedAsPeople(
  introduced: readonly StoryName[],
  pages: readonly string[],
): StoryName[] {
  const names = [...introduced];
  const sentences = pages.flatMap((page) => page.split(/(?<=[.!?])\s+/));
  const storyWords = new Set(
    pages
      .join(" ")
      .toLowerCase()
      .match(/[a-z]+/g) ?? [],
  );
  sentences.forEach((sentence, index) => {
    for (const name of peopleNamedIn(sentence)) {
      if (names.some((known) => known.name === name)) continue;
      const after = [sentence.slice(sentence.indexOf(name)), sentences[index + 1] ?? ""].join(" ");
      const taken = (kind: string) =>
        names.some((known) => known.kind === kind) || storyWords.has(kind);
      const kinds = CHILD_KINDS[childKindOf(name, after)] ?? [];
      names.push({ name, kind: kinds.find((kind) => !taken(kind)) ?? "child" });
    }
  });
  return names;
}

/** Capitalised words a sentence uses as someone's name. */
function peopleNamedIn(sentence: string): string[] {
  const terms = nlp(sentence).docs.flat();
  return terms.flatMap((term, at) => {
    const word = term.text.replace(/['’]s$/, "");
    if (!/^[A-Z][a-z]+$/.test(word) || !mayBeName(word)) return [];
    if (GIRL_NAMES.has(word) || BOY_NAMES.has(word)) return [word];
    const lower = word.toLowerCase();
    if (NOUNS[lower] !== undefined || NOUN_ALIASES[lower] !== undefined) return [];
    const tags = term.tags ?? new Set<string>();
    if (tags.has("FirstName") || (at > 0 && !/^[A-Z]/.test(terms[at - 1]?.text ?? ""))) {
      return [word];
    }
    // A word opening the sentence is a name when it is a thing that does something next.
    const next = terms[at + 1];
    const isSomeone =
      tags.has("Singular") &&
      !["Plural", "Uncountable", "Pronoun", "Date", "Adjective"].some((tag) => tags.has(tag));
    const acts =
      next !== undefined &&
      ((next.tags?.has("Verb") ?? false) || next.normal === "and" || term.text.endsWith("'s"));
    return isSomeone && acts ? [word] : [];
  });
}

function mayBeName(word: string): boolean {
  const lower = word.toLowerCase();
  return !NOT_NAMES.has(word) && !(lower in PLACE_WORDS) && !(lower in COLOR_WORDS);
}

function childKindOf(name: string, after: string): string {
  if (GIRL_NAMES.has(name)) return "girl";
  if (BOY_NAMES.has(name)) return "boy";
  const isShe = SHE.test(after);
  const isHe = HE.test(after);
  return isShe && !isHe ? "girl" : isHe && !isShe ? "boy" : "child";
}
