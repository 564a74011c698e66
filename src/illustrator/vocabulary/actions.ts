/** Action words → how the illustrator places and poses a character. */
export type ActionId =
  | "fly"
  | "swim"
  | "sleep"
  | "dance"
  | "ride"
  | "eat"
  | "play"
  | "jump"
  | "run"
  | "sing"
  | "read"
  | "hug"
  | "sit"
  | "hold"
  | "brush"
  | "paint"
  | "fish"
  | "cry"
  | "kick";

export const ACTION_WORDS: Readonly<Record<string, ActionId>> = {
  fly: "fly",
  flies: "fly",
  flying: "fly",
  flew: "fly",
  soar: "fly",
  soaring: "fly",
  floating: "fly",
  float: "fly",
  swim: "swim",
  swims: "swim",
  swimming: "swim",
  splashing: "swim",
  diving: "swim",
  sleep: "sleep",
  sleeps: "sleep",
  sleeping: "sleep",
  asleep: "sleep",
  napping: "sleep",
  nap: "sleep",
  "night night": "sleep",
  snoozing: "sleep",
  dance: "dance",
  dances: "dance",
  dancing: "dance",
  ride: "ride",
  rides: "ride",
  riding: "ride",
  driving: "ride",
  drive: "ride",
  drives: "ride",
  eat: "eat",
  eats: "eat",
  eating: "eat",
  "nom nom": "eat",
  munching: "eat",
  licking: "eat",
  drinking: "eat",
  having: "eat",
  play: "play",
  plays: "play",
  playing: "play",
  jump: "jump",
  jumps: "jump",
  jumping: "jump",
  bouncing: "jump",
  hopping: "jump",
  run: "run",
  runs: "run",
  running: "run",
  racing: "run",
  sing: "sing",
  sings: "sing",
  singing: "sing",
  read: "read",
  reads: "read",
  reading: "read",
  hug: "hug",
  hugs: "hug",
  hugging: "hug",
  cuddling: "hug",
  sit: "sit",
  sits: "sit",
  sitting: "sit",
  sat: "sit",
  perched: "sit",
  hold: "hold",
  holds: "hold",
  holding: "hold",
  carry: "hold",
  carries: "hold",
  carrying: "hold",
  brush: "brush",
  brushes: "brush",
  brushing: "brush",
  paint: "paint",
  paints: "paint",
  painting: "paint",
  fishing: "fish",
  "going fishing": "fish",
  "gone fishing": "fish",
  cry: "cry",
  cries: "cry",
  crying: "cry",
  sobbing: "cry",
  weeping: "cry",
  "in tears": "cry",
  kick: "kick",
  kicks: "kick",
  kicking: "kick",
};

/** Canonical word shown for an action. */
export const ACTION_LABELS: Readonly<Record<ActionId, string>> = {
  fly: "flying",
  swim: "swimming",
  sleep: "sleeping",
  dance: "dancing",
  ride: "riding",
  eat: "eating",
  play: "playing",
  jump: "jumping",
  run: "running",
  sing: "singing",
  read: "reading",
  hug: "hugging",
  sit: "sitting",
  hold: "holding",
  brush: "brushing",
  paint: "painting",
  fish: "fishing",
  cry: "crying",
  kick: "kicking",
};

/** What an action is done with when the child does not say (brushing: a toothbrush). */
export const ACTION_PROPS: Readonly<
  Partial<Record<ActionId, { word: string; artwork: string; bulk: number }>>
> = {
  brush: { word: "toothbrush", artwork: "toothbrush", bulk: 0.3 },
  paint: { word: "paint palette", artwork: "artist-palette", bulk: 0.35 },
  fish: { word: "fishing rod", artwork: "fishing-pole", bulk: 0.6 },
  read: { word: "book", artwork: "open-book", bulk: 0.3 },
  kick: { word: "ball", artwork: "soccer-ball", bulk: 0.3 },
};
