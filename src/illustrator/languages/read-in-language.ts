/**
 * The reader every language but English shares: words → phrases with one meaning each (noun
 * phrases with their number, colour and size; verbs; relations and the things they join; places,
 * time, weather) → the language-neutral scene graph built by readPhrases, the same builder the
 * English reader feeds. What differs between languages is only in their tables (LanguageWords).
 */
import type { ReadPhrase } from "../text/read-words";
import type { Lexeme } from "../vocabulary/lexicon";
import { readPhrases, type UnknownWords } from "../parse/parse-description";
import type { ParsedDescription, ParsedThing } from "../parse/parsed-description";
import { withPeopleWords } from "../people/with-people-words";
import { PERSON_ROLES } from "../people/person-roles";
import { ACTION_LABELS } from "../vocabulary/actions";
import { listedNounOf, nounEntryOfConcept } from "./concepts";
import { foldWord } from "./fold-word";
import type { LanguageWords, WordForms } from "./language-words";
import {
  MAX_PHRASE_WORDS,
  meaningsOf,
  wordIndexOf,
  type Meaning,
  type WordIndex,
} from "./word-index";

interface Found {
  said: string;
  meanings: Meaning[];
  isPlural: boolean;
  /** How many words it took. */
  length: number;
}

const NO_PEOPLE_WORDS = { rest: "", looks: [], acts: [], holdingHands: false };

export function readInLanguage(description: string, words: LanguageWords): ParsedDescription {
  const index = wordIndexOf(words);
  const tokens = withToddlerWords(tokenizeAnyLanguage(description), index);
  const found = findPhrases(tokens, index, words.forms);
  const phrases = withoutPlacePrepositions(found.flatMap((phrase, at) => asReadPhrase(found, at)));
  const described = withAccentlessCopula(phrases);
  const ordered = words.forms.adjectivesFollowNoun ? describingBeforeNouns(described) : described;
  const parsed = readPhrases(ordered, unknownWordsOf(words.forms));
  for (const thing of everyThing(parsed.things)) {
    withConcept(thing, index);
    if (thing.color && words.forms.adjectivesFollowNoun) thing.isColourAfterNoun = true;
  }
  withPeopleWords(parsed, NO_PEOPLE_WORDS, (text) => readInLanguage(text, words));
  return parsed;
}

/** Lowercase words in any alphabet; "l'arbre" and "dell'acqua" give the article its own word. */
export function tokenizeAnyLanguage(description: string): string[] {
  return description
    .toLowerCase()
    .replace(/[\u2018\u2019`´]/g, "'")
    .replace(/(\p{L})'(\p{L})/gu, "$1' $2")
    .replace(/[^\p{L}\p{N}'\- ]+/gu, " ")
    .replace(/(^|\s)-+|-+(\s|$)/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/** "guau guau" → "perro": toddler forms said as the words they stand for, longest first. */
function withToddlerWords(tokens: readonly string[], index: WordIndex): string[] {
  const out: string[] = [];
  for (let at = 0; at < tokens.length;) {
    let length = Math.min(MAX_PHRASE_WORDS, tokens.length - at);
    for (; length > 0; length -= 1) {
      const word = index.toddler.get(foldWord(tokens.slice(at, at + length).join(" ")));
      if (word !== undefined) {
        out.push(...word.split(" ").filter(Boolean));
        break;
      }
    }
    if (length === 0) {
      out.push(tokens[at] ?? "");
      length = 1;
    }
    at += length;
  }
  return out;
}

/** The longest known phrase at each point, with the forms the tables leave out. */
function findPhrases(tokens: readonly string[], index: WordIndex, forms: WordForms): Found[] {
  const found: Found[] = [];
  for (let at = 0; at < tokens.length;) {
    const phrase = longestAt(tokens, at, index, forms);
    found.push(phrase);
    at += phrase.length;
  }
  return found;
}

function longestAt(
  tokens: readonly string[],
  at: number,
  index: WordIndex,
  forms: WordForms,
): Found {
  for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - at); length > 1; length -= 1) {
    const words = tokens.slice(at, at + length);
    const said = words.join(" ");
    const exact = meaningsOf(index, said);
    if (exact) return { said, meanings: exact, isPlural: false, length };
    // "camiones de bomberos", "Feuerwehrautos": a plural on the phrase's first or last word.
    const [first = "", ...rest] = words;
    for (const singular of forms.singulars(first)) {
      const meanings = nounsOf(index.words.get([singular, ...rest].join(" ")));
      if (meanings.length > 0) return { said, meanings, isPlural: true, length };
    }
  }
  const said = tokens[at] ?? "";
  return { said, ...meaningsOfWord(said, index, forms), length: 1 };
}

/** One word: as said, as an agreeing adjective, a plural, a diminutive, then the CLDR names. */
function meaningsOfWord(
  said: string,
  index: WordIndex,
  forms: WordForms,
): { meanings: Meaning[]; isPlural: boolean } {
  const folded = foldWord(said);
  const exact = meaningsOf(index, said);
  if (exact) {
    const isPlural = exact.some(
      (meaning) => meaning.kind === "noun" && forms.isPluralSpelling?.(said, meaning.word),
    );
    return { meanings: exact, isPlural: isPlural === true };
  }
  for (const base of forms.adjectiveBases(folded)) {
    const describing = (index.words.get(base) ?? []).filter(isDescribing);
    if (describing.length > 0) return { meanings: describing, isPlural: false };
  }
  for (const singular of forms.singulars(folded)) {
    const nouns = nounsOf(index.words.get(singular));
    if (nouns.length > 0) return { meanings: nouns, isPlural: true };
  }
  for (const base of forms.diminutiveBases(folded)) {
    const known = (index.words.get(base) ?? []).filter((meaning) => meaning.kind !== "link");
    if (known.length > 0) return { meanings: known, isPlural: folded.endsWith("s") };
  }
  if (/^\d{1,3}$/.test(folded) && Number(folded) > 0) {
    return { meanings: [{ kind: "number", word: folded, count: Number(folded) }], isPlural: false };
  }
  const cldr = index.cldr.get(folded);
  if (cldr) return { meanings: [cldr], isPlural: false };
  for (const singular of forms.singulars(folded)) {
    const plural = index.cldr.get(singular);
    if (plural) return { meanings: [plural], isPlural: true };
  }
  const respelled = forms.respell?.(folded);
  if (respelled && respelled !== folded) {
    const found = meaningsOfWord(respelled, index, { ...forms, respell: undefined });
    if (found.meanings.length > 0) return found;
  }
  // "Spielzeugauto", "Riesenhunde": a compound is its last noun.
  for (const head of forms.compoundHeads?.(folded) ?? []) {
    const found = nounsOf(index.words.get(head));
    if (found.length > 0) return { meanings: found, isPlural: false };
    for (const singular of forms.singulars(head)) {
      const plural = nounsOf(index.words.get(singular));
      if (plural.length > 0) return { meanings: plural, isPlural: true };
    }
  }
  return { meanings: [], isPlural: false };
}

/** A word said only to be left out ("de color", "muy"). */
function isLeftOut(meaning: Meaning | undefined): boolean {
  return meaning?.kind === "link" && meaning.link === "";
}

function nounsOf(meanings: readonly Meaning[] | undefined): Meaning[] {
  return (meanings ?? []).filter((meaning) => meaning.kind === "noun");
}

function isDescribing(meaning: Meaning): boolean {
  return meaning.kind === "color" || meaning.kind === "size" || meaning.kind === "mood";
}

/**
 * The phrase as the scene graph's builder reads it, with the one meaning that fits its
 * neighbours: "naranja" after a thing is its colour, after "una" the fruit; "luna" after "en" is
 * the place, otherwise the moon drawn. Grammar words go as the builder's link words.
 */
function asReadPhrase(found: readonly Found[], at: number): ReadPhrase[] {
  const phrase = found[at];
  if (!phrase) return [];
  const said = found.slice(0, at).filter((other) => !isLeftOut(other.meanings[0]));
  const before = said[said.length - 1]?.meanings[0];
  const beforeArticle = said.findLast((other) => other.meanings[0]?.kind !== "link")?.meanings[0];
  const meaning = chooseMeaning(phrase.meanings, before, beforeArticle);
  if (!meaning) return [{ text: foldWord(phrase.said), meanings: [], isPlural: false }];
  if (meaning.kind === "link") {
    return meaning.link === "" ? [] : [{ text: meaning.link, meanings: [], isPlural: false }];
  }
  const lexeme = lexemeOf(meaning);
  if (!lexeme) return [{ text: foldWord(phrase.said), meanings: [], isPlural: false }];
  const text = meaning.kind === "relation" ? meaning.said : foldWord(phrase.said);
  return [{ text, meanings: [lexeme], lexeme, isPlural: phrase.isPlural }];
}

/** `before` is the word just before; `beforeArticles` the one before any "el", "la", "un". */
function chooseMeaning(
  meanings: readonly Meaning[],
  before: Meaning | undefined,
  beforeArticles: Meaning | undefined,
): Meaning | undefined {
  if (meanings.length < 2) return meanings[0];
  const kind = (wanted: Meaning["kind"]) => meanings.find((meaning) => meaning.kind === wanted);
  const afterThing = before?.kind === "noun" || before?.kind === "number";
  if (afterThing) return kind("color") ?? kind("size") ?? meanings[0];
  const place = kind("place") ?? kind("time") ?? kind("weather");
  // "en la casa" is where it all is, "sobre la casa" a house to sit on; "sulla luna" the moon's
  // ground, as nothing sits on top of a thing of the sky.
  const relation = beforeArticles?.kind === "relation" ? beforeArticles.relation : undefined;
  const noun = kind("noun");
  const isSkyThing = noun?.kind === "noun" && nounEntryOfConcept(noun.concept)?.habitat === "sky";
  if (place && (relation === "in" || (relation === "on" && isSkyThing))) return place;
  return kind("noun") ?? meanings[0];
}

function lexemeOf(meaning: Exclude<Meaning, { kind: "link" }>): Lexeme | undefined {
  switch (meaning.kind) {
    case "noun": {
      const noun = nounEntryOfConcept(meaning.concept);
      return noun ? { kind: "noun", word: meaning.word, noun } : undefined;
    }
    case "relation":
      return { kind: "relation", word: meaning.said, relation: meaning.relation };
    case "action":
      return { kind: "action", word: ACTION_LABELS[meaning.action], action: meaning.action };
    default:
      return meaning;
  }
}

/** "en la playa", "bajo la lluvia": the place said is where it all is, not a relation. */
function withoutPlacePrepositions(phrases: readonly ReadPhrase[]): ReadPhrase[] {
  const out: ReadPhrase[] = [];
  for (const phrase of phrases) {
    const kind = phrase.lexeme?.kind;
    if (kind === "place" || kind === "time" || kind === "weather") {
      while (out.length > 0 && isPrepositionOrArticle(out[out.length - 1])) out.pop();
    }
    out.push(phrase);
  }
  return out;
}

function isPrepositionOrArticle(phrase: ReadPhrase | undefined): boolean {
  if (!phrase) return false;
  if (phrase.lexeme?.kind === "relation") return phrase.lexeme.relation !== "far";
  return !phrase.lexeme && (phrase.text === "the" || phrase.text === "a" || phrase.text === "of");
}

/**
 * "il cane e rosso", "o cachorro e vermelho": typed without its accent, "è"/"é" (is) reads as "e"
 * (and); "and" between a thing and a colour or size that describes no thing after it is "is".
 */
function withAccentlessCopula(phrases: readonly ReadPhrase[]): ReadPhrase[] {
  const isDescribingPhrase = (phrase: ReadPhrase | undefined) =>
    phrase?.lexeme?.kind === "color" || phrase?.lexeme?.kind === "size";
  return phrases.map((phrase, at) => {
    const before = phrases[at - 1];
    const next = phrases[at + 1];
    const afterNext = phrases[at + 2];
    const isCopula =
      phrase.text === "and" &&
      before?.lexeme?.kind === "noun" &&
      isDescribingPhrase(next) &&
      (afterNext === undefined || afterNext.text === "and") &&
      !isDescribingPhrase(afterNext);
    return isCopula ? { ...phrase, text: "is" } : phrase;
  });
}

/** "un perro rojo grande" is read as "a big red dog": colours and sizes go before their noun. */
function describingBeforeNouns(phrases: readonly ReadPhrase[]): ReadPhrase[] {
  const out: ReadPhrase[] = [];
  let nounAt = -1;
  for (const phrase of phrases) {
    const kind = phrase.lexeme?.kind;
    const isDescribingWord = kind === "color" || kind === "size";
    if (isDescribingWord && nounAt >= 0) {
      out.splice(nounAt, 0, phrase);
      nounAt += 1;
      continue;
    }
    out.push(phrase);
    nounAt = kind === "noun" ? out.length - 1 : -1;
  }
  return out;
}

function unknownWordsOf(forms: WordForms): UnknownWords {
  return {
    isVerb: (word) => forms.isVerb(word),
    // Every thing a language names is in its tables or its CLDR names, both read already.
    thingOf: () => undefined,
  };
}

/** What the word was read as; a person of the character kit is who it says ("mamá": the mommy). */
function withConcept(thing: ParsedThing, index: WordIndex): void {
  const said = index.conceptOf.get(foldWord(thing.word));
  if (!said) return;
  const concept = listedNounOf(said) ?? said;
  thing.concept = concept;
  const role = thing.category === "people" && !thing.person ? PERSON_ROLES[concept] : undefined;
  if (role) thing.person = { role, said: {} };
}

function everyThing(things: readonly ParsedThing[]): ParsedThing[] {
  return things.flatMap((thing) => [
    thing,
    ...everyThing(
      [
        thing.target,
        thing.perch,
        thing.relation?.to,
        thing.relation?.and,
        ...thing.accessories,
      ].filter((other): other is ParsedThing => other !== undefined),
    ),
  ]);
}
