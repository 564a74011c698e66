/**
 * `drawPerson`: a whole person of an age, build, skin, hair and outfit in a pose, as an SVG in the
 * artwork's 32×32 square, with the bounds, the face circle and the anchors the layout needs.
 * Figures face left. A standing grown-up fills the square's height (2 %..98 %); a pose that
 * reaches higher or wider (arms up, lying down, a tall hat) is drawn smaller to fit, by `scale`.
 */
import { clothingFor, type Clothing } from "./clothing";
import { mix } from "./colour";
import { drawArm, drawLeg, drawNeck, drawSkirt, drawTorso, type BodyPaint } from "./draw-body";
import { drawEars, drawFace, type FacePaint } from "./draw-face";
import { drawFringe, drawHairBack, type HairPaint } from "./draw-hair";
import { drawHat, drawOutfitBack, drawOutfitFront } from "./draw-outfit";
import { drawStick } from "./draw-stick";
import { add } from "./geometry";
import type { PersonDrawing, PersonLook, Pose } from "./person-kit-types";
import { personLookKey, shortHash } from "./person-look-key";
import { POSES, type PoseSpec } from "./pose-table";
import { buildSkeleton, type Skeleton } from "./skeleton";
import { skinColour } from "./skin-tones";
import { Bounds, Defs, num, type Point } from "./svg-kit";

const SQUARE = 32;
const TOP = 0.64;
const BOTTOM = 31.36;
const MEMO_LIMIT = 2000;
const memo = new Map<string, PersonDrawing>();

export function drawPerson(look: PersonLook, pose: Pose): PersonDrawing {
  const key = `${personLookKey(look)}#${pose}`;
  let drawing = memo.get(key);
  if (!drawing) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    drawing = compose(look, poseFor(look, pose), `p${shortHash(key)}`);
    memo.set(key, drawing);
  }
  return drawing;
}

/** An older grown-up stoops a little when upright. */
function poseFor(look: PersonLook, pose: Pose): PoseSpec {
  const spec = POSES[pose];
  if (look.age !== "elder" || Math.abs(spec.spine) > 30) return spec;
  return { ...spec, spine: spec.spine + 7, neck: (spec.neck ?? spec.spine) + 14 };
}

function compose(look: PersonLook, spec: PoseSpec, prefix: string): PersonDrawing {
  const skeleton = buildSkeleton(look.age, spec);
  const defs = new Defs(prefix);
  const bounds = new Bounds();
  const lying = spec.spine >= 85;
  const clothing = lying ? withoutHatAndCape(clothingFor(look)) : clothingFor(look);
  const body: BodyPaint = {
    defs,
    bounds,
    skeleton,
    clothing,
    skin: skinColour(look.skin),
    toesUp: !!spec.toesUp,
  };
  const head = { defs, bounds, centre: skeleton.headCentre, radius: skeleton.headRadius };
  const face: FacePaint = {
    ...head,
    tone: look.skin,
    eyesClosed: !!spec.eyesClosed,
    glasses: look.glasses,
  };
  // An older grown-up's hair is grey or white, whatever colour it was.
  const hairColour = look.age === "elder" ? mix(look.hairColor, "#dcdce2", 0.75) : look.hairColor;
  const hair: HairPaint = {
    ...head,
    style: look.hairStyle,
    colour: hairColour,
    age: look.age,
    lying,
  };
  const withStick = look.walkingStick && spec.stickFits === true && !spec.cutAtChest;

  const parts = [
    drawOutfitBack(body),
    drawHairBack(hair),
    withStick ? drawStick(body) : "",
    spec.backArmInFront ? "" : drawArm(body, "back"),
    drawLeg(body, "back"),
    drawLeg(body, "front"),
    drawNeck(body),
    drawTorso(body),
    drawSkirt(body),
    drawOutfitFront(body),
    spec.backArmInFront ? drawArm(body, "back") : "",
    drawArm(body, "front"),
    drawEars(face),
    drawFace(face),
    drawFringe(hair),
    drawHat(body),
  ];
  let content = parts.join("");
  if (spec.cutAtChest) {
    const cutY = skeleton.chest[1] + skeleton.torsoLength * 0.12;
    const clip = defs.clip("cut", `<rect x="-64" y="-64" width="128" height="${num(cutY + 64)}"/>`);
    content = `<g clip-path="${clip}">${content}</g>`;
    bounds.bottom = Math.min(bounds.bottom, cutY);
  }
  // Hidden legs sit (and stand) on the line where the drawing is cut.
  const cut = spec.cutAtChest ? bounds.bottom : undefined;
  return place(content, defs, bounds, skeleton, spec, cut);
}

/** Asleep in bed or on the grass, nobody wears a hat or a cape. */
function withoutHatAndCape(clothing: Clothing): Clothing {
  const { hat: _hat, cape: _cape, ...rest } = clothing;
  return rest;
}

/** Puts the drawing on the square's floor, centred, scaled down only if it does not fit. */
function place(
  content: string,
  defs: Defs,
  bounds: Bounds,
  s: Skeleton,
  spec: PoseSpec,
  cut: number | undefined,
): PersonDrawing {
  const lift = (spec.lift ?? 0) * (BOTTOM - TOP);
  const height = bounds.bottom - bounds.top;
  const width = bounds.right - bounds.left;
  const k = Math.min(1, (BOTTOM - TOP - lift) / height, (SQUARE - 2 * TOP) / width);
  const tx = SQUARE / 2 - k * ((bounds.left + bounds.right) / 2);
  const ty = BOTTOM - k * lift - k * bounds.bottom;
  const map = (p: Point): readonly [number, number] => [
    (k * p[0] + tx) / SQUARE,
    (k * p[1] + ty) / SQUARE,
  ];
  const [left, top] = map([bounds.left, bounds.top]);
  const [right, bottom] = map([bounds.right, bounds.bottom]);
  const feet: Point = [feetX(s), bounds.bottom];
  const seatDrop = spec.view === "side" ? s.legThickness * 0.45 : 0;
  const [fx, fy] = map([s.headCentre[0], s.headCentre[1]]);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32">${defs.toString()}` +
    `<g transform="matrix(${num(k)} 0 0 ${num(k)} ${num(tx)} ${num(ty)})">${content}</g></svg>`;
  return {
    svg,
    bounds: [left, top, right, bottom],
    face: [fx, fy, (k * s.headRadius) / SQUARE],
    scale: k,
    anchors: {
      frontHand: map(s.frontArm.end),
      backHand: map(s.backArm.end),
      headTop: map([s.headCentre[0], s.headCentre[1] - s.headRadius]),
      seat: map(cut === undefined ? add(s.hip, [0, seatDrop]) : [s.hip[0], cut]),
      chest: map(s.chest),
      feet: map(feet),
      mouth: map(s.mouth),
    },
  };
}

/** Between the feet (the knees when crawling), or under the hip when the legs are hidden. */
function feetX(s: Skeleton): number {
  const legs = [s.frontLeg, s.backLeg].filter((leg) => leg !== undefined);
  if (legs.length === 0) return s.hip[0];
  const lowest = legs.map((leg) => (leg.joint[1] > leg.end[1] ? leg.joint : leg.end));
  return lowest.reduce((sum, p) => sum + p[0], 0) / lowest.length;
}
