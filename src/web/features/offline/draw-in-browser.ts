/**
 * Draws a picture on the device with the very illustrator the server runs: description → scene →
 * SVG, painted by the browser onto a canvas and kept as a PNG. Loaded only when needed (offline),
 * so the first visit stays light.
 */
import { composeScene, sceneToSvg } from "@/illustrator";
import { IMAGE_SIZE } from "@/shared/limits";
import { checkKidSafeText } from "@/shared/kid-safe-text";
import type { Language } from "@/shared/languages";
import { loadArtworkPack } from "./artwork-pack";
import { UnkindWordsError } from "./offline-picture";

export const OFFLINE_DRAWING_MEASURE = "offline-drawing";

export interface BrowserDrawing {
  png: Blob;
  /** The illustrator's seed: the server draws the same picture from the same words and seed. */
  seed: number;
}

/** `language`: the one the app is shown in, which the child speaks and types. */
export async function drawInBrowser(
  description: string,
  language: Language,
): Promise<BrowserDrawing> {
  const started = performance.now();
  const safe = checkKidSafeText(description, { language });
  if (!safe.ok) throw new UnkindWordsError(safe.message);
  const artwork = await loadArtworkPack();
  const scene = composeScene(safe.text, { language });
  const svg = sceneToSvg(scene, (id) => artwork.get(id));
  const png = await svgToPng(svg, IMAGE_SIZE);
  performance.measure(OFFLINE_DRAWING_MEASURE, { start: started, end: performance.now() });
  return { png, seed: scene.seed };
}

async function svgToPng(svg: string, size: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image(size, size);
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot draw pictures");
    context.drawImage(image, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be saved"))),
        "image/png",
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
