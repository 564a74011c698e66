/**
 * Word forms Spanish, Portuguese, Italian and French share: a plural adds -s or -es (Italian
 * changes the last vowel), an adjective agrees in -o/-a/-os/-as (-e/-i in Italian), a diminutive
 * ends in -ito/-inho/-ino/-et. Each language gives its endings; the rules are the same.
 */
import { foldWord } from "./fold-word";

export interface RomanceEndings {
  /** Plural ending → singular endings to try, longest ending first ("ces" → ["z"]). */
  plurals: readonly (readonly [string, readonly string[]])[];
  /** Adjective ending → masculine singular endings ("as" → ["o", "e", ""]). */
  agreement: readonly (readonly [string, readonly string[]])[];
  /** Diminutive ending → plain word endings ("ito" → ["o", ""]). */
  diminutives: readonly (readonly [string, readonly string[]])[];
  /** Verb endings an unknown word reads as a verb by (gerunds and infinitives). */
  verbEndings: RegExp;
}

/** A stem keeps at least this many letters ("cães" → "cão"). */
const SHORTEST_STEM = 1;

export function replaceEndings(
  word: string,
  endings: readonly (readonly [string, readonly string[]])[],
): string[] {
  const folded = foldWord(word);
  const found: string[] = [];
  for (const [ending, replacements] of endings) {
    if (!folded.endsWith(ending) || folded.length - ending.length < SHORTEST_STEM) continue;
    const stem = folded.slice(0, -ending.length);
    for (const replacement of replacements) {
      const candidate = stem + replacement;
      if (!found.includes(candidate)) found.push(candidate);
    }
  }
  return found;
}

export function romanceForms(endings: RomanceEndings) {
  return {
    singulars: (word: string) => replaceEndings(word, endings.plurals),
    adjectiveBases: (word: string) => replaceEndings(word, endings.agreement),
    diminutiveBases: (word: string) => {
      const bases = replaceEndings(word, endings.diminutives);
      // A plural diminutive ("perritos"): its singular's plain word.
      const plural = replaceEndings(word, endings.plurals).flatMap((singular) =>
        replaceEndings(singular, endings.diminutives),
      );
      return [...bases, ...plural.filter((base) => !bases.includes(base))];
    },
    isVerb: (word: string) => endings.verbEndings.test(foldWord(word)),
    adjectivesFollowNoun: true,
  };
}
