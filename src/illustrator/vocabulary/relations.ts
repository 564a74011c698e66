/**
 * Where one thing is against another, as a child says it: "under the table", "behind a bush",
 * "on top of a car". On and in seat a thing on or in another (a perch); the others are laid out
 * against the other thing's drawing (scene/honour-relations.ts).
 */
export type SpatialRelation =
  | "on"
  | "in"
  | "under"
  | "below"
  | "behind"
  | "front"
  | "near"
  | "above"
  | "left"
  | "right"
  | "between"
  | "around"
  /** Hanging from a hook, a branch, a line: its top at the other, the rest below it. */
  | "hang"
  /** "a basket full of apples": the next thing named is in this one, several of it. */
  | "full"
  /** Not against another thing: the side of the picture ("on the left"), or far away. */
  | "left side"
  | "right side"
  | "far";

/** Relations said of one thing alone: where in the picture, not against another thing. */
export const OWN_PLACE: ReadonlySet<SpatialRelation> = new Set(["left side", "right side", "far"]);

/** Relations that put a thing beside another, left to right on the ground. */
export const SIDEWAYS: ReadonlySet<SpatialRelation> = new Set([
  "left",
  "right",
  "between",
  "left side",
  "right side",
]);

/**
 * A creature inside what it comes out of is drawn coming out of it: a chick inside an egg is
 * the hatching chick (artwork ids).
 */
export const COMING_OUT_OF: Readonly<Record<string, { from: string; artwork: string }>> = {
  "baby-chick": { from: "egg", artwork: "hatching-chick" },
};

/** Words (one or more, as said) → the relation they make with the next thing named. */
export const RELATION_WORDS: Readonly<Record<string, SpatialRelation>> = {
  on: "on",
  onto: "on",
  upon: "on",
  "on top of": "on",
  "sitting on top of": "on",
  "standing on top of": "on",
  "sat on top of": "on",
  "on the top of": "on",
  "right on top of": "on",
  "on top": "on",
  "up on": "on",
  "sitting on": "on",
  "standing on": "on",
  in: "in",
  inside: "in",
  into: "in",
  "inside of": "in",
  "in the middle of": "in",
  "out of": "in",
  "coming out of": "in",
  "peeking out of": "in",
  "popping out of": "in",
  "hatching out of": "in",
  "hatching from": "in",
  under: "under",
  underneath: "under",
  beneath: "under",
  below: "below",
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
  "left of": "left",
  "to the left of": "left",
  "on the left of": "left",
  "at the left of": "left",
  "right of": "right",
  "to the right of": "right",
  "on the right of": "right",
  "at the right of": "right",
  "on the left": "left side",
  "to the left": "left side",
  "at the left": "left side",
  "on the left side": "left side",
  "on the right": "right side",
  "to the right": "right side",
  "at the right": "right side",
  "on the right side": "right side",
  between: "between",
  "in between": "between",
  around: "around",
  "all around": "around",
  "round about": "around",
  "in a circle around": "around",
  "far away": "far",
  "far far away": "far",
  "far off": "far",
  "in the distance": "far",
  "far in the distance": "far",
  "a long way away": "far",
  over: "above",
  "up above": "above",
  "high above": "above",
  "flying over": "above",
  "jumping over": "above",
  "jumped over": "above",
  "jumps over": "above",
  "hopping over": "above",
  "hanging on": "hang",
  "hanging from": "hang",
  "hanging off": "hang",
  "hanging in": "hang",
  "hangs on": "hang",
  "hangs from": "hang",
  "hung on": "hang",
  "hung from": "hang",
  "dangling from": "hang",
  "full of": "full",
  "filled with": "full",
  "full up with": "full",
  "packed with": "full",
  "loaded with": "full",
};

/** The longest relation phrase, in words. */
export const MAX_RELATION_WORDS = 4;

/**
 * Things with an opening one is seen in (artwork id → the opening, as shares of the drawing's
 * box: its centre across, its bottom, its width and height): a bear inside a cave stands in its
 * mouth, partly in the dark, not on top of the rock.
 */
export const OPENINGS: Readonly<
  Record<string, { x: number; bottom: number; width: number; height: number }>
> = {
  "own-cave": { x: 0.5, bottom: 0.98, width: 0.42, height: 0.5 },
};

/**
 * Things that hold what is "on" them hanging (artwork ids): a coat or a backpack on a hook hangs
 * from it, its top at the hook.
 */
export const HANGERS: ReadonlySet<string> = new Set(["hook"]);

/**
 * How far up an open container's drawing its rim is (artwork id → share of its height from the
 * bottom): what is in it shows above the rim and is hidden below it, by the container's front.
 */
export const CONTAINER_RIMS: Readonly<Record<string, number>> = {
  basket: 0.64,
  bucket: 0.95,
  "bowl-with-spoon": 0.8,
  "own-toy-box": 0.6,
  "own-wheelbarrow": 0.93,
  "shopping-cart": 0.75,
  package: 0.9,
};

/**
 * Containers one sees into (artwork ids): what is in a jar is drawn through its glass, whole.
 * Whatever lives in water is seen through the water it is kept in, whatever holds it.
 */
export const SEE_THROUGH: ReadonlySet<string> = new Set(["jar", "glass-of-milk"]);

/** Words for water itself: a boat on the water floats on the sea, not on a drop of it. */
export const WATER_WORDS: ReadonlySet<string> = new Set(["water"]);
