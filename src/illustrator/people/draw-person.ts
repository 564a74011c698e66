/**
 * `drawPerson`: a whole person of an age, build, skin, hair and outfit in a pose, as an SVG in the
 * artwork's 32×32 square, with the bounds, the face circle and the anchors the layout needs.
 * Figures face left. Drawn once per look and pose, then remembered.
 */
import { clothingFor, type Clothing } from "./clothing";
import { mix } from "./colour";
import { drawArm, drawLeg, drawNeck, drawSkirt, drawTorso, type BodyPaint } from "./draw-body";
import { drawEars, drawFace, type FacePaint } from "./draw-face";
import { drawFringe, drawHairBack, type HairPaint } from "./draw-hair";
import { drawHat, drawOutfitBack, drawOutfitFront } from "./draw-outfit";
import { drawBlanket } from "./draw-blanket";
import { drawBroom } from "./draw-broom";
import { drawHose } from "./draw-hose";
import { drawPencil } from "./draw-pencil";
import { drawRoleProps, hasRoleProps } from "./draw-role-props";
import { drawStick } from "./draw-stick";
import { drawTail } from "./draw-tail";
import type { PersonDrawing, PersonLook, Pose } from "./person-kit-types";
import { personLookKey, shortHash } from "./person-look-key";
import { POSES, type PoseSpec } from "./pose-table";
import { placeInSquare } from "./place-in-square";
import { marked } from "./part-groups";
import { buildSkeleton } from "./skeleton";
import { skinColour } from "./skin-tones";
import { Bounds, Defs, num } from "./svg-kit";

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
    shortSkirt: !!spec.shortSkirt,
  };
  const head = { defs, bounds, centre: skeleton.headCentre, radius: skeleton.headRadius };
  // An older grown-up's hair is grey or white, whatever colour it was.
  const hairColour = look.age === "elder" ? mix(look.hairColor, "#dcdce2", 0.75) : look.hairColor;
  const face: FacePaint = {
    ...head,
    tone: look.skin,
    eyesClosed: !!spec.eyesClosed,
    glasses: look.glasses,
    facialHair: look.facialHair,
    freckles: look.freckles,
    hairColour,
  };
  const hair: HairPaint = {
    ...head,
    style: look.hairStyle,
    colour: hairColour,
    age: look.age,
    lying,
  };
  const handsFree = spec.stickFits === true && !spec.cutAtChest;
  const props = handsFree ? drawRoleProps(body, look.outfit) : { behind: "", front: "" };
  const withStick = look.walkingStick && handsFree && !hasRoleProps(look.outfit);

  const frontArm = drawArm(body, "front") + (spec.pencil ? drawPencil(body) : "");
  const backArm = drawArm(body, "back");
  const arms = {
    "arm-back": marked("arm-back", backArm, skeleton.backArm),
    "arm-front": marked("arm-front", frontArm, skeleton.frontArm),
  };
  const parts = [
    marked("back", drawOutfitBack(body) + drawHairBack(hair)),
    withStick ? drawStick(body) : "",
    spec.hose ? marked("hose", drawHose(body)) : "",
    props.behind,
    spec.backArmInFront ? "" : arms["arm-back"],
    marked("leg-back", drawLeg(body, "back"), skeleton.backLeg),
    spec.broom ? marked("broom", drawBroom(body)) : "",
    marked("leg-front", drawLeg(body, "front"), skeleton.frontLeg),
    marked(
      "body",
      drawNeck(body) + drawTorso(body) + drawSkirt(body) + drawTail(body) + drawOutfitFront(body),
    ),
    spec.backArmInFront ? arms["arm-back"] : "",
    arms["arm-front"],
    props.front,
    spec.blanket ? marked("blanket", drawBlanket(body)) : "",
    marked("head", drawEars(face) + drawFace(face) + drawFringe(hair) + drawHat(body)),
  ];
  let content = parts.join("");
  let armsOnly = arms["arm-back"] + arms["arm-front"];
  if (spec.cutAtChest) {
    const cutY = skeleton.chest[1] + skeleton.torsoLength * 0.12;
    const clip = defs.clip("cut", `<rect x="-64" y="-64" width="128" height="${num(cutY + 64)}"/>`);
    content = `<g clip-path="${clip}">${content}</g>`;
    armsOnly = `<g clip-path="${clip}">${armsOnly}</g>`;
    bounds.bottom = Math.min(bounds.bottom, cutY);
  }
  // Hidden legs sit (and stand) on the line where the drawing is cut.
  const cut = spec.cutAtChest ? bounds.bottom : undefined;
  return placeInSquare({ content, armsOnly }, defs, bounds, skeleton, spec, cut);
}

/** Asleep in bed or on the grass, nobody wears a hat or a cape. */
function withoutHatAndCape(clothing: Clothing): Clothing {
  const { hat: _hat, cape: _cape, ...rest } = clothing;
  return rest;
}
