import type { FaceAnchor, Scene } from "../../../illustrator";
import type { TDetectedObject, TImageEngine } from "../../../shared/contracts/images";
import type { Language } from "../../../shared/languages";

export const BUILTIN_ILLUSTRATOR_NAME = "builtin-illustrator";

/** One finished picture, ready to be stored. */
export interface GeneratedPicture {
  /** 1024×1024 PNG. */
  png: Buffer;
  /** Small gallery thumbnail. */
  thumbnail: Buffer;
  thumbnailContentType: "image/webp" | "image/png";
  /** Things in the picture and their places; empty when the places are not known. */
  detectedObjects: TDetectedObject[];
  /** Where the characters' faces are, for face swap (none: no swapped version). */
  faceAnchors?: FaceAnchor[];
  /** Which kind of engine drew it (an API picture is costed) and that engine's name. */
  engine: TImageEngine;
  provider: string;
}

export interface DrawOptions {
  /** The picture a device already drew offline with this seed. */
  seed?: number;
  /**
   * The family's grown-up consented to outside engines: only then may an image model be asked.
   * Absent or false: the built-in illustrator draws.
   */
  mayUseOutsideEngine?: boolean;
  /** The language the description is in (the family's, or the visitor's); English when absent. */
  language?: Language;
}

/** An engine that turns a (kid-safe) description into a picture. */
export interface ImageProvider {
  readonly name: string;
  generate(description: string, options?: DrawOptions): Promise<GeneratedPicture>;
  /**
   * Draws a scene the illustrator already composed (a story's, with its cast). Engines that
   * cannot leave it out and are given the scene's words instead.
   */
  renderScene?(scene: Scene): Promise<GeneratedPicture>;
}
