/**
 * Checks a picture about people on what is drawn: the character kit's own drawing of each person
 * (its pose, hair and clothes, read from the artwork it draws), the boxes, and the points of each
 * pose (hands, chest, mouth, seat) where they are in the picture. Grammar in people-cases.ts.
 */
import { Resvg } from "@resvg/resvg-js";
import {
  parsePersonArtworkId,
  personPointsOf,
  sceneToSvg,
  type AnchorName,
  type PlacedItem,
  type Scene,
} from "../../src/illustrator";
import { readArtwork } from "../../src/server/providers/images/fluent-artwork-files";
import { kitDrawing } from "../../src/illustrator/people/kit-artwork";
import { failedExpectations } from "./check-case";

interface Point {
  x: number;
  y: number;
}

const HAIR_HUES: Readonly<Record<string, (rgb: [number, number, number]) => boolean>> = {
  red: ([r, g, b]) => r > 150 && r > g * 1.5 && r > b * 1.5,
  white: ([r, g, b]) => Math.min(r, g, b) > 200,
  grey: ([r, g, b]) => Math.min(r, g, b) > 140 && Math.max(r, g, b) - Math.min(r, g, b) < 30,
  black: ([r, g, b]) => Math.max(r, g, b) < 60,
  brown: ([r, g, b]) => r < 150 && r > b && Math.max(r, g, b) >= 60,
  blonde: ([r, g, b]) => r > 190 && g > 150 && b < 130,
};

/** The expectations the picture fails (people's and things'), empty when it shows them all. */
export function failedPeopleExpectations(
  description: string,
  expect: string,
  scene: Scene,
): string[] {
  const thingExpectations: string[] = [];
  const failures: string[] = [];
  for (const expectation of expect.split(";").map((part) => part.trim())) {
    if (!expectation) continue;
    const [verb = "", ...words] = expectation.split(/\s+/);
    const check = CHECKS[verb];
    if (check) {
      if (!check(scene, words)) failures.push(expectation);
    } else thingExpectations.push(expectation);
  }
  failures.push(...failedExpectations(description, thingExpectations.join(";"), scene));
  failures.push(...facesNotClear(scene));
  return failures;
}

type Check = (scene: Scene, words: string[]) => boolean;

const CHECKS: Readonly<Record<string, Check>> = {
  body: (scene, [who = ""]) => people(scene, who).length > 0,
  people: (scene, [count = ""]) =>
    scene.layers.filter((item) => kitDrawing(item.artwork)).length === Number(count),
  taller: (scene, [tall = "", short = ""]) =>
    people(scene, tall).some((a) =>
      people(scene, short).some((b) => a !== b && a.box.height > b.box.height * 1.15),
    ),
  hand: (scene, [who = "", what = ""]) =>
    pairs(scene, who, what).some(([person, thing]) =>
      (["frontHand", "backHand"] as const).some((hand) =>
        near(anchor(scene, person, hand), thing, scene, 0.04),
      ),
    ),
  arms: (scene, [who = "", what = ""]) =>
    pairs(scene, who, what).some(([person, thing]) =>
      near(anchor(scene, person, "chest"), thing, scene, 0.01),
    ),
  mouth: (scene, [who = "", what = ""]) =>
    pairs(scene, who, what).some(([person, thing]) =>
      near(anchor(scene, person, "mouth"), thing, scene, 0.05),
    ),
  seat: (scene, [who = "", what = ""]) =>
    pairs(scene, who, what).some(([person, mount]) => {
      const seat = anchor(scene, person, "seat");
      const box = mount.box;
      return (
        seat.x >= box.x &&
        seat.x <= box.x + box.width &&
        seat.y >= box.y &&
        seat.y <= box.y + box.height * 0.6
      );
    }),
  lap: (scene, [who = "", whose = ""]) =>
    pairs(scene, who, whose).some(([sitter, sat]) => {
      const [seat, lap] = [anchor(scene, sitter, "seat"), anchor(scene, sat, "lap")];
      return (
        poseOf(sat) === "sit" && Math.hypot(seat.x - lap.x, seat.y - lap.y) < scene.size * 0.05
      );
    }),
  shoulders: (scene, [who = "", whose = ""]) =>
    pairs(scene, who, whose).some(([rider, carrier]) => {
      const [seat, head] = [anchor(scene, rider, "seat"), anchor(scene, carrier, "headTop")];
      const radius = carrier.face?.radius ?? 0;
      return Math.hypot(seat.x - head.x, seat.y - head.y) < radius && poseOf(carrier) !== "sit";
    }),
  push: (scene, [who = "", what = ""]) =>
    pairs(scene, who, what).some(([pusher, pushed]) => {
      const feet = anchor(scene, pusher, "feet");
      const onGround = Math.abs(feet.y - (pushed.box.y + pushed.box.height)) < scene.size * 0.04;
      const handOn = near(anchor(scene, pusher, "frontHand"), pushed, scene, 0.02);
      return poseOf(pusher) === "push" && onGround && handOn;
    }),
  hands: (scene, [one = "", other = ""]) =>
    people(scene, one).some((a) =>
      people(scene, other).some((b) => {
        if (a === b) return false;
        const [ha, hb] = [anchor(scene, a, "frontHand"), anchor(scene, b, "frontHand")];
        return Math.hypot(ha.x - hb.x, ha.y - hb.y) <= scene.size * 0.06;
      }),
    ),
  hug: (scene, [one = "", other = ""]) =>
    people(scene, one).some((a) =>
      people(scene, other).some((b) => {
        if (a === b) return false;
        const overlap =
          Math.min(a.box.x + a.box.width, b.box.x + b.box.width) - Math.max(a.box.x, b.box.x);
        // Each faces the other: the one whose face is on the left looks right (mirrored).
        const [ax, bx] = [a.face?.x ?? a.x, b.face?.x ?? b.x];
        const facing = ax < bx === a.flip && bx < ax === b.flip;
        return overlap >= Math.min(a.box.width, b.box.width) * 0.2 && facing;
      }),
    ),
  pose: (scene, [who = "", poses = ""]) =>
    people(scene, who).some((person) =>
      poses.split("/").includes(parsePersonArtworkId(person.artwork)?.pose ?? ""),
    ),
  hair: (scene, [who = "", colour = ""]) =>
    people(scene, who).some((person) => {
      const hex = parsePersonArtworkId(person.artwork)?.look.hairColor ?? "";
      return HAIR_HUES[colour]?.(rgbOf(hex)) ?? false;
    }),
  face: (scene, [who = "", feature = ""]) =>
    people(scene, who).some((person) => {
      const look = parsePersonArtworkId(person.artwork)?.look;
      return feature === "freckles" ? look?.freckles === true : look?.facialHair === feature;
    }),
  inhand: (scene, [who = "", artwork = "", share = "0"]) =>
    people(scene, who).some((person) =>
      drawn(scene, artwork).some(
        (thing) =>
          atAHand(scene, person, thing) &&
          Math.max(thing.box.width, thing.box.height) <= person.box.height * Number(share),
      ),
    ),
  hugs: (scene, [who = "", artwork = ""]) =>
    people(scene, who).some(
      (person) =>
        poseOf(person) === "hug" &&
        drawn(scene, artwork).some(
          (thing) =>
            thing !== person &&
            (["frontHand", "backHand"] as const).every((hand) =>
              near(anchor(scene, person, hand), thing, scene, 0.01),
            ),
        ),
    ),
  each: (scene, [who = "", artwork = "", point = ""]) => {
    const everyone = people(scene, who);
    const things = drawn(scene, artwork);
    const at = (person: PlacedItem, thing: PlacedItem) =>
      point === "mouth"
        ? near(anchor(scene, person, "mouth"), thing, scene, 0.05)
        : atAHand(scene, person, thing);
    const own = everyone.map((person) => things.filter((thing) => at(person, thing)));
    return everyone.length >= 2 && own.every((mine) => mine.length > 0) && things.length >= 2;
  },
  inbed: (scene, [who = "", artwork = ""]) =>
    people(scene, who).some((person) =>
      drawn(scene, artwork).some((bed) => {
        const [centre, top] = [person.box.x + person.box.width / 2, person.box.y];
        return (
          poseOf(person) === "tucked-in" &&
          centre > bed.box.x &&
          centre < bed.box.x + bed.box.width &&
          top >= bed.box.y + bed.box.height * 0.2 &&
          person.box.y + person.box.height <= bed.box.y + bed.box.height
        );
      }),
    ),
  part: (scene, [who = "", part = ""]) =>
    people(scene, who).some((person) =>
      (kitDrawing(person.artwork)?.svg ?? "").includes(`data-part="${part}"`),
    ),
  outfit: (scene, [who = "", outfit = ""]) =>
    people(scene, who).some(
      (person) => parsePersonArtworkId(person.artwork)?.look.outfit === outfit,
    ),
};

/**
 * Every person's face inside the frame, above the water, and not hidden by a thing drawn in front
 * of it: the picture is painted with and without the things in front, and the face compared.
 */
function facesNotClear(scene: Scene): string[] {
  const failures: string[] = [];
  const waterline = scene.background.waterline;
  scene.layers.forEach((person, index) => {
    if (!kitDrawing(person.artwork) || !person.face) return;
    const { x, y, radius } = person.face;
    const name = person.label;
    if (x - radius < 0 || x + radius > scene.size || y - radius < 0 || y + radius > scene.size) {
      failures.push(`${name}'s face in the frame`);
    }
    if (waterline !== undefined && y + radius > waterline) {
      failures.push(`${name}'s face above the water`);
    }
    const inFront = scene.layers
      .slice(index + 1)
      .filter(
        (item) =>
          item.role !== "decoration" &&
          !isAtMouth(person, item) &&
          item.box.x < x + radius &&
          item.box.x + item.box.width > x - radius &&
          item.box.y < y + radius &&
          item.box.y + item.box.height > y - radius,
      );
    if (inFront.length > 0 && hiddenShare(scene, person, inFront) > HIDDEN_FACE) {
      failures.push(`${name}'s face not hidden by ${inFront.map((item) => item.label).join(", ")}`);
    }
  });
  return failures;
}

/** More of a face than this hidden by what is in front of it hides the face. */
const HIDDEN_FACE = 0.2;
const PAINTED_SIZE = 256;

/** The share of the face's pixels that change when the things in front of it are taken away. */
function hiddenShare(scene: Scene, person: PlacedItem, inFront: readonly PlacedItem[]): number {
  const face = person.face;
  if (!face) return 0;
  const all = painted(scene);
  const without = painted({
    ...scene,
    layers: scene.layers.filter((item) => !inFront.includes(item)),
  });
  const scale = PAINTED_SIZE / scene.size;
  const [cx, cy, r] = [face.x * scale, face.y * scale, face.radius * scale * 0.85];
  let inside = 0;
  let changed = 0;
  for (let py = Math.floor(cy - r); py <= Math.ceil(cy + r); py += 1) {
    for (let px = Math.floor(cx - r); px <= Math.ceil(cx + r); px += 1) {
      if (px < 0 || py < 0 || px >= PAINTED_SIZE || py >= PAINTED_SIZE) continue;
      if (Math.hypot(px - cx, py - cy) > r) continue;
      inside += 1;
      const at = (py * PAINTED_SIZE + px) * 4;
      const difference = Math.max(
        Math.abs((all[at] ?? 0) - (without[at] ?? 0)),
        Math.abs((all[at + 1] ?? 0) - (without[at + 1] ?? 0)),
        Math.abs((all[at + 2] ?? 0) - (without[at + 2] ?? 0)),
      );
      if (difference > 40) changed += 1;
    }
  }
  return changed / Math.max(1, inside);
}

function painted(scene: Scene): Uint8Array {
  const svg = sceneToSvg(scene, readArtwork);
  const image = new Resvg(svg, { fitTo: { mode: "width", value: PAINTED_SIZE } }).render();
  return image.pixels;
}

/** What a person eats or drinks is at their mouth, in front of their face by design. */
function isAtMouth(person: PlacedItem, item: PlacedItem): boolean {
  return parsePersonArtworkId(person.artwork)?.pose === "eat" && item.role === "target";
}

function poseOf(person: PlacedItem): string | undefined {
  return parsePersonArtworkId(person.artwork)?.pose;
}

function people(scene: Scene, words: string): PlacedItem[] {
  return labelled(scene, words).filter((item) => kitDrawing(item.artwork));
}

function labelled(scene: Scene, words: string): PlacedItem[] {
  const names = words.split("/").map((word) => word.replace(/_/g, " "));
  return scene.layers.filter(
    (item) =>
      item.role !== "decoration" &&
      names.some((name) => new RegExp(`(^| )${name}s?$`).test(item.label.toLowerCase())),
  );
}

/** The drawings whose artwork id matches (never their label): "hammer", "dog|puppy". */
function drawn(scene: Scene, artwork: string): PlacedItem[] {
  const pattern = new RegExp(artwork);
  return scene.layers.filter((item) => item.role !== "decoration" && pattern.test(item.artwork));
}

function atAHand(scene: Scene, person: PlacedItem, thing: PlacedItem): boolean {
  return (["frontHand", "backHand"] as const).some((hand) =>
    near(anchor(scene, person, hand), thing, scene, 0.03),
  );
}

function pairs(scene: Scene, who: string, what: string): Array<[PlacedItem, PlacedItem]> {
  return people(scene, who).flatMap((person) =>
    labelled(scene, what)
      .filter((thing) => thing !== person)
      .map((thing): [PlacedItem, PlacedItem] => [person, thing]),
  );
}

/** A point of a placed kit person, in scene pixels. */
function anchor(scene: Scene, person: PlacedItem, name: AnchorName): Point {
  return personPointsOf(person, scene.size)?.[name] ?? { x: person.x, y: person.y };
}

/** The point is on the thing's drawing, or within `slack` of the picture from it. */
function near(point: Point, thing: PlacedItem, scene: Scene, slack: number): boolean {
  const margin = scene.size * slack;
  const box = thing.box;
  return (
    point.x >= box.x - margin &&
    point.x <= box.x + box.width + margin &&
    point.y >= box.y - margin &&
    point.y <= box.y + box.height + margin
  );
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16) || 0;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
