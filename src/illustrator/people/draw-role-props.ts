/**
 * What a role carries, drawn by the kit in the hands that are free (poses where the back hand
 * hangs by the side): a wizard's staff with a glowing star, a knight's sword and round shield,
 * Santa's sack of presents standing on the ground at his side.
 */
import type { BodyPaint } from "./draw-body";
import { strokePart } from "./draw-limbs";
import { marked } from "./part-groups";
import type { Outfit } from "./person-kit-types";
import { num, pt, type Point } from "./svg-kit";

/** The behind-the-body and in-front parts of a role's things, for the outfit given. */
export function drawRoleProps(paint: BodyPaint, outfit: Outfit): { behind: string; front: string } {
  switch (outfit) {
    case "wizard":
      return { behind: "", front: marked("staff", drawStaff(paint)) };
    case "knight":
      return {
        behind: "",
        front: marked("sword", drawSword(paint)) + marked("shield", drawShield(paint)),
      };
    case "santa":
      return { behind: marked("sack", drawSack(paint)), front: "" };
    default:
      return { behind: "", front: "" };
  }
}

/** The roles whose things the kit draws (no walking stick then: the hand is taken). */
export function hasRoleProps(outfit: Outfit): boolean {
  return outfit === "wizard" || outfit === "knight" || outfit === "santa";
}

function groundOf(paint: BodyPaint): number {
  const s = paint.skeleton;
  const feet = [s.frontLeg, s.backLeg].map((leg) => (leg ? leg.end[1] : s.hip[1]));
  return Math.max(...feet) + s.legThickness * 0.5;
}

/** A tall wooden staff from the ground to above the head, a glowing star on its top. */
function drawStaff(paint: BodyPaint): string {
  const { defs, bounds, skeleton: s } = paint;
  const hand = s.backArm.end;
  // Just outside the hand, beside the body rather than behind a wide robe.
  const x = hand[0] + s.armThickness * 0.35;
  const top: Point = [x, s.headCentre[1] - s.headRadius * 1.5];
  const foot: Point = [x, groundOf(paint)];
  const staff = strokePart(defs, bounds, "staff", [top, foot], s.armThickness * 0.45, "#8a5a32");
  const r = s.headRadius * 0.42;
  bounds.addPoint(top, r * 1.6);
  const glow = defs.softBall("staff-glow", "#fff3b0", top, r * 1.6);
  return `${staff}<circle cx="${num(top[0])}" cy="${num(top[1])}" r="${num(r * 1.6)}" fill="${glow}" opacity=".7"/>${star(top, r, "#ffd43b")}`;
}

/** A sword held down by the side: grip in the hand, crossguard, blade to the knee. */
function drawSword(paint: BodyPaint): string {
  const { defs, bounds, skeleton: s } = paint;
  const hand = s.backArm.end;
  const w = s.armThickness;
  const tip: Point = [hand[0] - w * 0.4, hand[1] + s.torsoLength * 1.05];
  const blade = strokePart(
    defs,
    bounds,
    "blade",
    [[hand[0], hand[1] + w * 0.6], tip],
    w * 0.42,
    "#dfe6ee",
  );
  const guard = strokePart(
    defs,
    bounds,
    "guard",
    [
      [hand[0] - w * 0.9, hand[1] + w * 0.55],
      [hand[0] + w * 0.9, hand[1] + w * 0.55],
    ],
    w * 0.34,
    "#e0a526",
  );
  const grip = strokePart(
    defs,
    bounds,
    "grip",
    [
      [hand[0], hand[1] - w * 0.7],
      [hand[0], hand[1] + w * 0.4],
    ],
    w * 0.32,
    "#6b3f22",
  );
  return blade + guard + grip;
}

/** A round shield with a cross, on the front arm in front of the body (not on a raised arm). */
function drawShield(paint: BodyPaint): string {
  const { defs, bounds, skeleton: s } = paint;
  if (s.frontArm.end[1] < s.chest[1]) return "";
  const centre: Point = [
    s.frontArm.end[0] - s.armThickness * 0.3,
    s.frontArm.end[1] - s.torsoLength * 0.18,
  ];
  const r = s.torsoLength * 0.36;
  bounds.addPoint(centre, r);
  const fill = defs.softBall("shield", "#2f6fd6", centre, r);
  const bar = r * 0.22;
  return (
    `<circle cx="${num(centre[0])}" cy="${num(centre[1])}" r="${num(r)}" fill="${fill}" stroke="#e0a526" stroke-width="${num(r * 0.14)}"/>` +
    `<path d="M${num(centre[0])} ${num(centre[1] - r * 0.72)}V${num(centre[1] + r * 0.72)}M${num(centre[0] - r * 0.72)} ${num(centre[1])}H${num(centre[0] + r * 0.72)}" stroke="#f5f7fa" stroke-width="${num(bar)}" stroke-linecap="round"/>`
  );
}

/** A big sack of presents on the ground at the side, its neck gathered in the hand. */
function drawSack(paint: BodyPaint): string {
  const { defs, bounds, skeleton: s } = paint;
  const hand = s.backArm.end;
  const ground = groundOf(paint);
  const height = ground - hand[1];
  const rx = height * 0.5;
  const centre: Point = [hand[0] + rx * 0.55, hand[1] + height * 0.58];
  const ry = height * 0.42;
  bounds.addPoints([
    [centre[0] - rx, hand[1] - height * 0.2],
    [centre[0] + rx, ground],
  ]);
  const fill = defs.softBall("sack", "#b5652e", centre, rx * 1.2);
  const gifts = [
    ["#e03131", -0.35],
    ["#2f9e44", 0.05],
    ["#1c7ed6", 0.4],
  ] as const;
  const peek = gifts
    .map(([colour, dx]) => {
      const side = rx * 0.42;
      const x = centre[0] + dx * rx - side / 2;
      const y = centre[1] - ry - side * 0.55;
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(side)}" height="${num(side)}" rx="${num(side * 0.15)}" fill="${colour}"/><path d="M${num(x + side / 2)} ${num(y)}v${num(side)}" stroke="#ffd43b" stroke-width="${num(side * 0.18)}"/>`;
    })
    .join("");
  return (
    peek +
    `<ellipse cx="${pt(centre).split(" ")[0]}" cy="${num(centre[1])}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"/>` +
    `<path d="M${num(centre[0] - rx * 0.5)} ${num(centre[1] - ry * 0.85)}Q${num(centre[0])} ${num(centre[1] - ry * 0.6)} ${num(centre[0] + rx * 0.5)} ${num(centre[1] - ry * 0.85)}" stroke="#7a3f17" stroke-width="${num(rx * 0.08)}" stroke-linecap="round"/>`
  );
}

function star([cx, cy]: Point, r: number, colour: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${num(cx + radius * Math.cos(angle))} ${num(cy + radius * Math.sin(angle))}`;
  });
  return `<path d="M${points.join("L")}z" fill="${colour}"/>`;
}
