/**
 * The things a story carries from page to page with their colour: Ella's blue boat is blue
 * on every page that names "the boat", whichever page said its colour.
 */
import type { ParsedThing } from "../parse/parsed-description";
import { isNamedThing } from "./story-things";

export interface CarriedThing {
  word: string;
  color: NonNullable<ParsedThing["color"]>;
}

/** The coloured things among a story's things, the first colour said for each. */
export function carriedThingsOf(things: readonly ParsedThing[]): CarriedThing[] {
  const carried: CarriedThing[] = [];
  for (const thing of things) {
    if (!thing.color || !isNamedThing(thing)) continue;
    if (carried.some((known) => known.word === thing.word)) continue;
    carried.push({ word: thing.word, color: thing.color });
  }
  return carried;
}

/** The thing (and what it holds or sits on) in the colour the story gave it, unless said here. */
export function withCarriedColours(
  thing: ParsedThing,
  carried: readonly CarriedThing[],
): ParsedThing {
  const known = thing.color ? undefined : carried.find((entry) => entry.word === thing.word);
  const { target, perch } = thing;
  return {
    ...thing,
    ...(known ? { color: known.color } : {}),
    ...(target ? { target: withCarriedColours(target, carried) } : {}),
    ...(perch ? { perch: withCarriedColours(perch, carried) } : {}),
  };
}
