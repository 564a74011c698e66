/**
 * The built-in image provider: the illustrator composes a scene from the description, the server
 * renders it to a 1024×1024 PNG with resvg and a WebP thumbnail with sharp. Offline, no model.
 */
import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import sharp from "sharp";
import {
  composeScene,
  detectedObjectsOf,
  faceAnchorsOf,
  sceneToSvg,
  type Scene,
} from "../../../illustrator";
import { IMAGE_SIZE } from "../../../shared/limits";
import { createArtworkBitmaps, type ArtworkBitmaps } from "./artwork-bitmaps";
import { encodePicture } from "./encode-picture";
import {
  BUILTIN_ILLUSTRATOR_NAME,
  type GeneratedPicture,
  type ImageProvider,
} from "./image-provider";

/** Artwork bitmaps are made at about the size drawn, so the fastest image scaling looks the same. */
const RESVG_OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: "width", value: IMAGE_SIZE },
  imageRendering: 1 /* optimizeSpeed */,
};

/** A printed page's picture is photographic enough for JPEG, and far quicker to put in a PDF. */
const PRINT_JPEG_QUALITY = 90;

export interface BuiltinIllustrator extends ImageProvider {
  /** Renders an already composed scene (stories compose theirs with a cast). */
  renderScene(scene: Scene): Promise<GeneratedPicture>;
  /**
   * Draws a composed scene for print: its artwork as vectors (not the screen's cached bitmaps)
   * rasterised at `pixelSide`², answered as a JPEG.
   */
  renderPrint(scene: Scene, pixelSide: number): Promise<Buffer>;
}

export function createBuiltinIllustrator(
  artwork: ArtworkBitmaps = createArtworkBitmaps(),
): BuiltinIllustrator {
  const renderScene = async (scene: Scene): Promise<GeneratedPicture> => {
    const svg = sceneToSvg(scene, artwork.svg, { imageFor: artwork.imageFor });
    const rendered = new Resvg(svg, RESVG_OPTIONS).render();
    const raw = { raw: { width: rendered.width, height: rendered.height, channels: 4 as const } };
    return {
      ...(await encodePicture(sharp(rendered.pixels, raw))),
      detectedObjects: detectedObjectsOf(scene),
      faceAnchors: faceAnchorsOf(scene),
      engine: "builtin",
      provider: BUILTIN_ILLUSTRATOR_NAME,
    };
  };
  const renderPrint = async (scene: Scene, pixelSide: number): Promise<Buffer> => {
    const svg = sceneToSvg(scene, artwork.printSvg);
    const rendered = new Resvg(svg, { fitTo: { mode: "width", value: pixelSide } }).render();
    const raw = { raw: { width: rendered.width, height: rendered.height, channels: 4 as const } };
    return sharp(rendered.pixels, raw)
      .jpeg({ quality: PRINT_JPEG_QUALITY, chromaSubsampling: "4:4:4" })
      .toBuffer();
  };
  return {
    name: BUILTIN_ILLUSTRATOR_NAME,
    renderScene,
    renderPrint,
    generate: (description, options = {}) =>
      renderScene(
        composeScene(description, {
          ...(options.seed === undefined ? {} : { seed: options.seed }),
          ...(options.language === undefined ? {} : { language: options.language }),
        }),
      ),
  };
}
