/**
 * One contact sheet per evaluation story (`npm run bench -- stories --sheets=dir`): its pages
 * side by side, each with its sentence and what the judge found wrong, to look at by eye.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { createBuiltinIllustrator } from "../../src/server/providers/images/builtin-illustrator";
import type { StoryVerdict } from "./evaluate-stories";

const CELL = 320;
const LABEL_HEIGHT = 52;

export async function writeStorySheets(dir: string, verdicts: readonly StoryVerdict[]) {
  mkdirSync(dir, { recursive: true });
  const illustrator = createBuiltinIllustrator();
  for (const [index, verdict] of verdicts.entries()) {
    const tiles: OverlayOptions[] = [];
    for (const [page, told] of verdict.told.entries()) {
      const picture = await illustrator.renderScene(told.scene);
      const left = page * CELL;
      tiles.push({
        input: await sharp(picture.png).resize(CELL, CELL).png().toBuffer(),
        left,
        top: 0,
      });
      const faults = verdict.pageFaults[page] ?? [];
      tiles.push({ input: label(told.text, faults.join(", ")), left, top: CELL });
    }
    const name = `${String(index + 1).padStart(2, "0")}-${verdict.story.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.png`;
    await sharp({
      create: {
        width: Math.max(1, verdict.told.length) * CELL,
        height: CELL + LABEL_HEIGHT,
        channels: 3,
        background: "#ffffff",
      },
    })
      .composite(tiles)
      .png()
      .toFile(join(dir, name));
  }
}

function label(sentence: string, faults: string): Buffer {
  const escape = (text: string) =>
    text.slice(0, 44).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL}" height="${LABEL_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="#ffffff"/>` +
      `<text x="6" y="20" font-size="14" font-family="sans-serif" fill="#333">${escape(sentence)}</text>` +
      `<text x="6" y="42" font-size="13" font-family="sans-serif" fill="#c0262d">${escape(faults)}</text></svg>`,
  );
}
