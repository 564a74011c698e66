/**
 * npx tsx scripts/kit-sheet.ts out.png                       → ages × poses, outfits, hair and skin
 * npx tsx scripts/kit-sheet.ts out.png --cell 256 --ages adult,baby --poses sit,ride --debug
 *   --debug draws each drawing's bounds (blue), face circle (green) and anchors (red dots).
 *   --heads zooms each cell onto the head (to check faces, hair, hats and the face photo's oval).
 * --section poses|outfits|looks|together limits the sheet to one part; --outfits pirate,chef picks outfits
 *   (drawn in the one pose given by --poses, else standing).
 */
import { writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import type {
  Outfit,
  PersonAge,
  PersonDrawing,
  PersonLook,
  Pose,
} from "../src/illustrator/people/person-kit-types";
import { drawPerson } from "../src/illustrator/people/draw-person";
import { AGES, HAIR_STYLES as HAIR, OUTFITS } from "../src/illustrator/people/person-artwork-id";
import { ALL_POSES } from "../src/illustrator/people/pose-table";
import { heightAgainstGrownUp } from "../src/illustrator/people/proportions";

const LABEL = 22;

interface Cell {
  label: string;
  drawing?: PersonDrawing;
  /** A small scene drawn in the cell's pixels, instead of one drawing. */
  scene?: (cell: number) => string;
}

/** One drawing at (x, y) in a square of `size` pixels, mirrored to face right if asked. */
function put(d: PersonDrawing, x: number, y: number, size: number, mirrored = false): string {
  const inner = d.svg.replace("<svg ", `<svg x="0" y="0" width="${size}" height="${size}" `);
  const flip = mirrored ? ` translate(${size} 0) scale(-1 1)` : "";
  return `<g transform="translate(${x} ${y})${flip}">${inner}</g>`;
}

/** Where a point of a drawing put at (x, y, size) lands, in pixels. */
function at(p: readonly [number, number], x: number, y: number, size: number, mirrored = false) {
  return [x + (mirrored ? 1 - p[0] : p[0]) * size, y + p[1] * size] as const;
}

/** People together as the layout will place them, by their anchors: checks that anchors work. */
function togetherScenes(): Cell[] {
  const mum = lookFor("adult", 0, { walkingStick: false, glasses: false });
  const dad = lookFor("adult", 1, { walkingStick: false, glasses: false });
  const baby = lookFor("baby", 3, { hairStyle: "bald" });
  const girl = lookFor("child", 2, { hairStyle: "pigtails" });
  const sizeOf = (age: PersonAge, cell: number) => cell * 0.92 * heightAgainstGrownUp(age);
  return [
    {
      label: "mum carries the baby",
      scene: (cell) => {
        const m = drawPerson(mum, "carry");
        const b = drawPerson(baby, "sit");
        const size = sizeOf("adult", cell);
        const bs = sizeOf("baby", cell);
        const [cx, cy] = at(m.anchors.chest, 0, cell - size, size);
        const [bx, by] = [(b.bounds[0] + b.bounds[2]) / 2, (b.bounds[1] + b.bounds[3]) / 2];
        return put(m, 0, cell - size, size) + put(b, cx - bx * bs, cy - by * bs, bs);
      },
    },
    {
      label: "dad and girl hold hands",
      scene: (cell) => {
        const d = drawPerson(dad, "hand-out");
        const g = drawPerson(girl, "hand-out");
        const size = sizeOf("adult", cell);
        const gs = sizeOf("child", cell);
        const [hx, hy] = at(d.anchors.frontHand, -cell * 0.12, cell - size, size, true);
        const gx = hx - g.anchors.frontHand[0] * gs;
        const gy = cell - gs;
        const [gx2, gy2] = at(g.anchors.frontHand, gx, gy, gs);
        return (
          put(d, -cell * 0.12, cell - size, size, true) +
          put(g, gx, gy, gs) +
          `<circle cx="${hx}" cy="${hy}" r="3" fill="#e11"/><circle cx="${gx2}" cy="${gy2}" r="3" fill="#1a1"/>`
        );
      },
    },
    {
      label: "girl with a balloon",
      scene: (cell) => {
        const g = drawPerson(girl, "hold");
        const size = sizeOf("child", cell);
        const [hx, hy] = at(g.anchors.frontHand, cell * 0.2, cell - size, size);
        return (
          `<path d="M${hx} ${hy}Q${hx - 10} ${hy - 40} ${hx - 4} ${cell * 0.2}" stroke="#777" fill="none"/>` +
          `<ellipse cx="${hx - 4}" cy="${cell * 0.12}" rx="${cell * 0.07}" ry="${cell * 0.09}" fill="#ef4444"/>` +
          put(g, cell * 0.2, cell - size, size)
        );
      },
    },
    {
      label: "girl in the bath",
      scene: (cell) => {
        const g = drawPerson(girl, "sit-in");
        const size = sizeOf("child", cell);
        const y = cell * 0.75 - size;
        const water = y + g.bounds[3] * size - cell * 0.01;
        return (
          put(g, cell * 0.17, y, size) +
          `<rect x="${cell * 0.1}" y="${water}" width="${cell * 0.8}" height="${cell * 0.2}" rx="${cell * 0.06}" fill="#7cc4f2" fill-opacity=".9"/>`
        );
      },
    },
    {
      label: "girl rides (seat on a back)",
      scene: (cell) => {
        const g = drawPerson(girl, "ride");
        const size = sizeOf("child", cell);
        const [sx, sy] = at(g.anchors.seat, cell * 0.15, cell * 0.1, size);
        return (
          `<ellipse cx="${sx + cell * 0.05}" cy="${sy + cell * 0.12}" rx="${cell * 0.35}" ry="${cell * 0.13}" fill="#b07a4a"/>` +
          put(g, cell * 0.15, cell * 0.1, size)
        );
      },
    },
    {
      label: "grandpa and toddler",
      scene: (cell) => {
        const e = drawPerson(lookFor("elder", 1, { hairStyle: "bald" }), "stand");
        const t = drawPerson(lookFor("toddler", 3), "wave");
        const size = sizeOf("elder", cell);
        return (
          put(e, -cell * 0.15, cell - size, size) +
          put(t, cell * 0.42, cell - sizeOf("toddler", cell), sizeOf("toddler", cell))
        );
      },
    },
  ];
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
    facialHair: "none",
    freckles: false,
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
  if (!o.section || o.section === "together") out.push(togetherScenes());
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

function drawingCell(d: PersonDrawing, o: ReturnType<typeof options>): string {
  const [fx, fy, fr] = d.face.map((v) => v * 32);
  const view = o.heads
    ? `${fx! - fr! * 2.2} ${fy! - fr! * 2.6} ${fr! * 4.4} ${fr! * 4.4}`
    : "0 0 32 32";
  const inner = d.svg
    .replace('viewBox="0 0 32 32"', `viewBox="${view}"`)
    .replace("<svg ", `<svg x="0" y="0" width="${o.cell}" height="${o.cell}" `);
  const marks = o.debug ? (o.heads ? photoOval(o.cell) : debugMarks(d, o.cell)) : "";
  return inner + marks;
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
      const label = `<text x="${o.cell / 2}" y="${o.cell + 16}" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#333">${c.label}</text>`;
      const frame = `<rect width="${o.cell}" height="${o.cell}" fill="#f6f7fb" stroke="#e3e5ee"/>`;
      body += `<g transform="translate(${x} ${y})">${frame}${c.drawing ? drawingCell(c.drawing, o) : `<svg width="${o.cell}" height="${o.cell}">${c.scene!(o.cell)}</svg>`}${label}</g>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * o.cell}" height="${grid.length * h}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
}

const o = options(process.argv.slice(2));
writeFileSync(o.out, new Resvg(sheet(o)).render().asPng());
console.log(`kit sheet → ${o.out}`);
