/**
 * One language's words, as its reader needs them: what each word means in the language-neutral
 * scene graph (a thing's concept, a colour, a count, a relation, a place…), and the grammar that
 * turns a said form into the form the tables hold (plurals, agreement, diminutives).
 */
import type { ActionId } from "../vocabulary/actions";
import type { Mood } from "../vocabulary/modifiers";
import type { PlaceId, TimeOfDay } from "../vocabulary/places";
import type { Weather } from "../vocabulary/weather";

/**
 * How the scene graph's builder reads a grammar word, in its own link words (parse-description.ts):
 * "a" and "the" (articles), "my", "and", "with" (worn, held or carried next), "is" (a colour or
 * size said after it describes the thing before), "that" (points back at the thing before),
 * "of", "draw" (asks for the picture). "" is a word said only to be left out ("pues", "quiero").
 */
export type LinkWord = "a" | "the" | "some" | "my" | "and" | "with" | "is" | "that" | "of" | "";

export interface LanguageWords {
  /** A said noun (singular, as spelled) → its concept: a noun of the English word lists or an artwork id. */
  nouns: Readonly<Record<string, string>>;
  /** Colour (the masculine singular form) → the English colour word that gives its tint. */
  colours: Readonly<Record<string, string>>;
  /** Size word (masculine singular) → the English size word that gives its scale. */
  sizes: Readonly<Record<string, string>>;
  moods: Readonly<Record<string, Mood>>;
  numbers: Readonly<Record<string, number>>;
  /** Relation phrase → the English relation phrase it says (a key of RELATION_WORDS). */
  relations: Readonly<Record<string, string>>;
  places: Readonly<Record<string, PlaceId>>;
  times: Readonly<Record<string, TimeOfDay>>;
  weather: Readonly<Record<string, Weather>>;
  /** Verb forms (present, gerund, infinitive) → the action drawn. */
  actions: Readonly<Record<string, ActionId>>;
  links: Readonly<Record<string, LinkWord>>;
  /** Toddler forms → the word they stand for in the same language ("guau guau" → "perro"). */
  toddler: Readonly<Record<string, string>>;
  /** Where the localised CLDR names of the artworks are ({ artwork: "name|name" }). */
  cldr: Readonly<Record<string, string>>;
  forms: WordForms;
}

/** The grammar of word forms a language's tables leave out. */
export interface WordForms {
  /** Singular forms a plural noun may be ("peces" → "pez"), most likely first. */
  singulars(word: string): string[];
  /** Base forms of an inflected adjective ("rojas" → "rojo"), most likely first. */
  adjectiveBases(word: string): string[];
  /** The plain word of a diminutive ("perrito" → "perro"), most likely first. */
  diminutiveBases(word: string): string[];
  /** The word as the tables spell it when typed without its letters ("loewe" → "lowe"). */
  respell?(word: string): string;
  /** The nouns a compound word may end in, longest first ("Spielzeugauto" → "auto"). */
  compoundHeads?(word: string): string[];
  /** The word as said is a plural of the table's word by its spelling alone ("Äpfel", "Apfel"). */
  isPluralSpelling?(said: string, tableWord: string): boolean;
  /** An unknown word that reads as a verb (never drawn; it links the next thing). */
  isVerb(word: string): boolean;
  /** Colours and sizes come after the noun ("un perro rojo") and are read as before it. */
  adjectivesFollowNoun: boolean;
}
