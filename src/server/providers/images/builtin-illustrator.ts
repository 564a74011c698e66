/**
 * The built-in image provider: the illustrator composes a scene from the description, the server
 * renders it to a 1024×1024 PNG with resvg and a WebP thumbnail with sharp. Offline, no model.
 */
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { composeScene, detectedObjectsOf, sceneToSvg, type Scene } from "../../../illustrator";
import { IMAGE_SIZE, THUMBNAIL_SIZE } from "../../../shared/limits";
import { createArtworkBitmaps, type ArtworkBitmaps } from "./artwork-bitmaps";
import type { GeneratedPicture, ImageProvider } from "./image-provider";

/** Artwork bitmaps are made at about the size drawn, so the fastest image scaling looks the same. */
const RESVG_OPTIONS = {
  fitTo: { mode: "width" as const, value: IMAGE_SIZE },
  imageRendering: 1 /* optimizeSpeed */,
};

export interface BuiltinIllustrator extends ImageProvider {
  /** Renders an already composed scene (stories compose theirs with a cast). */
  renderScene(scene: Scene): Promise<GeneratedPicture>;
}

export function createBuiltinIllustrator(
  artwork: ArtworkBitmaps = createArtworkBitmaps(),
): BuiltinIllustrator {
  const renderScene = async (scene: Scene): Promise<GeneratedPicture> => {
    const svg = sceneToSvg(scene, artwork.svg, { imageFor: artwork.imageFor });
    const png = new Resvg(svg, { fitTo: { mode: "width", value: IMAGE_SIZE } }).render().asPng();
    const thumbnail = await sharp(png)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE)
      .webp({ quality: 80 })
      .toBuffer();
    return {
      png,
      thumbnail,
      thumbnailContentType: "image/webp",
      detectedObjects: detectedObjectsOf(scene),
    };
  };
  return {
    name: "builtin-illustrator",
    renderScene,
    generate: (description, options = {}) =>
      renderScene(
        composeScene(description, options.seed === undefined ? {} : { seed: options.seed }),
      ),
  };
}
