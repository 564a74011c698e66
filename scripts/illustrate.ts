/**
 * npm run illustrate -- "a purple elephant" "three ducks"          → PNG + SVG per description (./illustrations)
 * npm run illustrate -- --sheet out.png "desc" "desc" …          → one labelled contact sheet
 * npm run illustrate -- --seed 7 …                                 → a variant
 * npm run illustrate -- --face photo.jpg --sheet out.png …          → with a face photo swapped in
 * npm run illustrate -- --story --sheet out.png "Story text." …      → each story's pages, as the app tells it
 * npm run illustrate -- --language es --sheet out.png "un perro rojo" → read in that language
 * npm run illustrate -- --build-index                              → regenerate the artwork index
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { composeScene, sceneToSvg, type FaceAnchor } from "../src/illustrator";
import { isLanguage, type Language } from "../src/shared/languages";
import type { PreparedPhoto } from "../src/server/face-swap/composite-face";
import type { DrawOptions } from "../src/server/providers/images/image-provider";
import { createArtworkBitmaps } from "../src/server/providers/images/artwork-bitmaps";
import { buildArtworkIndex } from "../src/server/providers/images/build-artwork-index";
import { createBuiltinIllustrator } from "../src/server/providers/images/builtin-illustrator";
import { tellStory } from "../src/server/stories/builtin-storyteller";
import {
  loadFacePhoto,
  renderSwappedPicture,
} from "../src/server/face-swap/render-swapped-picture";

const CELL = 384;
const LABEL_HEIGHT = 34;
const COLUMNS = 4;
const INDEX_PATH = "src/illustrator/artwork/artwork-index.json";

interface Options {
  sheet?: string;
  /** A face photo put on the child of each picture, as Face Swap Mode does. */
  face?: string;
  outDir: string;
  seed?: number;
  buildIndex: boolean;
  /** Each description is a whole story: its pages are drawn as the app tells it. */
  story: boolean;
  language: Language;
  descriptions: string[];
}

function parseArguments(args: string[]): Options {
  const options: Options = {
    outDir: "illustrations",
    buildIndex: false,
    story: false,
    language: "en",
    descriptions: [],
  };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    if (arg === "--sheet") options.sheet = args[++index];
    else if (arg === "--out") options.outDir = args[++index] ?? options.outDir;
    else if (arg === "--seed") options.seed = Number(args[++index]);
    else if (arg === "--face") options.face = args[++index];
    else if (arg === "--build-index") options.buildIndex = true;
    else if (arg === "--story") options.story = true;
    else if (arg === "--language") options.language = languageArgument(args[++index]);
    else options.descriptions.push(arg);
  }
  return options;
}

function languageArgument(value: string | undefined): Language {
  if (isLanguage(value)) return value;
  throw new Error(`--language is one of en, es, fr, de, pt, it (not ${value ?? "nothing"})`);
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  if (options.buildIndex) {
    const index = buildArtworkIndex();
    writeFileSync(INDEX_PATH, `${JSON.stringify(index, null, 2)}\n`);
    console.log(`artwork index: ${Object.keys(index.artworks).length} drawings → ${INDEX_PATH}`);
    return;
  }
  if (options.descriptions.length === 0) {
    console.error(
      'Usage: npm run illustrate -- [--sheet out.png] [--seed N] "a purple elephant" …',
    );
    process.exitCode = 1;
    return;
  }
  const drawOptions = {
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    language: options.language,
  };
  if (options.story) {
    const sheet = options.sheet ?? "story.png";
    await writeStorySheet(sheet, options.descriptions, options.language, options.face);
    console.log(`sheet of ${options.descriptions.length} stories → ${sheet}`);
    return;
  }
  if (options.sheet) {
    await writeSheet(options.sheet, options.descriptions, drawOptions, options.face);
    console.log(`sheet of ${options.descriptions.length} pictures → ${options.sheet}`);
    return;
  }
  await writeEach(options.outDir, options.descriptions, drawOptions, options.face);
}

async function writeSheet(
  path: string,
  descriptions: string[],
  drawOptions: DrawOptions,
  facePhotoPath?: string,
): Promise<void> {
  const illustrator = createBuiltinIllustrator();
  const photo = facePhotoPath ? await loadFacePhoto(readFileSync(facePhotoPath)) : undefined;
  const cells: SheetCell[] = [];
  for (const description of descriptions) {
    const png = await withFace(await illustrator.generate(description, drawOptions), photo);
    cells.push({ png, label: description || "(empty)" });
  }
  await writeCells(path, cells, COLUMNS);
}

/** One row of pages per story, each page labelled with its sentence. */
async function writeStorySheet(
  path: string,
  stories: string[],
  language: Language,
  facePhotoPath?: string,
): Promise<void> {
  const illustrator = createBuiltinIllustrator();
  const photo = facePhotoPath ? await loadFacePhoto(readFileSync(facePhotoPath)) : undefined;
  const rows: SheetCell[][] = [];
  for (const story of stories) {
    const told = tellStory({
      title: "My story",
      story,
      mood: "happy",
      colorTheme: "rainbow",
      language,
    });
    const row: SheetCell[] = [];
    for (const page of told) {
      const png = await withFace(await illustrator.renderScene(page.scene), photo);
      row.push({ png, label: `${page.sceneNumber}. ${page.text}` });
    }
    rows.push(row);
  }
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const cells = rows.flatMap((row) => [
    ...row,
    ...Array.from({ length: columns - row.length }, () => undefined),
  ]);
  await writeCells(path, cells, columns);
}

interface SheetCell {
  png: Buffer;
  label: string;
}

/** Cells in rows of `columns`, each picture with its label under it; a gap leaves a cell blank. */
async function writeCells(
  path: string,
  cells: readonly (SheetCell | undefined)[],
  columns: number,
): Promise<void> {
  const tiles: OverlayOptions[] = [];
  for (const [index, cell] of cells.entries()) {
    if (!cell) continue;
    const left = (index % columns) * CELL;
    const top = Math.floor(index / columns) * (CELL + LABEL_HEIGHT);
    tiles.push({ input: await sharp(cell.png).resize(CELL, CELL).png().toBuffer(), left, top });
    tiles.push({ input: labelImage(cell.label), left, top: top + CELL });
  }
  const rows = Math.ceil(cells.length / columns);
  await sharp({
    create: {
      width: columns * CELL,
      height: rows * (CELL + LABEL_HEIGHT),
      channels: 3,
      background: "#ffffff",
    },
  })
    .composite(tiles)
    .png()
    .toFile(path);
}

/** The picture's PNG, with the face photo on its child when there is one (as Face Swap Mode). */
async function withFace(
  picture: { png: Buffer; faceAnchors?: readonly FaceAnchor[] },
  photo: PreparedPhoto | undefined,
): Promise<Buffer> {
  const childFaces = (picture.faceAnchors ?? []).filter((anchor) => anchor.kind === "person");
  if (!photo || childFaces.length === 0) return picture.png;
  return (await renderSwappedPicture(photo, picture.png, childFaces)).png;
}

async function writeEach(
  outDir: string,
  descriptions: string[],
  drawOptions: DrawOptions,
  facePhotoPath?: string,
): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const illustrator = createBuiltinIllustrator();
  const photo = facePhotoPath ? await loadFacePhoto(readFileSync(facePhotoPath)) : undefined;
  const artwork = createArtworkBitmaps();
  for (const [index, description] of descriptions.entries()) {
    const name = `${String(index + 1).padStart(2, "0")}-${slug(description)}`;
    const started = performance.now();
    const picture = await illustrator.generate(description, drawOptions);
    const took = Math.round(performance.now() - started);
    writeFileSync(join(outDir, `${name}.png`), await withFace(picture, photo));
    writeFileSync(
      join(outDir, `${name}.svg`),
      sceneToSvg(composeScene(description, drawOptions), artwork.svg),
    );
    const objects = picture.detectedObjects.map((object) => object.label).join(", ");
    console.log(`${name}.png (${took} ms): ${objects}`);
  }
}

function labelImage(text: string): Buffer {
  const escaped = text
    .slice(0, 46)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL}" height="${LABEL_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="#ffffff"/>` +
      `<text x="8" y="23" font-size="16" font-family="sans-serif" fill="#333">${escaped}</text></svg>`,
  );
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "empty"
  );
}

await main();
