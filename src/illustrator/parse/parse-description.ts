/**
 * Description → what to draw: the things (with their counts, colours, sizes and actions), the
 * place, the time of day and the mood. Never fails: what is not understood is left out.
 */
import { findArtworkNamed, isArtworkName } from "../artwork/catalog";
import { readWords, type ReadPhrase } from "../text/read-words";
import { partsOfSpeech, type PartsOfSpeech } from "./part-of-speech";
import type { Lexeme } from "../vocabulary/lexicon";
import { nearThingFor } from "../vocabulary/near-thing-lookup";
import { nounEntryOf, nounEntryOfArtwork } from "../vocabulary/artwork-noun";
import { STOPWORDS } from "../text/stopwords";
import { singularCandidates } from "../text/tokens";
import { ACTION_PROPS, type ActionId } from "../vocabulary/actions";
import { isHandTool } from "../people/held-sizes";
import { PART_WORDS } from "../vocabulary/parts";
import {
  COMING_OUT_OF,
  HANGERS,
  OPENINGS,
  WATER_WORDS,
  OWN_PLACE,
  type SpatialRelation,
} from "../vocabulary/relations";
import { MAX_COUNT, type Mood } from "../vocabulary/modifiers";
import { GROUP_NOUNS, NOUNS, type NounEntry } from "../vocabulary/nouns";
import { PLACE_OF_ARTWORK } from "../vocabulary/place-of-artwork";
import type { PlaceId } from "../vocabulary/places";
import type { ParsedDescription, ParsedThing } from "./parsed-description";
import { readPeopleWords } from "../people/read-people-words";
import { withPeopleWords } from "../people/with-people-words";

/** Actions done to the next thing named: "riding a bike", "eating ice cream". */
const ACTIONS_WITH_TARGET: ReadonlySet<ActionId> = new Set([
  "ride",
  "climb",
  "kick",
  "throw",
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

/** Words that point back at a thing already named. */
const REFERS_BACK: ReadonlySet<string> = new Set([
  "he",
  "she",
  "it",
  "they",
  "him",
  "them",
  "who",
  "that",
  "which",
]);
/** Pronouns for a person or an animal, never for a house. */
const ANIMATE_PRONOUNS: ReadonlySet<string> = new Set(["he", "she", "him", "who"]);
const COPULAS: ReadonlySet<string> = new Set(["is", "are", "was", "were", "am", "be"]);
const INTENSIFIERS: ReadonlySet<string> = new Set([
  "very",
  "so",
  "really",
  "all",
  "super",
  "too",
  "a",
  "bit",
  "little",
]);
/** Before a noun already named, these make it the same thing ("the dog"). */
const DEFINITE: ReadonlySet<string> = new Set(["the", "that", "this", "his", "her", "their"]);
/** A thing this small said "with" a person is in their hand ("a girl with a lollipop"). */
const HAND_HELD_BULK = 0.4;
/** A plural with no number draws this many. */
const PLURAL_COUNT = 3;
const MANY_THRESHOLD = 6;
/** "full of apples": this many at least. */
const FULL_COUNT = 5;

interface Pending {
  count?: number;
  color?: { word: string; tint: string };
  scale: number;
  sizeWord?: string;
  action?: ActionId;
  /** "a far away castle": said before the thing. */
  isFar?: boolean;
}

/** How the next thing named relates to the one before it. */
type Link = "wear" | "perch" | "verb" | "relation" | "fill";

export function parseDescription(description: string): ParsedDescription {
  const people = readPeopleWords(description);
  const parsed = parseThings(people.rest);
  withPeopleWords(parsed, people, parseThings);
  return parsed;
}

/**
 * What a reader does with a word none of its lists know: whether it reads as a verb (never
 * drawn; it links the thing named next), else the thing it names by its artwork, if any.
 */
export interface UnknownWords {
  isVerb(word: string, isPlainWord: boolean): boolean;
  thingOf(phrase: ReadPhrase): FoundNoun | undefined;
}

export interface FoundNoun {
  word: string;
  noun: NounEntry;
  isPlural: boolean;
}

function parseThings(description: string): ParsedDescription {
  // Tagging is only needed for words the product's lists do not know ("lives", "again").
  let grammar: PartsOfSpeech | undefined;
  const tagged = () => (grammar ??= partsOfSpeech(description));
  return readPhrases(readWords(description), {
    isVerb: (word, isPlainWord) => isUnknownVerb(word) || (isPlainWord && tagged().verbs.has(word)),
    thingOf: (phrase) => (tagged().notNouns.has(phrase.text) ? undefined : nounFromArtwork(phrase)),
  });
}

/**
 * Phrases with their meanings (from any language's reader) → the scene graph: things with their
 * counts, colours and sizes, what they do and to what, where they are against each other, the
 * place, time and weather. Grammar words come in the link words below ("with", "the", "is").
 */
export function readPhrases(
  phrases: readonly ReadPhrase[],
  unknown: UnknownWords,
): ParsedDescription {
  const parsed: ParsedDescription = { things: [], weather: [], moods: [], unknownWords: [] };
  let pending: Pending = { scale: 1 };
  let awaitingTarget: ParsedThing | undefined;
  let link: Link | undefined;
  let relation: SpatialRelation | undefined;
  /** The relation as said: "inside a hat" is never worn, "in a hat" may be. */
  let relationWord: string | undefined;
  /** "between a cat and a dog": the thing between, waiting for its second side. */
  let between: ParsedThing | undefined;
  /** The thing a pronoun, "who"/"that" or a second "the dog" pointed back at. */
  let referred: ParsedThing | undefined;
  /** Just after "is"/"are": a colour or size describes the thing talked about. */
  let afterCopula = false;

  for (const [index, phrase] of phrases.entries()) {
    const lexeme = phrase.lexeme;
    const said = phrase.text;
    if (REFERS_BACK.has(said)) referred = referenceOf(said) ?? referred;
    if (COPULAS.has(said) && parsed.things.length > 0) {
      afterCopula = true;
      link = undefined;
      continue;
    }
    if (afterCopula && INTENSIFIERS.has(said)) continue;
    const describing = afterCopula
      ? phrase.meanings.find((meaning) => meaning.kind === "color" || meaning.kind === "size")
      : undefined;
    if (describing) {
      describe(referred ?? parsed.things[parsed.things.length - 1], describing);
      continue;
    }
    afterCopula = false;
    const mentioned = lexeme?.kind === "noun" ? secondMention(lexeme.word, index) : undefined;
    if (mentioned) {
      if (!linkedToMention(mentioned)) referred = mentioned;
      pending = { scale: 1 };
      link = undefined;
      continue;
    }
    const linkBefore = link;
    if (!LINK_KEEPERS.has(phrase.text) || lexeme?.kind === "noun") link = undefined;
    if (!lexeme) {
      const isLink = WEAR_LINKS.has(phrase.text);
      if (WEAR_LINKS.has(phrase.text)) link = "wear";
      else if (LINK_KEEPERS.has(phrase.text)) link = linkBefore;
      const group = GROUP_NOUNS[phrase.text];
      if (group) {
        for (const word of group) {
          const noun = NOUNS[word];
          if (noun) placeThing(thingOf(word, noun, { scale: 1 }, false), undefined);
        }
        pending = { scale: 1 };
        continue;
      }
      const isPlainWord = phrase.text.length > 2 && !STOPWORDS.has(phrase.text) && !isLink;
      const isVerb = !isLink && unknown.isVerb(phrase.text, isPlainWord);
      const found = isPlainWord && !isVerb ? unknown.thingOf(phrase) : undefined;
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
        if (OWN_PLACE.has(lexeme.relation)) {
          placeAlone(lexeme.relation, phrases[index - 1]?.text ?? "");
          link = undefined;
          break;
        }
        link =
          lexeme.relation === "on" || lexeme.relation === "in"
            ? "perch"
            : lexeme.relation === "full"
              ? "fill"
              : "relation";
        relation = lexeme.relation;
        relationWord = lexeme.word;
        break;
      case "weather":
        if (!parsed.weather.includes(lexeme.weather)) parsed.weather.push(lexeme.weather);
        pending = { scale: 1 };
        break;
      case "action": {
        const last = referred ?? parsed.things[parsed.things.length - 1];
        if (last && !last.action && !hasPendingModifiers(pending)) {
          last.action = lexeme.action;
          const takesThing = ACTIONS_WITH_TARGET.has(lexeme.action) || lexeme.action === "fly";
          awaitingTarget = takesThing ? last : undefined;
        } else {
          pending.action = lexeme.action;
        }
        break;
      }
      case "noun": {
        // "a picture of a cat" is the cat; "a picture" alone is a picture on the wall.
        if (DEPICTIONS.has(lexeme.word) && phrases[index + 1]?.text === "of") break;
        // "draw me a cat" asks for a cat: the child is who it is for, not in it.
        const isForMe = lexeme.word === "me" && REQUESTS.has(phrases[index - 1]?.text ?? "");
        if (isForMe && !TOGETHER.has(phrases[index + 1]?.text ?? "")) break;
        placeThing(thingOf(lexeme.word, lexeme.noun, pending, phrase.isPlural), linkBefore);
        pending = { scale: 1 };
        break;
      }
    }
  }
  houseOutdoors();
  withoutParts(parsed);
  withActionProps(parsed.things);
  return parsed;

  /** "on the right", "far away": where the thing said is in the picture, against no other. */
  function placeAlone(kind: SpatialRelation, before: string): void {
    const isBeforeThing = ARTICLES.has(before);
    if (kind === "far" && isBeforeThing) {
      pending.isFar = true;
      return;
    }
    const thing = referred ?? parsed.things[parsed.things.length - 1];
    if (!thing) return;
    if (kind === "far") thing.isFar = true;
    else thing.sideOfPicture = kind === "left side" ? "left" : "right";
  }

  /** Weather happens outside: "snow falling on a house" draws the house, not a room. */
  function houseOutdoors(): void {
    const house = NOUNS.house;
    if (parsed.weather.length === 0 || parsed.place !== "home" || !house) return;
    if (parsed.placeWord !== "house" && parsed.placeWord !== "home") return;
    parsed.things.push(thingOf("house", house, { scale: 1 }, false));
    delete parsed.place;
    delete parsed.placeWord;
  }

  /** "he", "she", "it", "they", "who", "that": the thing talked about before. */
  function referenceOf(word: string): ParsedThing | undefined {
    const things = parsed.things;
    const last = things[things.length - 1];
    if (!ANIMATE_PRONOUNS.has(word)) return last;
    return things.findLast((thing) => thing.category !== "objects") ?? last;
  }

  /** "the dog" after "a dog" is the same dog, not a second one. */
  function secondMention(word: string, index: number): ParsedThing | undefined {
    if (!DEFINITE.has(phrases[index - 1]?.text ?? "")) return undefined;
    return allThings(parsed.things).find((thing) => thing.word === word);
  }

  /** "a tree and a bird in the tree": the bird sits in the tree named before. */
  function linkedToMention(mentioned: ParsedThing): boolean {
    const owner = referred ?? parsed.things[parsed.things.length - 1];
    const isFree = parsed.things.includes(mentioned);
    if (!owner || owner === mentioned || !isFree) return false;
    if (link === "perch" && !owner.perch && canPerchOn(owner, mentioned)) {
      parsed.things = parsed.things.filter((thing) => thing !== mentioned);
      owner.perch = seatFor(mentioned, relation);
      return true;
    }
    if (link === "relation" && relation && !owner.relation) {
      owner.relation = { kind: relation, to: mentioned };
      return true;
    }
    return false;
  }

  function describe(thing: ParsedThing | undefined, lexeme: Lexeme): void {
    if (!thing) return;
    if (lexeme.kind === "color") thing.color = { word: lexeme.word, tint: lexeme.tint };
    if (lexeme.kind === "size") {
      thing.scale *= lexeme.scale;
      thing.sizeWord = lexeme.word;
    }
  }

  function placeThing(thing: ParsedThing, linked: Link | undefined): void {
    const owner = referred ?? parsed.things[parsed.things.length - 1];
    referred = undefined;
    if (awaitingTarget?.action === "fly") {
      // Flying a kite: the flyer stands and holds it up; flying anything else is flying.
      if (thing.artwork === "kite") awaitingTarget.action = "hold";
      else awaitingTarget = undefined;
    }
    if (owner && thing.wornOn && isWorn(thing, linked)) {
      owner.accessories.push(thing);
      link = "wear";
    } else if (
      awaitingTarget &&
      !awaitingTarget.target &&
      !awaitingTarget.perch &&
      // "sitting between two trees", "sleeping under a tree": where, not what it sits on.
      !(linked === "relation" && awaitingTarget === owner)
    ) {
      if (awaitingTarget.action === "sit") awaitingTarget.perch = thing;
      else if (thing.isContainer && awaitingTarget.action !== "ride") {
        awaitingTarget.perch = thing;
        delete awaitingTarget.action;
      } else awaitingTarget.target = thing;
      awaitingTarget = undefined;
    } else if (owner && (linked === "perch" || linked === "fill") && isSameDrawing(owner, thing)) {
      // Named twice as one drawing ("a toilet in the bathroom" when the bathroom is drawn as a
      // toilet): drawn once.
    } else if (owner && linked === "perch" && WATER_WORDS.has(thing.word)) {
      // On or in the water: afloat on the place's water (the sea, a pond), not on a drop of it.
      owner.action ??= "swim";
    } else if (owner && linked === "fill" && canPerchOn(thing, owner)) {
      fillWith(owner, thing);
    } else if (owner && linked === "perch" && relation === "on" && HANGERS.has(thing.artwork)) {
      // On a hook: hanging from it.
      parsed.things.push(thing);
      owner.relation ??= { kind: "hang", to: thing };
    } else if (owner && linked === "perch" && comesOutOf(owner, thing)) {
      // A chick inside an egg is drawn hatching out of it: one drawing, the egg its shell.
      owner.artwork = COMING_OUT_OF[owner.artwork]?.artwork ?? owner.artwork;
    } else if (owner && linked === "perch" && relation === "in" && OPENINGS[thing.artwork]) {
      // In a cave: seen in its opening, laid out against its drawing.
      parsed.things.push(thing);
      owner.relation ??= { kind: "in", to: thing };
    } else if (owner && linked === "perch" && !owner.perch && canPerchOn(owner, thing)) {
      // Inside something smaller than a tree ("a dog in a box"), it sits in it, partly hidden.
      owner.perch = seatFor(thing, relation);
    } else if (linked === "relation" && relation === "between" && between?.relation) {
      parsed.things.push(thing);
      between.relation.and = thing;
      between = undefined;
    } else if (owner && linked === "relation" && relation && !owner.relation) {
      parsed.things.push(thing);
      owner.relation = { kind: relation, to: thing };
      if (relation === "between" && thing.count === 1) {
        // "between a cat and a dog": the dog is the other side.
        between = owner;
        link = "relation";
      }
    } else if (owner && linked === "wear" && !owner.target && isHeldBy(owner, thing)) {
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

  /** "a basket full of apples": several apples in the basket, which is drawn as their seat. */
  function fillWith(container: ParsedThing, contents: ParsedThing): void {
    contents.count = Math.max(contents.count, FULL_COUNT);
    contents.isMany = contents.count >= MANY_THRESHOLD;
    contents.perch = seatFor(container, "in");
    const at = parsed.things.indexOf(container);
    if (at >= 0) parsed.things.splice(at, 1, contents);
    else parsed.things.push(contents);
  }

  function isWorn(thing: ParsedThing, linked: Link | undefined): boolean {
    if (linked === "wear") return true;
    // "a rabbit inside a hat" is in it, coming out of it, not wearing it.
    const isInside =
      relationWord !== undefined &&
      (relationWord.startsWith("inside") || COMING_OUT.test(relationWord));
    if (linked === "perch" && isInside) return false;
    if (linked === "perch") return thing.wornOn === "head" || thing.wornOn === "face";
    return thing.wornOn === "back" && thing.color !== undefined;
  }
}

/** Every thing named, with what they hold, sit on, wear or are placed against. */
function allThings(things: readonly ParsedThing[]): ParsedThing[] {
  return things.flatMap((thing) => [
    thing,
    ...[thing.target, thing.perch, ...thing.accessories].filter(
      (other): other is ParsedThing => other !== undefined,
    ),
  ]);
}

/** Parts and marks ("a sore leg", "its teeth") are not drawn beside the thing they belong to. */
function withoutParts(parsed: ParsedDescription): void {
  const isPart = (thing: ParsedThing | undefined) =>
    thing !== undefined &&
    [thing.word, ...singularCandidates(thing.word)].some((word) => PART_WORDS.has(word));
  if (parsed.things.every(isPart)) return;
  parsed.things = parsed.things.filter((thing) => !isPart(thing));
  for (const thing of parsed.things) {
    if (isPart(thing.target)) delete thing.target;
    if (isPart(thing.perch)) delete thing.perch;
    if (isPart(thing.relation?.to)) delete thing.relation;
    thing.accessories = thing.accessories.filter((accessory) => !isPart(accessory));
  }
}

/** An action shown by what it is done with: brushing → a toothbrush, fishing → a rod. */
function withActionProps(things: ParsedThing[]): void {
  for (const thing of [...things]) {
    const prop = thing.action ? ACTION_PROPS[thing.action] : undefined;
    if (!prop || thing.target) continue;
    // "kicking a ball": the ball said is the one kicked, not a second one.
    const said = things.find(
      (other) => other !== thing && (other.artwork === prop.artwork || other.word === prop.word),
    );
    if (said) {
      thing.target = said;
      things.splice(things.indexOf(said), 1);
      continue;
    }
    thing.target = thingOf(
      prop.word,
      { artwork: prop.artwork, category: "objects", bulk: prop.bulk },
      { scale: 1 },
      false,
    );
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
    ...(pending.isFar ? { isFar: true } : {}),
    accessories: [],
    ...withSuggestedPlace(noun),
    isNightly: noun.isNightly ?? false,
    ...(noun.wornOn ? { wornOn: noun.wornOn } : {}),
    ...(noun.isContainer ? { isContainer: true } : {}),
    ...(noun.seatHeight ? { seatHeight: noun.seatHeight } : {}),
    ...(noun.rimHeight ? { rimHeight: noun.rimHeight } : {}),
    ...(noun.seatX ? { seatX: noun.seatX } : {}),
  };
}

/**
 * Where the thing is found: the table of places by drawing, unless the word says otherwise (a
 * deckchair, drawn as a chair, is on the beach).
 */
function withSuggestedPlace(noun: NounEntry): { suggests?: PlaceId } {
  const suggests = noun.suggests ?? PLACE_OF_ARTWORK[noun.artwork];
  return suggests ? { suggests } : {};
}

/** Relation words for coming out of something, which is never worn ("a rabbit out of a hat"). */
const COMING_OUT = /\b(into|out of|hatching)\b/;

/** The picture-book boat, whose sail hides whoever sits in it. */
const SAILBOAT = "sailboat";

/** How far up a turned-over hat's drawing its opening is. */
const HAT_OPENING = 0.85;

/**
 * The seat as said: inside something smaller than a tree ("a dog in a box") sits in it, partly
 * hidden; on a container ("a monkey on top of a car") sits on its top.
 */
function seatFor(seat: ParsedThing, relation: SpatialRelation | undefined): ParsedThing {
  if (relation === "in" && seat.wornOn === "head") {
    // Inside a hat: the hat turned over like a magician's, the rabbit coming out of its brim.
    return { ...seat, isContainer: true, isUpsideDown: true, rimHeight: HAT_OPENING };
  }
  const openBoat = NOUNS.canoe;
  if (relation === "in" && seat.artwork === SAILBOAT && openBoat) {
    // In a boat: an open boat one sits in, low enough to show them (a sail would hide them).
    return {
      ...seat,
      artwork: openBoat.artwork,
      isContainer: true,
      ...(openBoat.rimHeight ? { rimHeight: openBoat.rimHeight } : {}),
      ...(openBoat.seatX ? { seatX: openBoat.seatX } : {}),
    };
  }
  if (relation === "in" && seat.bulk < 1.2 && !seat.isContainer) {
    return { ...seat, isContainer: true };
  }
  if (relation !== "on" || !seat.isContainer) return seat;
  const onTop = { ...seat };
  delete onTop.isContainer;
  return onTop;
}

/** A creature inside what it hatches from is drawn coming out of it (a chick out of its egg). */
function comesOutOf(creature: ParsedThing, shell: ParsedThing): boolean {
  return COMING_OUT_OF[creature.artwork]?.from === shell.artwork;
}

/** Before "far away", these show it describes the thing said next ("a far away castle"). */
const ARTICLES: ReadonlySet<string> = new Set(["a", "an", "the", "some"]);

/** Two words for one drawing ("a toilet in the bathroom"): not a thing on or in itself. */
function isSameDrawing(owner: ParsedThing, thing: ParsedThing): boolean {
  return (
    owner.artwork === thing.artwork &&
    owner.word !== thing.word &&
    owner.count === 1 &&
    thing.count === 1
  );
}

/** A thing can sit on or in another thing (drawn big enough for it), not on a person or copies. */
function canPerchOn(sitter: ParsedThing, seat: ParsedThing): boolean {
  return seat.category !== "people" && seat.count === 1 && sitter !== seat;
}

/** A small thing that floats on a string: "a girl with a balloon" holds it up. */
/** "with a balloon": held up by anyone; "a girl with a lollipop": a small thing in a person's hand. */
function isHeldBy(owner: ParsedThing, thing: ParsedThing): boolean {
  if (thing.category !== "objects" || thing.count !== 1) return false;
  if (thing.habitat === "sky") return thing.bulk <= 0.5;
  return owner.category === "people" && (thing.bulk <= HAND_HELD_BULK || isHandTool(thing.artwork));
}

/** Words for a picture of something, which is what gets drawn. */
const DEPICTIONS: ReadonlySet<string> = new Set(["picture", "drawing", "painting", "photo"]);

/** Words that ask for the picture: "draw me", "make me". */
const REQUESTS: ReadonlySet<string> = new Set(["draw", "make", "paint", "show", "give", "do"]);

/** "me and my mommy", "me with a dog": the child is in it after all. */
const TOGETHER: ReadonlySet<string> = new Set(["and", "with", "playing", "riding"]);

/** A word the lists do not know that reads as a verb ("taking", "takes"): never drawn. */
function isUnknownVerb(word: string): boolean {
  return PLAIN_VERBS.has(word) || (word.length > 4 && word.endsWith("ing") && !isArtworkName(word));
}

/**
 * A noun the word lists do not know: the artwork whose name says what it is ("a violin", "a
 * bottle" → the baby bottle), else its near thing from WordNet, else an artwork it is a keyword of.
 */
function nounFromArtwork(phrase: ReadPhrase): FoundNoun | undefined {
  const candidates = [phrase.text, ...singularCandidates(phrase.text)];
  for (const [position, word] of candidates.entries()) {
    const named = findArtworkNamed(word);
    if (named) return { word, noun: nounEntryOf(named), isPlural: position > 0 };
  }
  for (const [position, word] of candidates.entries()) {
    const near = nearThingFor(word);
    if (near) return { word, noun: near, isPlural: position > 0 };
  }
  for (const [position, word] of candidates.entries()) {
    const noun = nounEntryOfArtwork(word);
    if (noun) return { word, noun, isPlural: position > 0 };
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
