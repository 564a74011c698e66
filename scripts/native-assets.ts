/**
 * Draws the Android app's launcher icons and splash picture from the web app's icon
 * (`public/favicon.svg`), so the installed app looks like the web app. Run after changing the icon:
 * `npm run native:assets`; the PNGs are committed under android/app/src/main/res.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { SPLASH_COLOUR } from "../src/web/features/native-shell/shell-colours";

const RES = "android/app/src/main/res";
const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
/** Android shows an adaptive icon's or splash icon's middle two thirds, in a circle at most. */
const SAFE_ZONE_SCALE = 0.68;

function iconParts(svg: string): { open: string; background: string; artwork: string } {
  const match = /^(<svg[^>]*>)(<rect width="200" height="200"[^>]*\/>)(.*)<\/svg>\s*$/s.exec(svg);
  if (!match?.[1] || !match[2] || !match[3]) {
    throw new Error("public/favicon.svg no longer starts with its 200×200 background square");
  }
  return { open: match[1], background: match[2], artwork: match[3] };
}

function variants(svg: string): Record<"square" | "round" | "fullBleed", string> {
  const { open, background, artwork } = iconParts(svg);
  const fill = `fill="${SPLASH_COLOUR}"`;
  return {
    square: `${open}${background}${artwork}</svg>`,
    round: `${open}<circle cx="100" cy="100" r="100" ${fill}/>${artwork}</svg>`,
    fullBleed:
      `${open}<rect width="200" height="200" ${fill}/>` +
      `<g transform="translate(100 100) scale(${SAFE_ZONE_SCALE}) translate(-100 -100)">` +
      `${artwork}</g></svg>`,
  };
}

async function writePng(svg: string, sizePx: number, path: string): Promise<void> {
  const png = await sharp(Buffer.from(svg), { density: 72 * (sizePx / 200) * 1.5 })
    .resize(sizePx, sizePx)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, png);
}

async function main(): Promise<void> {
  const art = variants(await readFile("public/favicon.svg", "utf8"));
  for (const [density, scale] of Object.entries(DENSITIES)) {
    const folder = join(RES, `mipmap-${density}`);
    await writePng(art.square, 48 * scale, join(folder, "ic_launcher.png"));
    await writePng(art.round, 48 * scale, join(folder, "ic_launcher_round.png"));
    await writePng(art.fullBleed, 108 * scale, join(folder, "ic_launcher_foreground.png"));
  }
  // The splash icon is drawn at 288 dp; one xxxhdpi picture scales down for every screen.
  await writePng(art.fullBleed, 288 * 4, join(RES, "drawable-xxxhdpi", "splash_icon.png"));
  console.log(`Android icons and splash drawn into ${RES}`);
}

await main();
