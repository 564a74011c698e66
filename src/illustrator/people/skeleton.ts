/** Joint positions of a posed person, in drawing units with the hip joint at the origin. */
import { add, downward, reachJoint, scale, sub, upward, along } from "./geometry";
import type { PersonAge } from "./person-kit-types";
import type { LimbSpec, PoseSpec, TrunkFrame } from "./pose-table";
import { heightAgainstGrownUp, legLength, proportionsOf } from "./proportions";
import type { Point } from "./svg-kit";

/** The standing height in drawing units: the square less a margin for hair (2 %..98 %). */
const STANDING_HEIGHT = 30.72;
/** Hair rises above the head by this fraction of the head's height. */
const HAIR_ABOVE_HEAD = 0.12;

export interface Limb {
  root: Point;
  joint: Point;
  end: Point;
}

export interface Skeleton extends TrunkFrame {
  /** Unit vector from hip to neck, and across the body towards the back side. */
  spineDir: Point;
  across: Point;
  hipWidth: number;
  armThickness: number;
  legThickness: number;
  /** Sole thickness below the ankle. */
  footHeight: number;
  frontArm: Limb;
  backArm: Limb;
  frontLeg?: Limb;
  backLeg?: Limb;
}

/** Where the limb is placed from: its root, bone lengths, the trunk, and the floor in grown-ups. */
interface LimbContext {
  frame: TrunkFrame;
  floorY: number;
  grownUpHeight: number;
}

function placeLimb(
  root: Point,
  spec: LimbSpec,
  first: number,
  second: number,
  context: LimbContext,
): Limb {
  if ("reach" in spec) {
    const target = spec.reach(context.frame);
    const joint = reachJoint(root, target, first, second);
    const toTarget = sub(target, joint);
    const reach = Math.hypot(toTarget[0], toTarget[1]);
    return { root, joint, end: add(joint, scale(toTarget, second / reach)) };
  }
  if ("handHeight" in spec) {
    const handY = context.floorY - spec.handHeight * context.grownUpHeight;
    const cos = Math.min(1, Math.max(-1, (handY - root[1]) / (first + second)));
    const angle = Math.min(
      spec.maxAngle,
      Math.max(spec.minAngle, (Math.acos(cos) * 180) / Math.PI),
    );
    return placeLimb(root, { upper: angle, lower: angle }, first, second, context);
  }
  const joint = add(root, scale(downward(spec.upper), first));
  return { root, joint, end: add(joint, scale(downward(spec.lower), second)) };
}

export function buildSkeleton(age: PersonAge, pose: PoseSpec): Skeleton {
  const p = proportionsOf(age);
  const unit = STANDING_HEIGHT / (1 + HAIR_ABOVE_HEAD * p.head);
  const headRadius = (p.head * unit) / 2;
  const torsoLength = p.torso * unit;
  const sideView = pose.view === "side";
  const shoulderWidth = p.shoulderWidth * unit * (sideView ? 0.66 : 1);
  const hipWidth = p.hipWidth * unit * (sideView ? 0.72 : 1);
  const armThickness = p.armThickness * unit;
  const legThickness = p.legThickness * unit;
  const footHeight = legThickness * 0.55;

  const hip: Point = [0, 0];
  const spineDir = upward(pose.spine);
  const across: Point = [-spineDir[1], spineDir[0]];
  const neck = add(hip, scale(spineDir, torsoLength));
  const headCentre = add(
    neck,
    scale(upward(pose.neck ?? pose.spine), p.neck * unit + headRadius * 0.98),
  );
  const frame: TrunkFrame = {
    hip,
    neck,
    chest: along(neck, hip, 0.36),
    mouth: add(headCentre, [-0.05 * headRadius, 0.46 * headRadius]),
    headCentre,
    headRadius,
    shoulderWidth,
    torsoLength,
  };

  const shoulderOffset = sideView ? shoulderWidth * 0.12 : shoulderWidth / 2 - armThickness * 0.55;
  const shoulderDrop = scale(spineDir, -armThickness * 0.55);
  const frontShoulder = add(add(neck, scale(across, -shoulderOffset)), shoulderDrop);
  const backShoulder = add(add(neck, scale(across, shoulderOffset)), shoulderDrop);
  const hipOffset = sideView ? hipWidth * 0.1 : hipWidth / 2 - legThickness * 0.55;

  const legs = legLength(p) * unit - footHeight;
  const context: LimbContext = {
    frame,
    floorY: hip[1] + legLength(p) * unit,
    grownUpHeight: unit / heightAgainstGrownUp(age),
  };
  const leg = (spec: LimbSpec | undefined, side: number): Limb | undefined =>
    spec &&
    placeLimb(add(hip, scale(across, side * hipOffset)), spec, legs * 0.5, legs * 0.5, context);

  return {
    ...frame,
    spineDir,
    across,
    hipWidth,
    armThickness,
    legThickness,
    footHeight,
    frontArm: placeLimb(frontShoulder, pose.frontArm, p.upperArm * unit, p.forearm * unit, context),
    backArm: placeLimb(backShoulder, pose.backArm, p.upperArm * unit, p.forearm * unit, context),
    frontLeg: leg(pose.frontLeg, -1),
    backLeg: leg(pose.backLeg, 1),
  };
}
