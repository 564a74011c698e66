/** Six natural, warm skin tones, 0 lightest … 5 darkest, and the blush that suits each. */
import { mix } from "./colour";

const SKIN_TONES = ["#fadcc7", "#f1c19d", "#dfa27a", "#c18153", "#93593a", "#5f3b26"] as const;

export function skinColour(tone: number): string {
  return SKIN_TONES[Math.min(5, Math.max(0, Math.round(tone)))]!;
}

export function blushColour(tone: number): string {
  return mix(skinColour(tone), "#ff5f7a", tone >= 4 ? 0.35 : 0.5);
}
