/**
 * Where one thing is against another, as a child says it: "under the table", "behind a bush",
 * "on top of a car". On and in seat a thing on or in another (a perch); the others are laid out
 * against the other thing's drawing (scene/honour-relations.ts).
 */
export type SpatialRelation = "on" | "in" | "under" | "behind" | "front" | "near" | "above";

/** Words (one or more, as said) → the relation they make with the next thing named. */
export const RELATION_WORDS: Readonly<Record<string, SpatialRelation>> = {
  on: "on",
  onto: "on",
  upon: "on",
  "on top of": "on",
  "on top": "on",
  "up on": "on",
  "sitting on": "on",
  "standing on": "on",
  in: "in",
  inside: "in",
  into: "in",
  "inside of": "in",
  "in the middle of": "in",
  under: "under",
  underneath: "under",
  beneath: "under",
  below: "under",
  "under neath": "under",
  behind: "behind",
  "hiding behind": "behind",
  "at the back of": "behind",
  "in front of": "front",
  "infront of": "front",
  "next to": "near",
  beside: "near",
  besides: "near",
  near: "near",
  "close to": "near",
  "by the side of": "near",
  above: "above",
  over: "above",
  "up above": "above",
  "high above": "above",
  "flying over": "above",
  "jumping over": "above",
  "jumped over": "above",
  "jumps over": "above",
  "hopping over": "above",
};

/** The longest relation phrase, in words. */
export const MAX_RELATION_WORDS = 4;
