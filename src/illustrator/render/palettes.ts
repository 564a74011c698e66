/** Colours of skies and grounds by place and time of day. */
import type { PlaceId, TimeOfDay } from "../vocabulary/places";

export const SKY_BY_TIME: Readonly<Record<TimeOfDay, readonly string[]>> = {
  day: ["#5fb8ff", "#a9dcff", "#e4f5ff"],
  sunset: ["#6c5ce7", "#ff8fa3", "#ffd38a"],
  night: ["#0b1340", "#24306e", "#3f4a8f"],
};

export interface GroundPalette {
  /** Far hills, near hills, ground (top → bottom of the ground gradient). */
  far: string;
  near: string;
  ground: readonly string[];
}

const GRASS: GroundPalette = { far: "#8fd16a", near: "#6cc04a", ground: ["#7ccd55", "#5bb43c"] };

export const GROUND_BY_PLACE: Readonly<Record<PlaceId, GroundPalette>> = {
  meadow: GRASS,
  garden: { far: "#9bd874", near: "#74c653", ground: ["#86d35f", "#62b944"] },
  park: GRASS,
  castle: { far: "#a3d97d", near: "#7cc85a", ground: ["#8dd565", "#67bb48"] },
  farm: { far: "#c8d96a", near: "#9ccc55", ground: ["#a8d25e", "#84bd45"] },
  zoo: { far: "#b5d67a", near: "#93c75d", ground: ["#c9b27a", "#b39a5f"] },
  forest: { far: "#4f9e5a", near: "#3f8a49", ground: ["#5aa553", "#3f8a3c"] },
  jungle: { far: "#2f9a5b", near: "#23824a", ground: ["#3fae5a", "#2b8f44"] },
  pond: GRASS,
  beach: { far: "#46b3e6", near: "#2f9fd8", ground: ["#f8e3a3", "#f0cf7d"] },
  sea: { far: "#3aa5dd", near: "#2b8fcf", ground: ["#3ba3dc", "#1f77b8"] },
  desert: { far: "#f2c57a", near: "#eab463", ground: ["#f5d08a", "#e6b45f"] },
  snow: { far: "#e3efff", near: "#f5f9ff", ground: ["#ffffff", "#dfeaf8"] },
  city: { far: "#9aa9c0", near: "#7d8ca5", ground: ["#8a8f99", "#6b707a"] },
  moon: { far: "#c9ccd6", near: "#b5b9c6", ground: ["#d3d6df", "#a9aebd"] },
  space: { far: "#000000", near: "#000000", ground: ["#000000", "#000000"] },
  sky: { far: "#ffffff", near: "#ffffff", ground: ["#ffffff", "#f2f8ff"] },
  ocean: { far: "#f3dca0", near: "#e8c97f", ground: ["#f3dca0", "#e2c178"] },
  home: { far: "#ffe9c7", near: "#ffe0b3", ground: ["#d9a46c", "#c58c52"] },
  kitchen: { far: "#e3f4e8", near: "#d3eedc", ground: ["#e9dcc6", "#d6c4a6"] },
  bathroom: { far: "#e0f2fb", near: "#cde9f7", ground: ["#d7e6ee", "#b9cfdb"] },
  bedroom: { far: "#efe6fb", near: "#e4d8f7", ground: ["#d9a46c", "#c58c52"] },
  party: { far: "#ffe1ef", near: "#ffd3e8", ground: ["#c99bd6", "#b283c2"] },
};

export const WATER = { surface: "#4fb8ea", deep: "#2a86c9", ripple: "#d6f1ff" };
