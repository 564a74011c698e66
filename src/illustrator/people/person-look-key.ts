/** A stable string for a look (the memo key and the seed of its gradient ids). */
import type { PersonLook } from "./person-kit-types";

export function personLookKey(look: PersonLook): string {
  return [
    look.age,
    look.build,
    look.skin,
    look.hairStyle,
    look.hairColor.toLowerCase(),
    look.outfit,
    look.clothesColor.toLowerCase(),
    look.glasses ? "g" : "",
    look.walkingStick ? "s" : "",
    // Added later: only when there, so the keys (and the drawings' ids) of everyone else stay.
    ...(look.facialHair === "none" ? [] : [look.facialHair]),
    ...(look.freckles ? ["f"] : []),
  ].join("|");
}

/** A short id prefix from a string (FNV-1a), so two people in one SVG never share an id. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
