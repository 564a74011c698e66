/**
 * npx tsx scripts/kit-sheet.ts out.png                       → ages × poses, outfits, hair and skin
 * npx tsx scripts/kit-sheet.ts out.png --cell 256 --ages adult,baby --poses sit,ride --debug
 *   --debug draws each drawing's bounds (blue), face circle (green) and anchors (red dots).
 *   --heads zooms each cell onto the head (to check faces, hair, hats and the face photo's oval).
 * --section poses|outfits|looks limits the sheet to one part; --outfits pirate,chef picks outfits
 *   (drawn in the one pose given by --poses, else standing).
 */
import { writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import type {
  HairStyle,
  Outfit,
  PersonAge,
  PersonDrawing,
  PersonLook,
  Pose,
} from "../src/illustrator/people/person-kit-types";
import { drawPerson } from "../src/illustrator/people/draw-person";
import { ALL_POSES } from "../src/illustrator/people/pose-table";

const AGES: PersonAge[] = ["baby", "toddler", "child", "adult", "elder"];
const OUTFITS: Outfit[] = [
  "casual",
  "dress",
  "pirate",
  "firefighter",
  "doctor",
  "nurse",
  "astronaut",
  "princess",
  "prince",
  "king",
  "queen",
  "chef",
  "farmer",
  "police",
  "builder",
  "ballerina",
  "superhero",
  "mail-carrier",
  "teacher",
  "swimsuit",
  "pyjamas",
];
const HAIR: HairStyle[] = ["short", "long", "curly", "pigtails", "bun", "ponytail", "bald"];
const LABEL = 22;

interface Cell {
  label: string;
  drawing: PersonDrawing;
}

function lookFor(age: PersonAge, index: number, overrides: Partial<PersonLook> = {}): PersonLook {
  const girl = index % 2 === 0;
  return {
    age,
    build: girl ? "girl" : "boy",
    skin: ([1, 3, 0, 4, 2, 5] as const)[index % 6]!,
    hairStyle: age === "elder" ? "bun" : girl ? "long" : "short",
    hairColor:
      age === "elder"
        ? "#d9d9de"
        : (["#6b3f22", "#2b1d16", "#c9812f", "#e0b040"] as const)[index % 4]!,
    outfit: "casual",
    clothesColor: (["#ef5b8a", "#3b82f6", "#22b07d", "#f59e0b", "#8b5cf6"] as const)[index % 5]!,
    glasses: age === "elder",
    walkingStick: age === "elder",
    ...overrides,
  };
}

function options(args: string[]) {
  const get = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  return {
    out: args.find((a) => a.endsWith(".png")) ?? "kit-sheet.png",
    cell: Number(get("--cell") ?? 160),
    ages: (get("--ages")?.split(",") as PersonAge[] | undefined) ?? AGES,
    poses: (get("--poses")?.split(",") as Pose[] | undefined) ?? ALL_POSES,
    outfits: (get("--outfits")?.split(",") as Outfit[] | undefined) ?? OUTFITS,
    section: get("--section"),
    debug: args.includes("--debug"),
    heads: args.includes("--heads"),
  };
}

function rows(o: ReturnType<typeof options>): Cell[][] {
  const out: Cell[][] = [];
  if (!o.section || o.section === "poses") {
    o.ages.forEach((age, a) =>
      out.push(
        o.poses.map((pose) => ({
          label: `${age} ${pose}`,
          drawing: drawPerson(lookFor(age, a), pose),
        })),
      ),
    );
  }
  if (!o.section || o.section === "outfits") {
    for (const [a, age] of (["child", "adult"] as const).entries()) {
      out.push(
        o.outfits.map((outfit, i) => ({
          label: `${outfit}`,
          drawing: drawPerson(
            lookFor(age, i + a, { outfit, walkingStick: false }),
            o.poses.length === 1 ? o.poses[0]! : "stand",
          ),
        })),
      );
    }
  }
  if (!o.section || o.section === "looks") {
    out.push([
      ...HAIR.map((hairStyle, i) => ({
        label: `hair ${hairStyle}`,
        drawing: drawPerson(lookFor("child", i, { hairStyle }), "stand"),
      })),
      ...([0, 1, 2, 3, 4, 5] as const).map((skin) => ({
        label: `skin ${skin}`,
        drawing: drawPerson(lookFor("adult", skin, { skin }), "wave"),
      })),
    ]);
  }
  return out;
}

function debugMarks(d: PersonDrawing, cell: number): string {
  const [l, t, r, b] = d.bounds.map((v) => v * cell);
  const [fx, fy, fr] = d.face.map((v) => v * cell);
  const dots = Object.values(d.anchors)
    .map(([x, y]) => `<circle cx="${x * cell}" cy="${y * cell}" r="2.5" fill="#e11"/>`)
    .join("");
  return `<rect x="${l}" y="${t}" width="${r! - l!}" height="${b! - t!}" stroke="#28f" fill="none"/><circle cx="${fx}" cy="${fy}" r="${fr}" stroke="#0a0" fill="none"/><ellipse cx="${fx}" cy="${fy}" rx="${fr! * 0.95}" ry="${fr! * 1.18}" stroke="#0a0" stroke-dasharray="3 2" fill="none"/>${dots}`;
}

/** With --heads --debug: where a face photo goes (the oval face swap pastes), in grey. */
function photoOval(cell: number): string {
  const r = cell / 4.4;
  return `<ellipse cx="${cell / 2}" cy="${2.6 * r}" rx="${0.95 * r}" ry="${1.18 * r}" fill="#8a8f9c"/>`;
}

function sheet(o: ReturnType<typeof options>): string {
  const grid = rows(o);
  const columns = Math.max(...grid.map((row) => row.length));
  const h = o.cell + LABEL;
  let body = "";
  grid.forEach((row, r) =>
    row.forEach((c, i) => {
      const x = i * o.cell;
      const y = r * h;
      const [fx, fy, fr] = c.drawing.face.map((v) => v * 32);
      const view = o.heads
        ? `${fx! - fr! * 2.2} ${fy! - fr! * 2.6} ${fr! * 4.4} ${fr! * 4.4}`
        : "0 0 32 32";
      const inner = c.drawing.svg
        .replace('viewBox="0 0 32 32"', `viewBox="${view}"`)
        .replace("<svg ", `<svg x="0" y="0" width="${o.cell}" height="${o.cell}" `);
      body += `<g transform="translate(${x} ${y})"><rect width="${o.cell}" height="${o.cell}" fill="#f6f7fb" stroke="#e3e5ee"/>${inner}${o.debug ? (o.heads ? photoOval(o.cell) : debugMarks(c.drawing, o.cell)) : ""}<text x="${o.cell / 2}" y="${o.cell + 16}" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#333">${c.label}</text></g>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * o.cell}" height="${grid.length * h}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
}

const o = options(process.argv.slice(2));
writeFileSync(o.out, new Resvg(sheet(o)).render().asPng());
console.log(`kit sheet → ${o.out}`);
