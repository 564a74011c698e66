/**
 * A page's things in the story's place: what is put "on the water" floats on the place's
 * water (a lake when the story has none yet), one who lives "in a cave" or "in a tent" is at
 * its mouth (a cave is not a seat), and a birthday in the jungle (or on a jungle page) is a
 * jungle with the party things in it, not a party room. Part of a place does not move the
 * story: a kite "high in the sky" over the meadow, a picnic "on the grass" of the park, "went
 * outside" in the snow, the waves seen from the beach. Planting is in the garden and baking at
 * home when the story has been nowhere yet.
 */
import { parseDescription } from "../parse/parse-description";
import type { ParsedDescription, ParsedThing } from "../parse/parsed-description";
import { HOME_ROOMS, type PlaceId } from "../vocabulary/places";

/** Words for the place's water, never a drop of water on the page. */
const WATER_WORDS: ReadonlySet<string> = new Set([
  "water",
  "lake",
  "river",
  "pond",
  "sea",
  "ocean",
]);
const WATERY_PLACES: ReadonlySet<PlaceId> = new Set(["pond", "sea", "beach", "ocean"]);

/** A lake, the sea or a beach: where a swan or a fish the story met can be. */
export function hasWater(place: PlaceId | undefined): boolean {
  return place !== undefined && WATERY_PLACES.has(place);
}
/** Places one lives or sleeps in, drawn whole: who is "in" one stands at its door. */
const SHELTERS: ReadonlySet<string> = new Set([
  "cave",
  "tent",
  "house",
  "barn",
  "castle",
  "igloo",
  "den",
  "hut",
  "kennel",
  "doghouse",
  "treehouse",
]);
const OUTDOORS: ReadonlySet<PlaceId> = new Set<PlaceId>([
  "meadow",
  "garden",
  "park",
  "farm",
  "beach",
  "forest",
  "jungle",
  "snow",
  "desert",
  "zoo",
  "city",
  "castle",
  "pond",
]);

/** Place words that name part of a place the story may be in already, and those places. */
const PART_OF_PLACE: Record<string, ReadonlySet<PlaceId> | undefined> = {
  sky: new Set<PlaceId>([...OUTDOORS, "sea"]),
  grass: new Set(["park", "garden", "farm", "zoo", "meadow"]),
  sand: new Set(["beach", "desert"]),
  // "went outside" in the snow is still the snow; the sea seen from the beach keeps the sand.
  outside: OUTDOORS,
  sea: new Set(["beach"]),
  waves: new Set(["beach"]),
  ocean: new Set(["beach"]),
};
PART_OF_PLACE.clouds = PART_OF_PLACE.sky;

/** What one does somewhere: gardening is in the garden, baking at home (when nowhere is said). */
const DOING_PLACES: ReadonlyArray<readonly [RegExp, PlaceId]> = [
  [
    /\b(?:plants?|planted|planting|seeds|digs?|dug|digging|rakes?|raked|raking|weeds?)\b/i,
    "garden",
  ],
  [/\b(?:bakes?|baked|baking)\b/i, "home"],
];
const PARTY_WORDS = /\b(?:birthday party|birthday|party)\b/gi;
/** Places a party can be held in: not a party room again, not indoors at home. */
const isOutdoorPlace = (place: PlaceId | undefined) =>
  place !== undefined && place !== "party" && !HOME_ROOMS.has(place);

export interface PlaceSoFar {
  place?: PlaceId;
  placeWord?: string;
}

export function inStoryPlace(
  parsed: ParsedDescription,
  sentence: string,
  soFar: PlaceSoFar,
): ParsedDescription {
  const heldPlace = isPartOfPlace(parsed.placeWord, soFar.place);
  const { place: _part, placeWord: _partWord, ...inHeldPlace } = parsed;
  if (heldPlace) return inStoryPlace(inHeldPlace, sentence, soFar);
  // "They float on the water": the place's water, not a drop of water on the page.
  const isWatery = hasWater(parsed.place ?? soFar.place);
  const isAfloat = parsed.things.some(isOnWater);
  const things = parsed.things
    .filter((thing) => !isWatery || !WATER_WORDS.has(thing.word))
    .flatMap(atShelter)
    .map(onWater);
  if (isAfloat && !hasWater(parsed.place ?? soFar.place) && !parsed.place) {
    return { ...parsed, things, place: "pond", placeWord: "lake" };
  }
  if (parsed.place === "party") return atPartyElsewhere({ ...parsed, things }, sentence, soFar);
  const doing = DOING_PLACES.find(([words]) => words.test(sentence))?.[1];
  if (doing && !parsed.place && (!soFar.place || soFar.place === "party")) {
    return { ...parsed, things, place: doing, placeWord: doing };
  }
  return { ...parsed, things };
}

function isPartOfPlace(word: string | undefined, place: PlaceId | undefined): boolean {
  const places = word === undefined ? undefined : PART_OF_PLACE[word];
  return place !== undefined && places !== undefined && places.has(place);
}

function isOnWater(thing: ParsedThing): boolean {
  return thing.perch !== undefined && WATER_WORDS.has(thing.perch.word);
}

function onWater(thing: ParsedThing): ParsedThing {
  if (!isOnWater(thing)) return thing;
  const { perch: _water, ...afloat } = thing;
  return { ...afloat, action: "swim" };
}

function atShelter(thing: ParsedThing): ParsedThing[] {
  const { perch } = thing;
  if (!perch || !SHELTERS.has(perch.word)) return [thing];
  const { perch: _shelter, ...outside } = thing;
  return [{ ...outside, relation: { kind: "front", to: perch } }, perch];
}

function atPartyElsewhere(
  parsed: ParsedDescription,
  sentence: string,
  soFar: PlaceSoFar,
): ParsedDescription {
  const named = parseDescription(sentence.replace(PARTY_WORDS, ""));
  const place = isOutdoorPlace(named.place) ? named.place : undefined;
  const elsewhere = place
    ? { place, placeWord: named.placeWord }
    : isOutdoorPlace(soFar.place)
      ? { place: soFar.place, placeWord: soFar.placeWord }
      : undefined;
  if (!elsewhere?.place) return parsed;
  const partyThings = parseDescription("a birthday cake and balloons").things.filter(
    (thing) => !parsed.things.some((known) => known.word === thing.word),
  );
  return {
    ...parsed,
    place: elsewhere.place,
    ...(elsewhere.placeWord ? { placeWord: elsewhere.placeWord } : {}),
    things: [...parsed.things, ...partyThings],
  };
}
