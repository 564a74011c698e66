/**
 * Every pose as joint angles (degrees from straight down, positive towards the front, which is
 * the left of the square) or as a reach towards a point of the trunk (a hand to the mouth), and
 * how the trunk stands: its lean, whether it is seen from the front or the side, what is hidden.
 */
import type { Pose } from "./person-kit-types";
import type { Point } from "./svg-kit";

/** Where the trunk and head are, before the limbs are placed (drawing units). */
export interface TrunkFrame {
  hip: Point;
  neck: Point;
  chest: Point;
  mouth: Point;
  headCentre: Point;
  headRadius: number;
  shoulderWidth: number;
  torsoLength: number;
}

export interface LimbAngles {
  upper: number;
  lower: number;
}

/** A two-bone reach: the hand (or foot) goes to the point if it can, the elbow bends down. */
export interface LimbReach {
  reach: (frame: TrunkFrame) => Point;
}

/**
 * A straight arm raised out to the front until the hand is this high above the floor, as a
 * fraction of a grown-up's height: a grown-up's and a child's hands meet to be held.
 */
export interface LimbLevel {
  handHeight: number;
  minAngle: number;
  maxAngle: number;
}

export type LimbSpec = LimbAngles | LimbReach | LimbLevel;

export interface PoseSpec {
  /** Front: the body faces us (shoulders wide); side: seen side-on, facing left. */
  view: "front" | "side";
  /** Lean of the spine from upright, positive forward; 90 lies with the head on the left. */
  spine: number;
  /** Direction from the neck to the head, like `spine`; the spine's when not given. */
  neck?: number;
  frontArm: LimbSpec;
  backArm: LimbSpec;
  /** A leg not given is hidden (behind a mount, under water, in a pram). */
  frontLeg?: LimbSpec;
  backLeg?: LimbSpec;
  /** Nothing is drawn below the middle of the chest (water, a pram, a car). */
  cutAtChest?: boolean;
  /** Both feet off the ground by this fraction of the height. */
  lift?: number;
  eyesClosed?: boolean;
  /** The back arm crosses in front of the body (carrying, reading). */
  backArmInFront?: boolean;
  /** Toes point up (lying on the back). */
  toesUp?: boolean;
  /** Skirts stop high on the thighs: spread astride, a long one would hang over who is below. */
  shortSkirt?: boolean;
  /** The back hand is low by the side: an elder's stick fits in it. */
  stickFits?: boolean;
  /** A pencil in the front hand, its point down (writing, drawing). */
  pencil?: boolean;
  /** A blanket over the body up to the shoulders (in a bed or a cot). */
  blanket?: boolean;
  /** A broom lying flat under the seat, its handle through the hands, its bristles behind. */
  broom?: boolean;
  /** A hose from the hands down to the ground and away behind (spraying). */
  hose?: boolean;
}

const ARMS_DOWN = { front: { upper: 7, lower: 3 }, back: { upper: -7, lower: -3 } };
const LEGS_STRAIGHT = { front: { upper: 2, lower: 2 }, back: { upper: -2, lower: -2 } };

const offset =
  (
    from: keyof Pick<TrunkFrame, "chest" | "mouth" | "hip" | "neck">,
    dxWidths: number,
    dyLengths: number,
  ) =>
  (f: TrunkFrame): Point => [
    f[from][0] + dxWidths * f.shoulderWidth,
    f[from][1] + dyLengths * f.torsoLength,
  ];

/** A point near a point of the head, in face radii: the hand just under the chin, not over the face. */
const beside =
  (from: "mouth", dxRadii: number, dyRadii: number) =>
  (f: TrunkFrame): Point => [
    f[from][0] + dxRadii * f.headRadius,
    f[from][1] + dyRadii * f.headRadius,
  ];

const standing = (
  arms: Pick<PoseSpec, "frontArm" | "backArm">,
  extra: Partial<PoseSpec> = {},
): PoseSpec => ({
  view: "front",
  spine: 0,
  ...arms,
  frontLeg: LEGS_STRAIGHT.front,
  backLeg: LEGS_STRAIGHT.back,
  ...extra,
});

const LIE: PoseSpec = {
  view: "side",
  spine: 90,
  frontArm: { upper: -84, lower: -90 },
  backArm: { upper: -88, lower: -90 },
  frontLeg: { upper: -90, lower: -90 },
  backLeg: { upper: -88, lower: -90 },
  eyesClosed: true,
  toesUp: true,
};

const SIT: PoseSpec = {
  view: "side",
  spine: -4,
  frontArm: { upper: 18, lower: 80 },
  backArm: { upper: 12, lower: 75 },
  frontLeg: { upper: 90, lower: 4 },
  backLeg: { upper: 86, lower: -2 },
};

export const POSES: Readonly<Record<Pose, PoseSpec>> = {
  stand: standing({ frontArm: ARMS_DOWN.front, backArm: ARMS_DOWN.back }, { stickFits: true }),
  walk: {
    view: "side",
    spine: 3,
    frontArm: { upper: 28, lower: 50 },
    backArm: { upper: -28, lower: -12 },
    frontLeg: { upper: 24, lower: 6 },
    backLeg: { upper: -20, lower: -38 },
    stickFits: true,
  },
  run: {
    view: "side",
    spine: 14,
    frontArm: { upper: 55, lower: 125 },
    backArm: { upper: -50, lower: 25 },
    frontLeg: { upper: 62, lower: 0 },
    backLeg: { upper: -28, lower: -85 },
  },
  jump: standing(
    { frontArm: { upper: 145, lower: 160 }, backArm: { upper: -145, lower: -160 } },
    {
      frontLeg: { upper: 30, lower: -20 },
      backLeg: { upper: -30, lower: 20 },
      lift: 0.07,
    },
  ),
  wave: standing(
    { frontArm: { upper: 118, lower: 155 }, backArm: ARMS_DOWN.back },
    { stickFits: true },
  ),
  "arms-up": standing({
    frontArm: { upper: 150, lower: 168 },
    backArm: { upper: -150, lower: -168 },
  }),
  sit: SIT,
  ride: {
    view: "side",
    spine: 6,
    frontArm: { upper: 40, lower: 80 },
    backArm: { upper: 32, lower: 78 },
    frontLeg: { upper: 38, lower: 4 },
  },
  hold: standing(
    { frontArm: { upper: 28, lower: 80 }, backArm: ARMS_DOWN.back },
    { stickFits: true },
  ),
  carry: standing(
    {
      frontArm: { reach: offset("chest", 0.32, 0.18) },
      backArm: { reach: offset("chest", -0.3, 0.02) },
    },
    { backArmInFront: true },
  ),
  "hand-out": standing(
    {
      frontArm: { handHeight: 0.47, minAngle: 28, maxAngle: 135 },
      backArm: ARMS_DOWN.back,
    },
    { stickFits: true },
  ),
  // Both arms round what is hugged, the hands meeting on its far side.
  hug: {
    view: "side",
    spine: 4,
    frontArm: { reach: offset("chest", -1.1, 0.22) },
    backArm: { reach: offset("chest", -0.85, 0.05) },
    frontLeg: { upper: 6, lower: 2 },
    backLeg: { upper: -6, lower: -4 },
  },
  kick: {
    view: "side",
    spine: -8,
    frontArm: { upper: 40, lower: 70 },
    backArm: { upper: -45, lower: -25 },
    frontLeg: { upper: 78, lower: 72 },
    backLeg: { upper: -4, lower: -4 },
  },
  throw: {
    view: "side",
    spine: -6,
    frontArm: { upper: 75, lower: 100 },
    backArm: { upper: -112, lower: -172 },
    frontLeg: { upper: 22, lower: 4 },
    backLeg: { upper: -20, lower: -18 },
  },
  climb: {
    view: "side",
    spine: 4,
    frontArm: { upper: 142, lower: 162 },
    backArm: { upper: 122, lower: 152 },
    frontLeg: { upper: 88, lower: 0 },
    backLeg: { upper: -3, lower: -3 },
  },
  swim: {
    view: "side",
    spine: 4,
    frontArm: { upper: 78, lower: 100 },
    backArm: { upper: -125, lower: -150 },
    cutAtChest: true,
  },
  lie: LIE,
  eat: standing(
    { frontArm: { reach: beside("mouth", -0.35, 0.5) }, backArm: ARMS_DOWN.back },
    { stickFits: true },
  ),
  read: standing(
    {
      frontArm: { reach: offset("chest", -0.3, 0.12) },
      backArm: { reach: offset("chest", 0.3, 0.12) },
    },
    { backArmInFront: true },
  ),
  write: standing(
    {
      frontArm: { reach: offset("chest", -0.32, 0.3) },
      backArm: { reach: offset("chest", -0.05, 0.5) },
    },
    { backArmInFront: true, pencil: true },
  ),
  stir: standing({
    frontArm: { reach: offset("chest", -0.75, 0.55) },
    backArm: { reach: offset("chest", -0.5, 0.62) },
  }),
  spray: {
    view: "side",
    spine: 4,
    frontArm: { upper: 70, lower: 84 },
    backArm: { upper: 58, lower: 80 },
    frontLeg: { upper: 16, lower: 6 },
    backLeg: { upper: -16, lower: -6 },
    hose: true,
  },
  "sit-in": {
    view: "front",
    spine: 0,
    frontArm: { reach: offset("chest", -0.62, 0.1) },
    backArm: { reach: offset("chest", 0.62, 0.1) },
    cutAtChest: true,
  },
  crawl: {
    view: "side",
    spine: 78,
    neck: 40,
    frontArm: { upper: 8, lower: 0 },
    backArm: { upper: -4, lower: -2 },
    frontLeg: { upper: 4, lower: -90 },
    backLeg: { upper: -8, lower: -90 },
  },
  push: {
    view: "side",
    spine: 10,
    frontArm: { upper: 42, lower: 58 },
    backArm: { upper: 36, lower: 54 },
    frontLeg: { upper: 14, lower: 4 },
    backLeg: { upper: -22, lower: -26 },
  },
  astride: {
    view: "front",
    spine: 0,
    frontArm: { upper: 38, lower: 20 },
    backArm: { upper: -38, lower: -20 },
    frontLeg: { upper: 72, lower: 8 },
    backLeg: { upper: -72, lower: -8 },
    shortSkirt: true,
  },
  doze: {
    ...SIT,
    spine: -10,
    neck: -34,
    frontArm: { upper: 8, lower: 40 },
    backArm: { upper: 4, lower: 36 },
    eyesClosed: true,
  },
  fly: {
    view: "side",
    spine: 72,
    neck: 48,
    frontArm: { upper: 118, lower: 114 },
    backArm: { upper: 108, lower: 106 },
    frontLeg: { upper: -68, lower: -76 },
    backLeg: { upper: -80, lower: -88 },
  },
  tuck: standing(
    { frontArm: { reach: offset("chest", -0.62, 0.5) }, backArm: ARMS_DOWN.back },
    { stickFits: true },
  ),
  water: {
    view: "side",
    spine: 8,
    frontArm: { upper: 48, lower: 30 },
    backArm: ARMS_DOWN.back,
    frontLeg: { upper: 12, lower: 4 },
    backLeg: { upper: -12, lower: -4 },
  },
  dig: {
    view: "side",
    spine: 32,
    neck: 22,
    frontArm: { upper: 22, lower: 8 },
    backArm: { upper: 40, lower: 14 },
    frontLeg: { upper: 30, lower: -12 },
    backLeg: { upper: -14, lower: -6 },
  },
  float: {
    view: "front",
    spine: 16,
    frontArm: { upper: 112, lower: 140 },
    backArm: { upper: -104, lower: -132 },
    frontLeg: { upper: 34, lower: -6 },
    backLeg: { upper: -30, lower: 8 },
  },
  "tucked-in": { ...LIE, blanket: true },
  broom: {
    view: "side",
    spine: 10,
    frontArm: { upper: 48, lower: 62 },
    backArm: { upper: 40, lower: 58 },
    frontLeg: { upper: 42, lower: 10 },
    backLeg: { upper: 30, lower: -6 },
    broom: true,
  },
};

export const ALL_POSES = Object.keys(POSES) as Pose[];
