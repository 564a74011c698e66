/**
 * German word forms: Hunde, Katzen, Häuser, Autos, Äpfel (the umlaut alone); roter, grüne,
 * weißes; Hündchen, Kätzchen, Häschen; compounds read by their last noun (Spielzeugauto: an Auto).
 */
import { replaceEndings } from "../romance-forms";
import { foldWord } from "../fold-word";
import type { WordForms } from "../language-words";

const PLURALS = [
  ["en", ["", "e"]],
  ["er", [""]],
  ["e", [""]],
  ["n", [""]],
  ["s", [""]],
] as const;
const ADJECTIVE_ENDINGS = [
  ["es", [""]],
  ["er", [""]],
  ["en", [""]],
  ["em", [""]],
  ["e", [""]],
  ["r", [""]],
] as const;
const DIMINUTIVES = [
  ["chen", ["", "e"]],
  ["lein", ["", "e"]],
] as const;
/** The shortest noun a compound ends in ("Ei" is too short to be read inside "Polizei"). */
const SHORTEST_HEAD = 3;

export const GERMAN_FORMS: WordForms = {
  singulars: (word) => replaceEndings(word, PLURALS),
  adjectiveBases: (word) => replaceEndings(word, ADJECTIVE_ENDINGS),
  diminutiveBases: (word) => replaceEndings(word, DIMINUTIVES),
  compoundHeads: (word) => {
    const folded = foldWord(word);
    const heads: string[] = [];
    for (let start = 1; folded.length - start >= SHORTEST_HEAD; start += 1) {
      heads.push(folded.slice(start));
    }
    return heads;
  },
  // "Äpfel", "Vögel": a plural said only by its umlaut (the tables hold "Apfel", "Vogel").
  isPluralSpelling: (said, tableWord) =>
    /[äöü]/.test(said) && !/[äöü]/.test(tableWord) && foldWord(said) === foldWord(tableWord),
  // "Loewe", "Baer", "Maedchen": the umlaut typed as its two letters.
  respell: (word) => word.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u"),
  isVerb: (word) => /(ieren|iert)$/.test(word),
  adjectivesFollowNoun: false,
};
