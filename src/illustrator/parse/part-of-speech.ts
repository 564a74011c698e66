/**
 * Part of speech of each word of a description, read by the compromise English tagger (its
 * part-of-speech build, without the phrase plugins): a word the product's lists do not know is
 * looked up as a thing only when the sentence uses it as a noun, so "a cat who lives in a house"
 * draws no life, "a monkey again" no "again", "a turtle who is slow" no snail.
 */
import nlp from "compromise/two";

/** Tags under which a word is never a thing of its own. */
const NOT_A_THING = [
  "Verb",
  "Adverb",
  "Adjective",
  "Pronoun",
  "Preposition",
  "Conjunction",
  "Determiner",
  "QuestionWord",
  "Expression",
];

export interface PartsOfSpeech {
  /** Words (lowercase, as written) the sentence never uses as a noun. */
  notNouns: ReadonlySet<string>;
  /** Words it uses only as verbs ("lives", "built"). */
  verbs: ReadonlySet<string>;
}

export function partsOfSpeech(description: string): PartsOfSpeech {
  const notNouns = new Set<string>();
  const verbs = new Set<string>();
  const nouns = new Set<string>();
  for (const sentence of nlp(description).docs) {
    for (const term of sentence) {
      const tags = term.tags ?? new Set<string>();
      const word = term.normal ?? "";
      if (tags.has("Noun") && !tags.has("Pronoun")) nouns.add(word);
      else if (NOT_A_THING.some((tag) => tags.has(tag))) notNouns.add(word);
      if (tags.has("Verb") && !tags.has("Copula") && !tags.has("Auxiliary")) verbs.add(word);
    }
  }
  for (const noun of nouns) {
    notNouns.delete(noun);
    verbs.delete(noun);
  }
  return { notNouns, verbs };
}
