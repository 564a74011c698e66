/**
 * Real proportions per age, as fractions of the standing height (head top to soles): the head
 * is a third of a baby and a sixth of a grown-up, legs grow longest.
 */
import type { PersonAge } from "./person-kit-types";

export interface Proportions {
  /** Face circle diameter. */
  head: number;
  /** Gap from the bottom of the face circle to the shoulder line. */
  neck: number;
  /** Shoulder line to hip joint. */
  torso: number;
  upperArm: number;
  /** Elbow to the middle of the hand. */
  forearm: number;
  shoulderWidth: number;
  hipWidth: number;
  armThickness: number;
  legThickness: number;
}

const BY_AGE: Readonly<Record<PersonAge, Proportions>> = {
  baby: {
    head: 0.333,
    neck: -0.01,
    torso: 0.27,
    upperArm: 0.12,
    forearm: 0.11,
    shoulderWidth: 0.25,
    hipWidth: 0.25,
    armThickness: 0.09,
    legThickness: 0.11,
  },
  toddler: {
    head: 0.26,
    neck: 0.0,
    torso: 0.3,
    upperArm: 0.13,
    forearm: 0.125,
    shoulderWidth: 0.24,
    hipWidth: 0.23,
    armThickness: 0.078,
    legThickness: 0.097,
  },
  child: {
    head: 0.213,
    neck: 0.012,
    torso: 0.275,
    upperArm: 0.15,
    forearm: 0.145,
    shoulderWidth: 0.215,
    hipWidth: 0.18,
    armThickness: 0.06,
    legThickness: 0.074,
  },
  adult: {
    head: 0.167,
    neck: 0.02,
    torso: 0.29,
    upperArm: 0.17,
    forearm: 0.17,
    shoulderWidth: 0.235,
    hipWidth: 0.19,
    armThickness: 0.055,
    legThickness: 0.068,
  },
  elder: {
    head: 0.167,
    neck: 0.018,
    torso: 0.285,
    upperArm: 0.165,
    forearm: 0.165,
    shoulderWidth: 0.23,
    hipWidth: 0.2,
    armThickness: 0.055,
    legThickness: 0.066,
  },
};

export function proportionsOf(age: PersonAge): Proportions {
  return BY_AGE[age];
}

/** Hip joint to sole: what is left of the height. */
export function legLength(p: Proportions): number {
  return 1 - p.head - p.neck - p.torso;
}

/** Standing height against a grown-up's, to size people of different ages side by side. */
const HEIGHT_AGAINST_GROWN_UP: Readonly<Record<PersonAge, number>> = {
  baby: 0.4,
  toddler: 0.5,
  child: 0.66,
  adult: 1,
  elder: 0.95,
};

export function heightAgainstGrownUp(age: PersonAge): number {
  return HEIGHT_AGAINST_GROWN_UP[age];
}
