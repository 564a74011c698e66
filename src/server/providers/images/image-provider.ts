import type { TDetectedObject } from "../../../shared/contracts/images";

/** One finished picture, ready to be stored. */
export interface GeneratedPicture {
  /** 1024×1024 PNG. */
  png: Buffer;
  /** Small gallery thumbnail. */
  thumbnail: Buffer;
  thumbnailContentType: "image/webp" | "image/png";
  detectedObjects: TDetectedObject[];
}

/** An engine that turns a (kid-safe) description into a picture. */
export interface ImageProvider {
  readonly name: string;
  generate(description: string, options?: { seed?: number }): Promise<GeneratedPicture>;
}
