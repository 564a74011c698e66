/**
 * Checks one picture against a case's expectations (grammar in cases.ts): things by their labels,
 * counts, colours, decorations, the background, and relations on the drawn boxes.
 */
import type { PlacedItem, Scene } from "../../src/illustrator";
import { kitDrawing } from "../../src/illustrator/people/kit-artwork";
import { countDrawnAs } from "./count-by-meaning";

export interface Drawn {
  /** The label, lowercase. */
  words: string;
  artwork: string;
  /** Its colour wash, if any. */
  tint?: string;
  role: PlacedItem["role"];
  /** Fractions of the picture. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** 0 nearest … higher further, in the order the picture lists its detected objects. */
  distance: number;
}

const MASCOT_WORDS = /\b(dino|dinosaur|dinosaurs|dinosaw|t-rex|trex|dinos)\b/;
const CHILD_ARTWORK =
  /^(child|girl|boy|baby|own-child|own-girl|own-boy|own-kid|kit-person_(baby|toddler|child)_)/;
const RELATIONS = [
  "under",
  "on",
  "in",
  "behind",
  "front",
  "near",
  "above",
  "riding",
  "holding",
  "wearing",
  "left",
  "right",
  "below",
  "between",
  "around",
  "peeking",
  "smaller",
  "bigger",
  "farther",
  "inside",
  "within",
  "hanging",
] as const;
type Relation = (typeof RELATIONS)[number];
/** "owl height<0.35 tree": the owl's drawn height under 0.35 of the tree's (or over, with ">"). */
const HEIGHT_RATIO = /^height([<>])(\d*\.?\d+)$/;

/**
 * How a drawn thing is known: by the label the illustrator writes (the English sets), or by what
 * its artwork is (the other languages' sets, whose labels are in their own words).
 */
export interface Sight {
  /** The drawn thing is this noun ("dog", "teddy bear"). */
  isThing(thing: Drawn, noun: string): boolean;
  /** The drawn thing is described by this word ("red"). */
  isDescribed(thing: Drawn, word: string): boolean;
  /** The drawn thing is the mascot. */
  isMascot(thing: Drawn): boolean;
}

/** The English sets' sight: the label names the thing and says its colour. */
export const BY_LABEL: Sight = {
  isThing: (thing, noun) => namesThing(thing.words, noun),
  isDescribed: (thing, word) => hasWords(thing.words, word),
  isMascot: (thing) => /\bdinosaur\b/.test(thing.words),
};

/** The expectations the picture fails; empty when it shows everything asked for. */
export function failedExpectations(
  description: string,
  expect: string,
  scene: Scene,
  sight: Sight = BY_LABEL,
): string[] {
  const drawn = drawnThings(scene);
  const failures: string[] = [];
  const expectations = expect
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const expectation of expectations) {
    if (!meets(expectation, drawn, scene, sight)) failures.push(expectation);
  }
  const asksForDinosaur = MASCOT_WORDS.test(description.toLowerCase());
  if (!asksForDinosaur && drawn.some((thing) => sight.isMascot(thing))) {
    failures.push("no mascot");
  }
  return failures;
}

function meets(expectation: string, drawn: Drawn[], scene: Scene, sight: Sight): boolean {
  const matching = (pattern: string, things: Drawn[]) => matchingBy(sight, pattern, things);
  if (expectation.startsWith("!")) return matching(expectation.slice(1), drawn).length === 0;
  if (expectation.startsWith("+")) {
    const artwork = expectation.slice(1);
    return scene.layers.some((item) => item.artwork.includes(artwork));
  }
  if (expectation.startsWith("~")) {
    // By what the artwork is, not its label: "~toilet=1" one drawing that is a toilet.
    const [word = "", wanted] = expectation.slice(1).split("=");
    const found = countDrawnAs(word, scene);
    return wanted === undefined ? found > 0 : found === Number(wanted);
  }
  if (expectation.startsWith("@")) {
    const wanted = expectation.slice(1);
    const background = scene.background as Scene["background"] & { weather?: readonly string[] };
    return (
      background.place === wanted ||
      background.time === wanted ||
      (background.weather ?? []).includes(wanted)
    );
  }
  const words = expectation.split(/\s+/);
  const relationAt = words.findIndex(
    (word, index) => index > 0 && (isRelation(word) || HEIGHT_RATIO.test(word)),
  );
  if (relationAt > 0) {
    const subjects = matching(words.slice(0, relationAt).join(" "), drawn);
    const objects = matching(words.slice(relationAt + 1).join(" "), drawn);
    const ratio = HEIGHT_RATIO.exec(words[relationAt] ?? "");
    if (ratio) {
      const limit = Number(ratio[2]);
      const isUnder = ratio[1] === "<";
      return subjects.some((a) =>
        objects.some(
          (b) => a !== b && (isUnder ? heightRatio(a, b) < limit : heightRatio(a, b) > limit),
        ),
      );
    }
    const relation = words[relationAt] as Relation;
    if (relation === "between") return subjects.some((a) => isBetween(a, objects));
    if (relation === "around") return isAround(subjects, objects);
    return subjects.some((a) => objects.some((b) => a !== b && holds(relation, a, b)));
  }
  const where = words.length === 2 ? WHERE[words[1] ?? ""] : undefined;
  if (where) return matching(words[0] ?? "", drawn).some((thing) => where(thing, scene));
  const count = /^(.*?)(>=|=)(\d+)$/.exec(expectation);
  if (count) {
    const found = matching(count[1] ?? "", drawn).length;
    const wanted = Number(count[3]);
    return count[2] === "=" ? found === wanted : found >= wanted;
  }
  return matching(expectation, drawn).length > 0;
}

/**
 * Where one thing is in the picture: "kite high", "snail small", "castle far", "dog rightside";
 * on water "boat afloat" (the waterline across its lower part: neither sunk nor flying) and
 * "girl abovewater" (from the chest up out of the water).
 */
const WHERE: Readonly<Record<string, (thing: Drawn, scene: Scene) => boolean>> = {
  high: (thing) => (thing.top + thing.bottom) / 2 < 0.45,
  small: (thing) => longestSide(thing) <= 0.3 && longestSide(thing) >= 0.04 && isInFrame(thing),
  large: (thing) => longestSide(thing) >= 0.5 && isInFrame(thing),
  far: (thing) => longestSide(thing) <= 0.35 && thing.bottom < 0.86,
  leftside: (thing) => (thing.left + thing.right) / 2 < 0.45,
  rightside: (thing) => (thing.left + thing.right) / 2 > 0.55,
  afloat: (thing, scene) => {
    const water = waterlineOf(scene);
    const height = thing.bottom - thing.top;
    return (
      water !== undefined &&
      water > thing.top + height * 0.4 &&
      water < thing.bottom - height * 0.04
    );
  },
  abovewater: (thing, scene) => {
    const water = waterlineOf(scene);
    return water !== undefined && water - thing.top >= (thing.bottom - thing.top) * 0.35;
  },
};

/** The water's surface as a fraction of the picture, when the picture has water. */
function waterlineOf(scene: Scene): number | undefined {
  const line = scene.background.waterline;
  return line === undefined ? undefined : line / scene.size;
}

/** The first thing's drawn height against the second's. */
function heightRatio(a: Drawn, b: Drawn): number {
  return (a.bottom - a.top) / Math.max(0.001, b.bottom - b.top);
}

function longestSide(thing: Drawn): number {
  return Math.max(thing.right - thing.left, thing.bottom - thing.top);
}

function isInFrame(thing: Drawn): boolean {
  return thing.left >= -0.01 && thing.top >= -0.01 && thing.right <= 1.01 && thing.bottom <= 1.01;
}

function area(thing: Drawn): number {
  return (thing.right - thing.left) * (thing.bottom - thing.top);
}

/** Between two of the others: its centre between theirs, one on either side, all near. */
function isBetween(a: Drawn, others: Drawn[]): boolean {
  const ax = (a.left + a.right) / 2;
  const sides = others.filter((b) => b !== a);
  const left = sides.filter((b) => b.right <= ax && gap(a, b) <= 0.15);
  const right = sides.filter((b) => b.left >= ax && gap(a, b) <= 0.15);
  return left.length > 0 && right.length > 0;
}

/** Several things around one: at least three, on its left and right, all close to it. */
function isAround(subjects: Drawn[], objects: Drawn[]): boolean {
  return objects.some((b) => {
    const bx = (b.left + b.right) / 2;
    const close = subjects.filter((a) => a !== b && gap(a, b) <= 0.15);
    const centreX = (a: Drawn) => (a.left + a.right) / 2;
    return (
      close.length >= 3 &&
      close.some((a) => centreX(a) < bx - 0.05) &&
      close.some((a) => centreX(a) > bx + 0.05)
    );
  });
}

function isRelation(word: string): word is Relation {
  return (RELATIONS as readonly string[]).includes(word);
}

/**
 * Things whose label names the thing: "red dog/puppy" is a label with the word "red" ending in
 * "dog" or "puppy"; "teddy_bear" the words "teddy bear"; "girl^child" a girl drawn with child artwork.
 */
function matchingBy(sight: Sight, pattern: string, drawn: Drawn[]): Drawn[] {
  const [phrase = "", artworkRule] = pattern.split("^");
  const words = phrase.trim().split(/\s+/);
  const nouns = (words.pop() ?? "").split("/").map((noun) => noun.replace(/_/g, " "));
  const describing = words.map((word) => word.split("/"));
  return drawn.filter(
    (thing) =>
      nouns.some((noun) => sight.isThing(thing, noun)) &&
      describing.every((options) => options.some((word) => sight.isDescribed(thing, word))) &&
      (artworkRule !== "child" || CHILD_ARTWORK.test(thing.artwork)),
  );
}

/** The label says the words (a describing word anywhere, "red dog"). */
function hasWords(label: string, words: string): boolean {
  return new RegExp(`(^| )${words.replace(/[-]/g, "\\-")}s?( |$)`).test(label);
}

/** The label names the thing: its last words ("robot dog" is a dog, not a robot). */
function namesThing(label: string, noun: string): boolean {
  return new RegExp(`(^| )${noun.replace(/[-]/g, "\\-")}s?$`).test(label);
}

function holds(relation: Relation, a: Drawn, b: Drawn): boolean {
  const ax = (a.left + a.right) / 2;
  const ay = (a.top + a.bottom) / 2;
  const bx = (b.left + b.right) / 2;
  const by = (b.top + b.bottom) / 2;
  const bw = b.right - b.left;
  const bh = b.bottom - b.top;
  const overHorizontally = ax >= b.left - bw * 0.1 && ax <= b.right + bw * 0.1;
  switch (relation) {
    case "on":
      return (
        overHorizontally && ay < by && a.bottom <= b.top + bh * 0.6 && a.bottom >= b.top - bh * 0.15
      );
    case "under":
      return overHorizontally && ay > by && a.top >= b.top + bh * 0.3;
    case "in":
      return ax > b.left && ax < b.right && ay > b.top && ay < b.bottom;
    case "behind":
      return overlapArea(a, b) > 0 && a.distance > b.distance;
    case "front":
      return overlapArea(a, b) > 0 && a.distance < b.distance;
    case "near":
      return gap(a, b) <= 0.12;
    case "above":
      return (
        a.bottom <= b.top + bh * 0.35 && Math.abs(ax - bx) <= (a.right - a.left + bw) / 2 + 0.05
      );
    case "riding":
      return ay < by && overlapArea(a, b) > 0;
    case "holding":
      return gap(a, b) <= 0.03;
    case "left":
      return ax < b.left + bw * 0.25 && a.right < bx;
    case "right":
      return ax > b.right - bw * 0.25 && a.left > bx;
    case "below":
      return overHorizontally && ay > by && a.top >= b.top + bh * 0.5;
    case "inside": {
      // In an open container: over it, at least a fifth of its height below the container's top
      // and inside its box, hidden by the container's front (drawn nearer) over a fifth of it.
      const hidden = overlapArea(a, b) / Math.max(0.0001, area(a));
      return (
        ax > b.left &&
        ax < b.right &&
        a.bottom > b.top + (a.bottom - a.top) * 0.2 &&
        a.bottom <= b.bottom + 0.01 &&
        hidden >= 0.2 &&
        b.distance < a.distance
      );
    }
    case "within":
      // Seen through glass: wholly inside the container's box and drawn in front of it.
      return (
        a.left >= b.left - 0.01 &&
        a.right <= b.right + 0.01 &&
        a.top >= b.top - 0.01 &&
        a.bottom <= b.bottom + 0.01 &&
        a.distance < b.distance
      );
    case "hanging":
      // Hanging from it: the top at the hook or branch (in its box, below its top), the rest
      // below, off the ground.
      return overHorizontally && a.top >= b.top + bh * 0.15 && a.top <= b.bottom && a.bottom < 0.88;
    case "peeking":
      // In an opening: over it, its top out above the opening's top, its lower part inside.
      return ax > b.left && ax < b.right && a.top < b.top && a.bottom > b.top + bh * 0.1;
    case "smaller":
      return area(a) * 1.3 <= area(b);
    case "bigger":
      return area(a) >= area(b) * 1.3;
    case "farther":
      // Far away: smaller, standing higher up the ground, further back.
      return area(a) < area(b) && a.bottom < b.bottom - 0.03 && a.distance > b.distance;
    case "between":
    case "around":
      return false;
    case "wearing":
      // Worn on the wearer: touching its drawing, over it from side to side (a hat on a head).
      return gap(a, b) <= 0.02 && ax >= b.left && ax <= b.right;
  }
}

function overlapArea(a: Drawn, b: Drawn): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Distance between the nearest edges of two boxes (0 when they touch or overlap). */
function gap(a: Drawn, b: Drawn): number {
  const dx = Math.max(0, a.left - b.right, b.left - a.right);
  const dy = Math.max(0, a.top - b.bottom, b.top - a.bottom);
  return Math.hypot(dx, dy);
}

/** Things a kit person's own drawing holds (its `data-part` groups): a witch's broom, a staff. */
const THINGS_IN_FIGURES = ["broom", "staff", "sword", "shield", "sack", "hose", "blanket"];

/**
 * What the picture lists as drawn (every placed thing but decorations), nearest first, and the
 * things the kit draws as part of a person (the broom under a witch), in that person's box.
 */
function drawnThings(scene: Scene): Drawn[] {
  const size = scene.size;
  return scene.layers
    .filter((item) => item.role !== "decoration")
    .reverse()
    .flatMap((item, distance) => {
      const drawn = {
        words: item.label.toLowerCase(),
        artwork: item.artwork,
        ...(item.tint ? { tint: item.tint } : {}),
        role: item.role,
        left: item.box.x / size,
        top: item.box.y / size,
        right: (item.box.x + item.box.width) / size,
        bottom: (item.box.y + item.box.height) / size,
        distance,
      };
      const figure = kitDrawing(item.artwork)?.svg ?? "";
      const parts = THINGS_IN_FIGURES.filter((part) => figure.includes(`data-part="${part}"`));
      return [drawn, ...parts.map((part) => ({ ...drawn, words: part, artwork: part }))];
    });
}
