/**
 * One look-up over all of the product's word lists: a phrase (one to four words) → what it can
 * mean. A phrase may mean several things ("rainbow" is a colour and a thing); the reader decides.
 */
import { ACTION_LABELS, ACTION_WORDS, type ActionId } from "./actions";
import {
  COLOR_ALIASES,
  COLOR_WORDS,
  MOOD_WORDS,
  NUMBER_WORDS,
  SIZE_WORDS,
  type Mood,
} from "./modifiers";
import { findArtworkForWord, findArtworkNamed, isArtworkName } from "../artwork/catalog";
import { nounEntryOf } from "./artwork-noun";
import { REVIEWED_NEAR_THINGS } from "./near-things-reviewed";
import { NOUN_ALIASES, NOUNS, type NounEntry } from "./nouns";
import { PLACE_WORDS, TIME_WORDS, type PlaceId, type TimeOfDay } from "./places";
import { RELATION_WORDS, type SpatialRelation } from "./relations";
import { WEATHER_WORDS, type Weather } from "./weather";

export type Lexeme =
  | { kind: "noun"; word: string; noun: NounEntry }
  | { kind: "place"; word: string; place: PlaceId }
  | { kind: "time"; word: string; time: TimeOfDay }
  | { kind: "weather"; word: string; weather: Weather }
  | { kind: "color"; word: string; tint: string }
  | { kind: "size"; word: string; scale: number }
  | { kind: "mood"; word: string; mood: Mood }
  | { kind: "number"; word: string; count: number }
  | { kind: "action"; word: string; action: ActionId }
  | { kind: "relation"; word: string; relation: SpatialRelation };

export type LexemeKind = Lexeme["kind"];

/** The longest phrase looked up, in words. */
export const MAX_PHRASE_WORDS = 4;

/** Every meaning of one exact phrase (already lowercase, single-spaced, singular or not). */
export function lookUpPhrase(phrase: string): Lexeme[] {
  const meanings: Lexeme[] = [];
  // Own keys only: "constructor" is no noun.
  const nounWord = Object.hasOwn(NOUNS, phrase) ? phrase : ownValue(NOUN_ALIASES, phrase);
  const noun = nounWord === undefined ? undefined : NOUNS[nounWord];
  if (nounWord && noun) meanings.push({ kind: "noun", word: nounWord, noun });
  else meanings.push(...reviewedNearThing(phrase));
  const place = PLACE_WORDS[phrase];
  if (place) meanings.push({ kind: "place", word: phrase, place });
  const time = TIME_WORDS[phrase];
  if (time) meanings.push({ kind: "time", word: phrase, time });
  const weather = WEATHER_WORDS[phrase];
  if (weather) meanings.push({ kind: "weather", word: phrase, weather });
  const colorWord = COLOR_ALIASES[phrase] ?? phrase;
  const tint = COLOR_WORDS[colorWord];
  if (tint) meanings.push({ kind: "color", word: colorWord, tint });
  // A colour that is also a fruit or flower ("peach", "lime") is that thing when it is no colour.
  const named =
    tint && meanings.length === 1 && isArtworkName(phrase) ? findArtworkNamed(phrase) : undefined;
  if (named) meanings.unshift({ kind: "noun", word: phrase, noun: nounEntryOf(named) });
  const scale = SIZE_WORDS[phrase];
  if (scale !== undefined) meanings.push({ kind: "size", word: phrase, scale });
  const mood = MOOD_WORDS[phrase];
  if (mood) meanings.push({ kind: "mood", word: phrase, mood });
  const count = NUMBER_WORDS[phrase] ?? numberFromDigits(phrase);
  if (count !== undefined) meanings.push({ kind: "number", word: phrase, count });
  const action = ACTION_WORDS[phrase];
  if (action) meanings.push({ kind: "action", word: ACTION_LABELS[action], action });
  const relation = RELATION_WORDS[phrase];
  if (relation) meanings.push({ kind: "relation", word: phrase, relation });
  return meanings;
}

/** A thing from the reviewed table of near things ("a TV", "a toaster"), as the child said it. */
function reviewedNearThing(phrase: string): Lexeme[] {
  const reviewed = ownValue(REVIEWED_NEAR_THINGS, phrase);
  if (!reviewed) return [];
  const nounWord = NOUNS[reviewed.drawnAs] ? reviewed.drawnAs : NOUN_ALIASES[reviewed.drawnAs];
  const noun = nounWord === undefined ? undefined : NOUNS[nounWord];
  const artwork = noun ? undefined : findArtworkForWord(reviewed.drawnAs);
  const drawn = noun ?? (artwork ? nounEntryOf(artwork) : undefined);
  return drawn ? [{ kind: "noun", word: phrase, noun: drawn }] : [];
}

function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function numberFromDigits(phrase: string): number | undefined {
  if (!/^\d{1,3}$/.test(phrase)) return undefined;
  const value = Number(phrase);
  return value > 0 ? value : undefined;
}
