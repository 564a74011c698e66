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
  | "hold";

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
};
