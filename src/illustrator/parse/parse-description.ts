/**
 * Description → what to draw: the things (with their counts, colours, sizes and actions), the
 * place, the time of day and the mood. Never fails: what is not understood is left out.
 */
import { categoryOfArtwork, findArtworkForWord } from "../artwork/catalog";
import { readWords, type ReadPhrase } from "../text/read-words";
import { STOPWORDS } from "../text/stopwords";
import { singularCandidates } from "../text/tokens";
import type { ActionId } from "../vocabulary/actions";
import { MAX_COUNT, type Mood } from "../vocabulary/modifiers";
import type { NounEntry } from "../vocabulary/nouns";
import type { ParsedDescription, ParsedThing } from "./parsed-description";

/** Actions done to the next thing named: "riding a bike", "eating ice cream". */
const ACTIONS_WITH_TARGET: ReadonlySet<ActionId> = new Set(["ride", "eat", "read", "hug", "play"]);
/** Things worn or attached to the one named before ("a cat with wings"). */
const ACCESSORY_WORDS: ReadonlySet<string> = new Set(["wing", "crown", "hat", "magic wand"]);
/** A plural with no number draws this many. */
const PLURAL_COUNT = 3;
const MANY_THRESHOLD = 6;

interface Pending {
  count?: number;
  color?: { word: string; tint: string };
  scale: number;
  sizeWord?: string;
  action?: ActionId;
}

export function parseDescription(description: string): ParsedDescription {
  const parsed: ParsedDescription = { things: [], moods: [], unknownWords: [] };
  let pending: Pending = { scale: 1 };
  let awaitingTarget: ParsedThing | undefined;
  let previousText = "";
  const phrases = readWords(description);

  for (const phrase of phrases) {
    const lexeme = phrase.lexeme;
    if (!lexeme) {
      const found =
        phrase.text.length > 2 && !STOPWORDS.has(phrase.text) ? nounFromArtwork(phrase) : undefined;
      if (found) {
        placeThing(thingOf(found.word, found.noun, pending, phrase.isPlural || found.isPlural));
        pending = { scale: 1 };
      } else if (!STOPWORDS.has(phrase.text)) {
        parsed.unknownWords.push(phrase.text);
      }
      previousText = phrase.text;
      continue;
    }
    switch (lexeme.kind) {
      case "number":
        pending.count = lexeme.count;
        break;
      case "color":
        pending.color = { word: lexeme.word, tint: lexeme.tint };
        break;
      case "size":
        pending.scale *= lexeme.scale;
        pending.sizeWord = lexeme.word;
        break;
      case "mood":
        addMood(parsed.moods, lexeme.mood);
        break;
      case "place":
        if (!parsed.place) {
          parsed.place = lexeme.place;
          parsed.placeWord = lexeme.word;
        }
        pending = { scale: 1 };
        break;
      case "time":
        parsed.time ??= lexeme.time;
        pending = { scale: 1 };
        break;
      case "action": {
        const last = parsed.things[parsed.things.length - 1];
        if (last && !last.action && !hasPendingModifiers(pending)) {
          last.action = lexeme.action;
          awaitingTarget = ACTIONS_WITH_TARGET.has(lexeme.action) ? last : undefined;
        } else {
          pending.action = lexeme.action;
        }
        break;
      }
      case "noun":
        placeThing(thingOf(lexeme.word, lexeme.noun, pending, phrase.isPlural));
        pending = { scale: 1 };
        break;
    }
    previousText = phrase.text;
  }
  return parsed;

  function placeThing(thing: ParsedThing): void {
    const owner = parsed.things[parsed.things.length - 1];
    if (awaitingTarget && !awaitingTarget.target) {
      awaitingTarget.target = thing;
      awaitingTarget = undefined;
    } else if (
      owner &&
      ACCESSORY_WORDS.has(thing.word) &&
      (previousText === "with" || thing.color)
    ) {
      owner.accessories.push(thing);
    } else {
      parsed.things.push(thing);
      if (thing.action && ACTIONS_WITH_TARGET.has(thing.action)) awaitingTarget = thing;
    }
  }
}

function thingOf(word: string, noun: NounEntry, pending: Pending, isPlural: boolean): ParsedThing {
  const count = Math.min(MAX_COUNT, pending.count ?? (isPlural ? PLURAL_COUNT : 1));
  return {
    word,
    artwork: noun.artwork,
    category: noun.category,
    habitat: noun.habitat ?? "ground",
    bulk: noun.bulk ?? 0.8,
    ...(noun.face ? { face: noun.face } : {}),
    count,
    isMany: count >= MANY_THRESHOLD,
    ...(pending.color ? { color: pending.color } : {}),
    scale: pending.scale,
    ...(pending.sizeWord ? { sizeWord: pending.sizeWord } : {}),
    ...(pending.action ? { action: pending.action } : {}),
    accessories: [],
    ...(noun.suggests ? { suggests: noun.suggests } : {}),
    isNightly: noun.isNightly ?? false,
  };
}

/** A noun the word lists do not know, found by the emoji keyword index ("a violin"). */
function nounFromArtwork(
  phrase: ReadPhrase,
): { word: string; noun: NounEntry; isPlural: boolean } | undefined {
  const candidates = [phrase.text, ...singularCandidates(phrase.text)];
  for (const [position, word] of candidates.entries()) {
    const info = findArtworkForWord(word);
    if (!info) continue;
    const category = categoryOfArtwork(info);
    const noun: NounEntry = {
      artwork: info.id,
      category,
      bulk: category === "objects" ? 0.45 : 0.7,
      ...(category === "people" ? { face: [0.5, 0.45, 0.3] as const } : {}),
    };
    return { word, noun, isPlural: position > 0 };
  }
  return undefined;
}

function hasPendingModifiers(pending: Pending): boolean {
  return (
    pending.count !== undefined || pending.color !== undefined || pending.sizeWord !== undefined
  );
}

function addMood(moods: Mood[], mood: Mood): void {
  if (!moods.includes(mood)) moods.push(mood);
}
