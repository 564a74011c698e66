import type { Scene } from "../../../illustrator";
import type { Language } from "../../../shared/languages";
import type { GeneratedPicture } from "./image-provider";

/** One drawing for a drawing thread: a description to compose, or a scene already composed. */
export type DrawTask =
  | { kind: "description"; description: string; seed?: number; language?: Language }
  | { kind: "scene"; scene: Scene };

/** The message-safe form of a picture (buffers arrive as plain byte arrays). */
export type DrawnPicture = Omit<GeneratedPicture, "png" | "thumbnail"> & {
  png: Uint8Array;
  thumbnail: Uint8Array;
};
