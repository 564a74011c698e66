/**
 * Judges a composed story page against what must and must not be on it, and a story's cast
 * against the characters it must be made of. Reads the scene model only (what is drawn where):
 * a named hero is the layer drawn with that member's character id, a thing's colour is its
 * drawing's tint, a relation is where the drawings are.
 */
import { parsePersonArtworkId } from "../../src/illustrator";
import { personLookKey } from "../../src/illustrator/people";
import { POND } from "../../src/illustrator/scene/place-styles";
import { COLOR_WORDS } from "../../src/illustrator/vocabulary/modifiers";
import type { CastMember, PlacedItem, Scene } from "../../src/illustrator";

/** How a page is judged beyond its own expectations. */
export interface PageJudging {
  members?: readonly CastMember[];
  /** Also fault a face under the water or off the frame. */
  checksFaces?: boolean;
}

/** What a page got wrong, in words ("missing duck", "has leg"); empty when the page is right. */
export function judgePage(scene: Scene, expectations: string, judging: PageJudging = {}): string[] {
  const faults: string[] = [];
  const members = judging.members ?? [];
  for (const token of expectations.split(/\s+/).filter(Boolean)) {
    const isForbidden = token.startsWith("!");
    const wanted = isForbidden ? token.slice(1) : token;
    const isThere = holds(scene, wanted, members);
    if (isForbidden && isThere) faults.push(`has ${wanted}`);
    if (!isForbidden && !isThere) faults.push(`missing ${wanted}`);
  }
  if (judging.checksFaces) faults.push(...faceFaults(scene));
  return faults;
}

/** Faces the water covers, the frame cuts or a thing in front of them hides: a face must be seen. */
export function faceFaults(scene: Scene): string[] {
  return scene.layers.flatMap((item, index) => {
    if (!item.face) return [];
    const cover = scene.layers
      .slice(index + 1)
      .find((front) => coversFace(front, item) && item.face !== undefined);
    if (cover) return [`face covered: ${item.label} by ${cover.label}`];
    const { x, y, radius } = item.face;
    const size = scene.size;
    if (x < 0 || x > size || y - radius * 0.5 < 0 || y > size)
      return [`face off the frame: ${item.label}`];
    return isUnderWater(scene, x, y) ? [`face under water: ${item.label}`] : [];
  });
}

/**
 * A thing drawn in front of the face's own drawing over the whole face (not what it wears; a
 * bath's rim at the chin leaves the face seen).
 */
function coversFace(front: PlacedItem, item: PlacedItem): boolean {
  const face = item.face;
  if (!face || front.role === "decoration" || front.role === "accessory") return false;
  if (front.characterId !== undefined && front.characterId === item.characterId) return false;
  const { x, y, width, height } = front.box;
  const inset = face.radius * 0.8;
  return (
    face.x > x + inset &&
    face.x < x + width - inset &&
    face.y > y + inset &&
    face.y < y + height - inset
  );
}

function isUnderWater(scene: Scene, x: number, y: number): boolean {
  const { waterline, place } = scene.background;
  if (waterline === undefined || place === "ocean" || y <= waterline) return false;
  if (place === "sea" || place === "beach") return true;
  const size = scene.size;
  const dx = (x - size * POND.cx) / (size * POND.rx);
  const dy = (y - size * POND.cy) / (size * POND.ry);
  return dx * dx + dy * dy <= 1;
}

function holds(scene: Scene, wanted: string, members: readonly CastMember[]): boolean {
  const [kind, value = ""] = wanted.includes(":") ? wanted.split(":") : ["thing", wanted];
  const options = value.split("|");
  const background = scene.background;
  const weathers: readonly string[] = background.weather ?? [];
  const named = (name: string) => itemsCalled(scene, members, name);
  switch (kind) {
    case "hero":
      return holdsHero(scene, members, value);
    case "between": {
      const [middle, one, other] = value.split("/").map((name) => centreOf(named(name)));
      if (middle === undefined || one === undefined || other === undefined) return false;
      return middle > Math.min(one, other) && middle < Math.max(one, other);
    }
    case "above": {
      const [top, under] = value.split("/").map((name) => named(name)[0]);
      if (!top || !under) return false;
      return top.box.y + top.box.height / 2 < under.box.y + under.box.height * 0.25;
    }
    case "several":
      return named(value).length >= 3;
    case "afloat":
      return named(value).some((item) => isOnWater(scene, item));
    case "stranger":
      return scene.layers.some(
        (item) =>
          item.characterId === undefined && parsePersonArtworkId(item.artwork) !== undefined,
      );
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
    default: {
      const [thing = "", color] = value.split("=");
      const tint = color ? COLOR_WORDS[color.replace(/_/g, " ")] : undefined;
      return scene.layers.some(
        (item) =>
          showsThing(item, thing.replace(/_/g, " ")) &&
          (color === undefined || item.tint?.toLowerCase() === tint?.toLowerCase()),
      );
    }
  }
}

/** "Ella" (the member the story named so, drawn as itself), "Ella=girl" (and drawn as a girl). */
function holdsHero(scene: Scene, members: readonly CastMember[], value: string): boolean {
  const [name = "", kind] = value.split("=");
  const member = members.find((candidate) => candidate.properName === name);
  if (!member) return false;
  const drawn = scene.layers.filter(
    (item) => item.characterId === member.characterId && item.role !== "accessory",
  );
  if (drawn.length === 0) return false;
  return kind === undefined || drawn.some((item) => showsKind(item, kind.replace(/_/g, " ")));
}

/** The drawings a name stands for: a named hero's, or a thing's ("boat"). */
function itemsCalled(scene: Scene, members: readonly CastMember[], name: string): PlacedItem[] {
  const member = members.find((candidate) => candidate.properName === name);
  if (member) return scene.layers.filter((item) => item.characterId === member.characterId);
  const thing = name.replace(/_/g, " ");
  return scene.layers.filter(
    (item) => item.role !== "prop" && item.role !== "decoration" && showsThing(item, thing),
  );
}

function centreOf(items: readonly PlacedItem[]): number | undefined {
  const item = items[0];
  return item ? item.box.x + item.box.width / 2 : undefined;
}

/** The drawing's bottom is in the water: the sea below the horizon, or the pond. */
function isOnWater(scene: Scene, item: PlacedItem): boolean {
  const { place, horizon } = scene.background;
  const x = item.box.x + item.box.width / 2;
  const bottom = item.box.y + item.box.height;
  if (place === "sea" || place === "ocean") return bottom > horizon;
  const size = scene.size;
  const hasPond = place === "pond" || scene.background.waterline !== undefined;
  if (!hasPond) return false;
  const dx = (x - size * POND.cx) / (size * POND.rx);
  const dy = (bottom - size * POND.cy) / (size * POND.ry);
  return dx * dx + dy * dy <= 1.1;
}

/** What a drawing is, by its label or its drawing's name (a kit person's id says "girl"). */
function showsKind(item: PlacedItem, kind: string): boolean {
  const words = [
    ...item.label.toLowerCase().split(/\s+/),
    ...item.artwork.toLowerCase().split(/[-_]/),
  ];
  return kind.split("|").some((option) => containsPhrase(words, option));
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
  const options = name.split("|");
  return members.find((member) =>
    options.some(
      (option) =>
        member.thing.word === option ||
        member.name === option ||
        containsPhrase(member.thing.artwork.split("-"), option) ||
        drawnChildKind(member.thing.artwork) === option,
    ),
  );
}

/** A kit child drawn as a girl or a boy ("Ava" told as the sister kind is a girl). */
function drawnChildKind(artwork: string): string | undefined {
  const look = parsePersonArtworkId(artwork)?.look;
  return look?.age === "child" && look.build !== "neutral" ? look.build : undefined;
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
