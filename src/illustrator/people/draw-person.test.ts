import { describe, expect, it } from "vitest";
import type { HatKind } from "./clothing";
import { drawFace } from "./draw-face";
import { drawHatShape } from "./draw-hats";
import { drawPerson } from "./draw-person";
import type { Outfit, PersonAge, PersonDrawing, PersonLook, Pose } from "./person-kit-types";
import { ALL_POSES } from "./pose-table";
import { heightAgainstGrownUp } from "./proportions";
import { Bounds, Defs } from "./svg-kit";

const AGES: PersonAge[] = ["baby", "toddler", "child", "adult", "elder"];
const OUTFITS: Outfit[] = [
  "casual",
  "dress",
  "pirate",
  "astronaut",
  "king",
  "ballerina",
  "swimsuit",
];
const ALL_OUTFITS: Outfit[] = [
  ...OUTFITS,
  ...(["firefighter", "doctor", "nurse", "princess", "prince", "queen", "chef", "farmer"] as const),
  ...(["police", "builder", "superhero", "mail-carrier", "teacher", "pyjamas"] as const),
];
const STANDING: Pose[] = [
  "stand",
  "walk",
  "run",
  "wave",
  "arms-up",
  "hold",
  "carry",
  "hand-out",
  "hug",
  "kick",
  "throw",
  "eat",
  "read",
];
const TOLERANCE = 0.02;

const look = (
  age: PersonAge,
  outfit: Outfit = "casual",
  more: Partial<PersonLook> = {},
): PersonLook => ({
  age,
  build: "girl",
  skin: 2,
  hairStyle: "long",
  hairColor: "#6b3f22",
  outfit,
  clothesColor: "#3b82f6",
  glasses: age === "elder",
  walkingStick: age === "elder",
  facialHair: "none",
  freckles: false,
  ...more,
});

const cases = AGES.flatMap((age) =>
  OUTFITS.flatMap((outfit) => ALL_POSES.map((pose) => ({ age, outfit, pose }))),
);

function inside(d: PersonDrawing, [x, y]: readonly [number, number]): boolean {
  const [l, t, r, b] = d.bounds;
  return x >= l - TOLERANCE && x <= r + TOLERANCE && y >= t - TOLERANCE && y <= b + TOLERANCE;
}

function ids(svg: string): string[] {
  return [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!);
}

/** Every opened element is closed, in order. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (tag) stack.push(name!);
  }
  return stack.length === 0;
}

const heightRatio = (age: PersonAge) => {
  const d = drawPerson(look(age), "stand");
  return (2 * d.face[2]) / (d.anchors.feet[1] - d.anchors.headTop[1]);
};

describe("drawPerson", () => {
  it.each(cases)(
    "$age $pose in $outfit: a well-formed drawing with its points inside",
    ({ age, outfit, pose }) => {
      const d = drawPerson(look(age, outfit), pose);
      expect(d.svg.startsWith("<svg ")).toBe(true);
      expect(d.svg).toContain('viewBox="0 0 32 32"');
      expect(wellFormed(d.svg)).toBe(true);
      for (const [, ref] of d.svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids(d.svg)).toContain(ref);
      const [l, t, r, b] = d.bounds;
      expect(0 <= l && l < r && r <= 1 && 0 <= t && t < b && b <= 1).toBe(true);
      for (const [name, point] of Object.entries(d.anchors))
        expect(inside(d, point), name).toBe(true);
      const [fx, fy, fr] = d.face;
      expect(inside(d, [fx - fr, fy - fr]) && inside(d, [fx + fr, fy + fr])).toBe(true);
      if (!["lie", "tucked-in", "crawl"].includes(pose))
        expect(fy).toBeLessThan(d.anchors.chest[1]);
      expect(d.anchors.headTop[1]).toBeLessThan(fy);
      expect(d.anchors.mouth[1]).toBeGreaterThan(fy);
      expect(Math.hypot(d.anchors.mouth[0] - fx, d.anchors.mouth[1] - fy)).toBeLessThan(fr * 0.8);
    },
  );

  it.each(AGES.flatMap((age) => STANDING.map((pose) => ({ age, pose }))))(
    "$age $pose stands on the bottom of the square",
    ({ age, pose }) => {
      const d = drawPerson(look(age), pose);
      expect(d.anchors.feet[1]).toBeCloseTo(0.98, 2);
      expect(d.bounds[3]).toBeCloseTo(0.98, 2);
    },
  );

  it.each(AGES)("a standing %s fills the square's height at full size", (age) => {
    const d = drawPerson(look(age), "stand");
    expect(d.scale).toBeCloseTo(1, 2);
    expect(d.bounds[1]).toBeLessThan(0.05);
    expect(d.bounds[3]).toBeGreaterThan(0.96);
  });

  it("has a bigger head for its height the younger the person", () => {
    const ratios = (["baby", "toddler", "child", "adult"] as const).map(heightRatio);
    for (let i = 1; i < ratios.length; i++) expect(ratios[i]).toBeLessThan(ratios[i - 1]!);
    expect(ratios[0]).toBeGreaterThan(0.3);
    expect(ratios[3]).toBeLessThan(0.18);
  });

  it.each(AGES.flatMap((age) => (["swim", "sit-in"] as const).map((pose) => ({ age, pose }))))(
    "$age $pose ends below the mouth and above the hips",
    ({ age, pose }) => {
      const d = drawPerson(look(age), pose);
      const standing = drawPerson(look(age), "stand");
      const mouthToHip = (standing.anchors.seat[1] - standing.anchors.mouth[1]) / standing.face[2];
      const mouthToBottom = (d.bounds[3] - d.anchors.mouth[1]) / d.face[2];
      expect(mouthToBottom).toBeGreaterThan(0.3);
      expect(mouthToBottom).toBeLessThan(mouthToHip * 0.85);
    },
  );

  it("lies flat in the lower part of the square with the head on the left", () => {
    const d = drawPerson(look("adult"), "lie");
    const [l, t, r, b] = d.bounds;
    expect(r - l).toBeGreaterThan(2.5 * (b - t));
    expect(t).toBeGreaterThan(0.5);
    expect(d.face[0]).toBeLessThan(d.anchors.feet[0]);
  });

  it.each(AGES)("a %s holds a hand out beyond the side of the body", (age) => {
    const d = drawPerson(look(age), "hand-out");
    const standing = drawPerson(look(age), "stand");
    expect(d.anchors.frontHand[0]).toBeLessThan(standing.anchors.frontHand[0] - d.face[2] * 0.5);
    expect(d.anchors.frontHand[0] - d.bounds[0]).toBeLessThan(0.06);
  });

  it("holds hands out at one height for a grown-up, an older one, a child and a toddler", () => {
    const handHeight = (age: PersonAge) => {
      const d = drawPerson(look(age), "hand-out");
      const height = d.anchors.feet[1] - d.anchors.headTop[1];
      return ((d.anchors.feet[1] - d.anchors.frontHand[1]) / height) * heightAgainstGrownUp(age);
    };
    const adult = handHeight("adult");
    expect(adult).toBeGreaterThan(0.4);
    expect(adult).toBeLessThan(0.55);
    expect(Math.abs(handHeight("child") - adult)).toBeLessThan(0.04);
    expect(Math.abs(handHeight("elder") - adult)).toBeLessThan(0.04);
    expect(Math.abs(handHeight("toddler") - adult)).toBeLessThan(0.08);
  });

  it.each(AGES)("a %s eats with the hand at the mouth, holds things out in front", (age) => {
    const eat = drawPerson(look(age), "eat");
    const handToMouth = Math.hypot(
      eat.anchors.frontHand[0] - eat.anchors.mouth[0],
      eat.anchors.frontHand[1] - eat.anchors.mouth[1],
    );
    expect(handToMouth).toBeLessThan(eat.face[2] * 0.8);
    const hold = drawPerson(look(age), "hold");
    expect(hold.anchors.frontHand[0]).toBeLessThan(hold.anchors.chest[0] - hold.face[2]);
  });

  it("faces left: the front hand is on the left of the back hand", () => {
    for (const pose of ["stand", "hold", "ride", "hug", "walk"] as const) {
      const d = drawPerson(look("adult"), pose);
      expect(d.anchors.frontHand[0], pose).toBeLessThan(d.anchors.backHand[0]);
    }
  });

  it("never shares a gradient id between two looks or two poses", () => {
    const a = ids(drawPerson(look("child"), "stand").svg);
    const b = ids(drawPerson(look("child", "casual", { skin: 4 }), "stand").svg);
    const c = ids(drawPerson(look("child"), "walk").svg);
    expect(a.length).toBeGreaterThan(3);
    expect(a.filter((id) => b.includes(id) || c.includes(id))).toEqual([]);
  });

  it("is memoised: the same drawing again, fast", () => {
    const first = drawPerson(look("adult", "chef"), "wave");
    const start = performance.now();
    for (let i = 0; i < 100; i++) drawPerson(look("adult", "chef"), "wave");
    expect((performance.now() - start) / 100).toBeLessThan(1);
    expect(drawPerson(look("adult", "chef"), "wave")).toBe(first);
  });

  it.each(ALL_OUTFITS)(
    "dresses a child and a grown-up as %s, hats above the head top",
    (outfit) => {
      for (const age of ["child", "adult"] as const) {
        for (const pose of ["stand", "sit", "wave"] as const) {
          const d = drawPerson(look(age, outfit), pose);
          expect(wellFormed(d.svg)).toBe(true);
          expect(d.anchors.headTop[1]).toBeCloseTo(d.face[1] - d.face[2], 5);
          expect(d.bounds[1]).toBeGreaterThanOrEqual(0);
        }
      }
    },
  );

  it("keeps every drawn feature of the face well inside the face photo's oval", () => {
    for (const eyesClosed of [false, true]) {
      const svg = drawFace({
        defs: new Defs("t"),
        bounds: new Bounds(),
        centre: [16, 16],
        radius: 10,
        tone: 3,
        eyesClosed,
        glasses: true,
        facialHair: "none",
        freckles: true,
        hairColour: "#6b3f22",
      });
      const numbers = [
        ...svg
          .replace(/<circle cx="16" cy="16" r="10"[^>]*>/, "")
          .matchAll(/(?:cx|cy|d)="([^"]+)"/g),
      ];
      const coordinates = numbers.flatMap((m) => m[1]!.match(/-?\d+(\.\d+)?/g)!.map(Number));
      expect(coordinates.length).toBeGreaterThan(20);
      for (const value of coordinates) expect(Math.abs(value - 16)).toBeLessThan(8.5);
    }
  });

  it.each<HatKind>([
    "tricorn",
    "fire-helmet",
    "nurse-cap",
    "tiara",
    "crown",
    "small-crown",
    "toque",
    "straw-hat",
    "police-cap",
    "hard-hat",
    "mail-cap",
  ])("a %s stays above the fringe line, off the face photo", (hat) => {
    const head = { centre: [0, 0] as const, radius: 1, bounds: new Bounds() };
    const svg = drawHatShape(head, new Defs("t"), hat);
    for (const point of outlinePoints(svg)) {
      const onFace = Math.hypot(point[0], point[1]) < 1 && Math.abs(point[0]) < 0.72;
      if (onFace) expect(point[1], `${hat} at x ${point[0]}`).toBeLessThan(-0.69);
    }
  });
});

/** Points along every path (quadratic curves sampled) and the bottoms of every circle. */
function outlinePoints(svg: string): [number, number][] {
  const points: [number, number][] = [];
  for (const [, d] of svg.matchAll(/ d="([^"]+)"/g)) {
    let current: [number, number] = [0, 0];
    for (const [, command, args] of d!.matchAll(/([MLQZ])([^MLQZ]*)/g)) {
      const n = (args!.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
      if (command === "Q") {
        for (let t = 0; t <= 1; t += 0.1) {
          const u = 1 - t;
          points.push([
            u * u * current[0] + 2 * u * t * n[0]! + t * t * n[2]!,
            u * u * current[1] + 2 * u * t * n[1]! + t * t * n[3]!,
          ]);
        }
        current = [n[2]!, n[3]!];
      } else if (n.length >= 2) {
        current = [n[0]!, n[1]!];
        points.push(current);
      }
    }
  }
  for (const [, cx, cy, r] of svg.matchAll(/cx="([^"]+)" cy="([^"]+)" r="([^"]+)"/g)) {
    points.push([Number(cx), Number(cy) + Number(r)]);
  }
  return points;
}
