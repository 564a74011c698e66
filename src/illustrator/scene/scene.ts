/** The scene model: plain JSON that says what is drawn where. The SVG is made from this alone. */
import type { PlaceId, TimeOfDay } from "../vocabulary/places";
import type { Weather } from "../vocabulary/weather";

/** A box in scene pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ItemRole =
  /** The main thing asked for. */
  | "subject"
  /** Another thing asked for. */
  | "companion"
  /** What an action is done with: the bike ridden, the ice cream eaten. */
  | "target"
  /** Worn or attached: wings, a crown. */
  | "accessory"
  /** Scenery that belongs to the place: trees, the sun. */
  | "prop"
  /** Sparkle, notes, zzz: not an object a child would name. */
  | "decoration";

export interface PlacedItem {
  /** Unique within the scene ("item-3"). */
  id: string;
  artwork: string;
  /** What it is, in a child's words ("purple elephant"). */
  label: string;
  role: ItemRole;
  /** Centre of the artwork's square, in scene pixels. */
  x: number;
  y: number;
  /** Side of the artwork's square as a fraction of the scene size. */
  scale: number;
  /** Degrees, clockwise. */
  rotation: number;
  /** Mirrored left to right. */
  flip: boolean;
  /** Colour wash ("#a855f7"), or "rainbow". */
  tint?: string;
  /** 0 nearest … 1 furthest; layers are drawn furthest first. */
  depth: number;
  /** Stands on the ground, so it gets a soft shadow. */
  isGrounded: boolean;
  /** Where the drawing is, in scene pixels (tighter than the square). */
  box: Box;
  /** Where a person's or animal's face is, in scene pixels (for face swap). */
  face?: { x: number; y: number; radius: number };
  /** Same id for the same character across the scenes of a story. */
  characterId?: string;
}

/** A story's colour theme (spec social.md §3). */
export type ColorTheme = "rainbow" | "ocean" | "sunset" | "forest" | "starry" | "candy";

export interface SceneBackground {
  place: PlaceId;
  time: TimeOfDay;
  /** Rain, snow, wind, fog or a storm, painted over the place (absent on a fair day). */
  weather?: Weather[];
  /** A story's colour theme, painted over the sky and the ground. */
  theme?: ColorTheme;
  /** Where the land meets the sky, in scene pixels from the top. */
  horizon: number;
  /** Water drawn over the lower part of swimming things, in scene pixels from the top. */
  waterline?: number;
}

export interface Scene {
  /** Width and height in pixels. */
  size: number;
  seed: number;
  description: string;
  background: SceneBackground;
  /** Back to front. */
  layers: PlacedItem[];
}
