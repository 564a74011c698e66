/**
 * Judges a composed story page against what must and must not be on it, and a story's cast
 * against the characters it must be made of. Reads the scene model only (what is drawn where).
 */
import { parsePersonArtworkId } from "../../src/illustrator";
import { personLookKey } from "../../src/illustrator/people";
import type { CastMember, PlacedItem, Scene } from "../../src/illustrator";

/** What a page got wrong, in words ("missing duck", "has leg"); empty when the page is right. */
export function judgePage(scene: Scene, expectations: string): string[] {
  const faults: string[] = [];
  for (const token of expectations.split(/\s+/).filter(Boolean)) {
    const isForbidden = token.startsWith("!");
    const wanted = isForbidden ? token.slice(1) : token;
    const isThere = holds(scene, wanted);
    if (isForbidden && isThere) faults.push(`has ${wanted}`);
    if (!isForbidden && !isThere) faults.push(`missing ${wanted}`);
  }
  return faults;
}

function holds(scene: Scene, wanted: string): boolean {
  const [kind, value = ""] = wanted.includes(":") ? wanted.split(":") : ["thing", wanted];
  const options = value.split("|");
  const background = scene.background;
  const weathers: readonly string[] = background.weather ?? [];
  switch (kind) {
    case "place":
      return options.includes(background.place);
    case "time":
      return options.includes(background.time);
    case "weather":
      return options.some(
        (weather) =>
          weathers.includes(weather) ||
          (weather === "rain" && weathers.includes("storm")) ||
          scene.layers.some((item) => artworkWords(item).includes(weather)),
      );
    default:
      return scene.layers.some((item) => showsThing(item, value.replace(/_/g, " ")));
  }
}

/** A layer shows a thing when its label or its drawing's name says it ("teddy bear"). */
function showsThing(item: PlacedItem, thing: string): boolean {
  return (
    containsPhrase(item.label.toLowerCase().split(/\s+/), thing) ||
    containsPhrase(artworkWords(item), thing)
  );
}

function artworkWords(item: PlacedItem): string[] {
  return item.artwork.toLowerCase().split("-");
}

function containsPhrase(words: readonly string[], phrase: string): boolean {
  const wanted = phrase.split(" ");
  return words.some((_, start) => wanted.every((word, at) => words[start + at] === word));
}

/** The cast member a story's expected character names, if any. */
export function memberCalled(members: readonly CastMember[], name: string): CastMember | undefined {
  return members.find(
    (member) =>
      member.thing.word === name ||
      member.name === name ||
      containsPhrase(member.thing.artwork.split("-"), name.replace(/ /g, "-").split("-").join(" ")),
  );
}

/** Cast members that are none of the characters the story may have (a leg, a hand saw). */
export function intrudersOf(members: readonly CastMember[], cast: readonly string[]): string[] {
  const allowed = cast.map((name) => name.replace(/^\?/, ""));
  return members
    .filter((member) => !allowed.some((name) => memberCalled([member], name) !== undefined))
    .map((member) => member.name);
}

/**
 * How each character looks on a page (drawing, colour and how many), to compare with its first
 * page: "identical from page to page". A person of the character kit is the same person in any
 * pose: their age, skin, hair and clothes are compared, not what they are doing.
 */
export function lookOf(scene: Scene, characterId: string): string | undefined {
  const items = scene.layers.filter(
    (item) => item.characterId === characterId && item.role !== "accessory",
  );
  const first = items[0];
  if (!first) return undefined;
  const person = parsePersonArtworkId(first.artwork);
  const drawing = person ? personLookKey(person.look) : first.artwork;
  return `${drawing}|${first.tint ?? ""}|${items.length}`;
}
