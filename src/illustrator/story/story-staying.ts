/**
 * What a story leaves in its place stays there while the story does: a pile of leaves, a
 * snowman, a sandcastle, a tent, a campfire, a boat on the water. It goes when the place
 * changes. In autumn the ground outdoors has fallen orange leaves on every page.
 */
import { parseDescription } from "../parse/parse-description";
import type { ParsedThing } from "../parse/parsed-description";
import type { PlaceId } from "../vocabulary/places";
import { hasWater } from "./story-places";

/** Things made or left somewhere, not carried off; a boat only while on the water. */
const STAYING: ReadonlySet<string> = new Set([
  "snowman",
  "sandcastle",
  "tent",
  "campfire",
  "fire",
  "boat",
  "sailboat",
  "canoe",
  "rowboat",
]);
/** Many leaves are a pile; one leaf is carried. */
const PILED: ReadonlySet<string> = new Set(["leaf"]);

const AUTUMN = /\b(?:autumn|fall leaves|in the fall)\b/i;
const NOT_AUTUMN = /\b(?:winter|spring|summer)\b/i;
const INDOORS: ReadonlySet<PlaceId> = new Set(["home", "party", "space", "moon", "ocean"]);

export interface StayingSoFar {
  /** What stays in the story's place. */
  staying?: ParsedThing[];
  isAutumn?: boolean;
}

/** The page's things with what stays in its place and, in autumn outdoors, fallen leaves. */
export function withStaying(
  things: readonly ParsedThing[],
  place: PlaceId | undefined,
  sentence: string,
  soFar: StayingSoFar & { place?: PlaceId },
): { things: ParsedThing[]; after: StayingSoFar } {
  const left = place === soFar.place ? (soFar.staying ?? []) : [];
  const all = things.flatMap((thing) => [
    thing,
    ...[thing.perch, thing.target].flatMap((part) => part ?? []),
  ]);
  const named = (word: string) => all.some((thing) => thing.word === word);
  const kept = left.filter((thing) => !named(thing.word));
  const isAutumn = AUTUMN.test(sentence) || (soFar.isAutumn === true && !NOT_AUTUMN.test(sentence));
  const leaves =
    isAutumn &&
    place !== undefined &&
    !INDOORS.has(place) &&
    !named("leaf") &&
    !kept.some((thing) => thing.word === "leaf")
      ? parseDescription("some orange leaves").things
      : [];
  const staying = [...kept, ...all.filter((thing) => isStaying(thing, place)).map(alone)];
  return {
    things: [...things, ...kept, ...leaves],
    after: { ...(staying.length > 0 ? { staying } : {}), ...(isAutumn ? { isAutumn } : {}) },
  };
}

function isStaying(thing: ParsedThing, place: PlaceId | undefined): boolean {
  if (thing.characterId) return false;
  if (PILED.has(thing.word)) return thing.count >= 3;
  if (!STAYING.has(thing.word)) return false;
  return thing.habitat !== "water" || hasWater(place);
}

/** Left where it is: not held, doing nothing. */
function alone(thing: ParsedThing): ParsedThing {
  const { action: _action, target: _target, ...still } = thing;
  return still;
}
