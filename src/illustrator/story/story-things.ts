/**
 * Which of a story sentence's things are drawn, and which can be characters. A story's words are
 * read by the same parser as a single picture's; here the parser's guesses that a child did not
 * mean as things are left out: body parts and gestures ("a sore leg", "waved his hand"), and
 * words that only matched a drawing's keywords ("pulled" a police officer, "help" a crutch).
 */
import { artworkInfo } from "../artwork/catalog";
import type { ParsedThing } from "../parse/parsed-description";
import { NOUNS } from "../vocabulary/nouns";

/** A drawing of part of a body or of a hand's gesture, never a character or a thing on a page. */
const BODY_PART =
  /\b(hands?|palms?|fingers?|fist|thumbs?|legs?|foot|feet|ear|nose|eyes?|mouth|lips?|tongue|tooth|teeth|brain|bone|head|biceps|arm|nail|footprints)\b/;
/** Animals-and-nature drawings that are not creatures (a coral, a shell, paw prints). */
const NOT_CREATURES: ReadonlySet<string> = new Set([
  "coral",
  "oyster",
  "spiral-shell",
  "paw-prints",
  "feather",
  "nest-with-eggs",
  "empty-nest",
  "mushroom",
  "lotus",
]);

export function isBodyPart(thing: ParsedThing): boolean {
  const info = artworkInfo(thing.artwork);
  if (!info || info.group !== 1) return false;
  return BODY_PART.test(info.label) || info.tags.split(" ").includes("body");
}

/**
 * The child named this thing: one of the product's own nouns, or a drawing called by the word
 * ("a violin"), not one that only lists it among its keywords.
 */
export function isNamedThing(thing: ParsedThing): boolean {
  if (isBodyPart(thing)) return false;
  if (NOUNS[thing.word]) return true;
  const label = artworkInfo(thing.artwork)?.label.split(/[\s:,]+/) ?? [];
  return label.includes(thing.word);
}

/** A person, an animal or a creature: a character whenever a story names it. */
export function isCreature(thing: ParsedThing): boolean {
  if (!isNamedThing(thing) || NOT_CREATURES.has(thing.artwork)) return false;
  return thing.category === "people" || thing.category === "animals";
}

/** The thing without what the child did not mean as things (in what it holds, wears, sits on). */
export function withNamedParts(thing: ParsedThing): ParsedThing {
  const { target, perch, ...rest } = thing;
  return {
    ...rest,
    ...(target && isNamedThing(target) ? { target: withNamedParts(target) } : {}),
    ...(perch && isNamedThing(perch) ? { perch: withNamedParts(perch) } : {}),
    accessories: thing.accessories.filter((accessory) => !isBodyPart(accessory)),
  };
}

/** An animal that belongs to a place of its own (a giraffe at the zoo, an owl in the forest). */
export function isWildAnimal(thing: ParsedThing): boolean {
  const suggests = NOUNS[thing.word]?.suggests;
  return thing.category === "animals" && suggests !== undefined && suggests !== "home";
}
