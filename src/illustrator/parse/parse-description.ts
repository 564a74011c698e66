/**
 * Description → what to draw: the things (with their counts, colours, sizes and actions), the
 * place, the time of day and the mood. Never fails: what is not understood is left out.
 */
import { categoryOfArtwork, findArtworkForWord, isArtworkName } from "../artwork/catalog";
import { readWords, type ReadPhrase } from "../text/read-words";
import { STOPWORDS } from "../text/stopwords";
import { singularCandidates } from "../text/tokens";
import type { ActionId } from "../vocabulary/actions";
import type { SpatialRelation } from "../vocabulary/relations";
import { MAX_COUNT, type Mood } from "../vocabulary/modifiers";
import { NOUNS, type NounEntry } from "../vocabulary/nouns";
import type { ParsedDescription, ParsedThing } from "./parsed-description";

/** Actions done to the next thing named: "riding a bike", "eating ice cream". */
const ACTIONS_WITH_TARGET: ReadonlySet<ActionId> = new Set([
  "ride",
  "eat",
  "read",
  "hug",
  "play",
  "hold",
  "sit",
]);
/** Words that make the next thing named worn by the one before ("wearing a party hat"). */
const WEAR_LINKS: ReadonlySet<string> = new Set([
  "with",
  "wearing",
  "wears",
  "wear",
  "wore",
  "dressed",
  "has",
  "have",
  "got",
]);
/** Words that keep the link going to the next thing named ("wearing a hat and a scarf"). */
const LINK_KEEPERS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "my",
  "his",
  "her",
  "their",
  "some",
  "and",
  "big",
  "little",
]);
/** Verbs the word lists do not name that still take a thing ("takes a bath"). */
const PLAIN_VERBS: ReadonlySet<string> = new Set([
  "take",
  "takes",
  "took",
  "give",
  "gives",
  "make",
  "makes",
  "build",
  "builds",
  "chase",
  "chases",
  "watch",
  "watches",
  "kick",
  "kicks",
  "throw",
  "throws",
  "catch",
  "catches",
  "find",
  "finds",
  "push",
  "pushes",
  "pull",
  "pulls",
]);
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

/** How the next thing named relates to the one before it. */
type Link = "wear" | "perch" | "verb" | "relation";

export function parseDescription(description: string): ParsedDescription {
  const parsed: ParsedDescription = { things: [], weather: [], moods: [], unknownWords: [] };
  let pending: Pending = { scale: 1 };
  let awaitingTarget: ParsedThing | undefined;
  let link: Link | undefined;
  let relation: SpatialRelation | undefined;
  const phrases = readWords(description);

  for (const phrase of phrases) {
    const lexeme = phrase.lexeme;
    const linkBefore = link;
    if (!LINK_KEEPERS.has(phrase.text) || lexeme?.kind === "noun") link = undefined;
    if (!lexeme) {
      const isLink = WEAR_LINKS.has(phrase.text);
      if (WEAR_LINKS.has(phrase.text)) link = "wear";
      else if (LINK_KEEPERS.has(phrase.text)) link = linkBefore;
      const isVerb = !isLink && isUnknownVerb(phrase.text);
      const found =
        phrase.text.length > 2 && !STOPWORDS.has(phrase.text) && !isVerb && !isLink
          ? nounFromArtwork(phrase)
          : undefined;
      if (found) {
        placeThing(
          thingOf(found.word, found.noun, pending, phrase.isPlural || found.isPlural),
          linkBefore,
        );
        pending = { scale: 1 };
      } else if (isVerb) {
        parsed.unknownWords.push(phrase.text);
        pending = { scale: 1 };
        if (parsed.things.length > 0) link = "verb";
      } else if (!STOPWORDS.has(phrase.text) && !isLink) {
        parsed.unknownWords.push(phrase.text);
      }
      continue;
    }
    switch (lexeme.kind) {
      case "number":
        pending.count = lexeme.count;
        link = linkBefore;
        break;
      case "color":
        pending.color = { word: lexeme.word, tint: lexeme.tint };
        link = linkBefore;
        break;
      case "size":
        pending.scale *= lexeme.scale;
        pending.sizeWord = lexeme.word;
        link = linkBefore;
        break;
      case "mood":
        addMood(parsed.moods, lexeme.mood);
        link = linkBefore;
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
      case "relation":
        link = lexeme.relation === "on" || lexeme.relation === "in" ? "perch" : "relation";
        relation = lexeme.relation;
        break;
      case "weather":
        if (!parsed.weather.includes(lexeme.weather)) parsed.weather.push(lexeme.weather);
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
        placeThing(thingOf(lexeme.word, lexeme.noun, pending, phrase.isPlural), linkBefore);
        pending = { scale: 1 };
        break;
    }
  }
  houseOutdoors();
  return parsed;

  /** Weather happens outside: "snow falling on a house" draws the house, not a room. */
  function houseOutdoors(): void {
    const house = NOUNS.house;
    if (parsed.weather.length === 0 || parsed.place !== "home" || !house) return;
    if (parsed.placeWord !== "house" && parsed.placeWord !== "home") return;
    parsed.things.push(thingOf("house", house, { scale: 1 }, false));
    delete parsed.place;
    delete parsed.placeWord;
  }

  function placeThing(thing: ParsedThing, linked: Link | undefined): void {
    const owner = parsed.things[parsed.things.length - 1];
    if (owner && thing.wornOn && isWorn(thing, linked)) {
      owner.accessories.push(thing);
      link = "wear";
    } else if (awaitingTarget && !awaitingTarget.target && !awaitingTarget.perch) {
      if (awaitingTarget.action === "sit") awaitingTarget.perch = thing;
      else if (thing.isContainer && awaitingTarget.action !== "ride") {
        awaitingTarget.perch = thing;
        delete awaitingTarget.action;
      } else awaitingTarget.target = thing;
      awaitingTarget = undefined;
    } else if (owner && linked === "perch" && !owner.perch && canPerchOn(owner, thing)) {
      // Inside something smaller than a tree ("a dog in a box"), it sits in it, partly hidden.
      owner.perch = seatFor(thing, relation);
    } else if (owner && linked === "relation" && relation && !owner.relation) {
      parsed.things.push(thing);
      owner.relation = { kind: relation, to: thing };
    } else if (owner && linked === "wear" && !owner.target && isHeldUp(thing)) {
      owner.target = thing;
      owner.action ??= "hold";
    } else if (owner && linked === "verb" && !owner.perch && thing.isContainer) {
      owner.perch = thing;
    } else if (owner && linked === "verb" && !owner.target && thing.habitat !== "sky") {
      owner.target = thing;
      owner.action ??= "hold";
    } else {
      parsed.things.push(thing);
      if (thing.action && ACTIONS_WITH_TARGET.has(thing.action)) awaitingTarget = thing;
    }
  }

  function isWorn(thing: ParsedThing, linked: Link | undefined): boolean {
    if (linked === "wear") return true;
    if (linked === "perch") return thing.wornOn === "head" || thing.wornOn === "face";
    return thing.wornOn === "back" && thing.color !== undefined;
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
    ...(noun.wornOn ? { wornOn: noun.wornOn } : {}),
    ...(noun.isContainer ? { isContainer: true } : {}),
    ...(noun.seatHeight ? { seatHeight: noun.seatHeight } : {}),
  };
}

/**
 * The seat as said: inside something smaller than a tree ("a dog in a box") sits in it, partly
 * hidden; on a container ("a monkey on top of a car") sits on its top.
 */
function seatFor(seat: ParsedThing, relation: SpatialRelation | undefined): ParsedThing {
  if (relation === "in" && seat.bulk < 1.2 && !seat.isContainer) {
    return { ...seat, isContainer: true };
  }
  if (relation !== "on" || !seat.isContainer) return seat;
  const onTop = { ...seat };
  delete onTop.isContainer;
  return onTop;
}

/** A thing can sit on or in another thing (drawn big enough for it), not on a person or copies. */
function canPerchOn(sitter: ParsedThing, seat: ParsedThing): boolean {
  return seat.category !== "people" && seat.count === 1 && sitter !== seat;
}

/** A small thing that floats on a string: "a girl with a balloon" holds it up. */
function isHeldUp(thing: ParsedThing): boolean {
  return (
    thing.category === "objects" &&
    thing.habitat === "sky" &&
    thing.bulk <= 0.5 &&
    thing.count === 1
  );
}

/** A word the lists do not know that reads as a verb ("taking", "takes"): never drawn. */
function isUnknownVerb(word: string): boolean {
  return PLAIN_VERBS.has(word) || (word.length > 4 && word.endsWith("ing") && !isArtworkName(word));
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
