/** Describing words the illustrator understands: colours, sizes, moods and numbers. */

/** Colour word → tint (hex). "rainbow" and "colourful" are drawn as a rainbow gradient. */
export const COLOR_WORDS: Readonly<Record<string, string>> = {
  red: "#ef4444",
  orange: "#f97316",
  yellow: "#facc15",
  gold: "#eab308",
  golden: "#eab308",
  green: "#22c55e",
  blue: "#3b82f6",
  "light blue": "#7dd3fc",
  "dark blue": "#1e40af",
  purple: "#a855f7",
  violet: "#8b5cf6",
  pink: "#f472b6",
  brown: "#a16207",
  black: "#334155",
  white: "#f8fafc",
  grey: "#94a3b8",
  gray: "#94a3b8",
  silver: "#cbd5e1",
  turquoise: "#2dd4bf",
  // Also fruit and flowers: read as colours before a thing ("a lime car"), as things otherwise.
  peach: "#fdba74",
  lime: "#84cc16",
  plum: "#7e22ce",
  rose: "#f43f5e",
  // Shades named after a thing of that colour: the thing itself is never drawn for them.
  "lemon yellow": "#fde047",
  "cherry red": "#dc2626",
  "lime green": "#84cc16",
  "mint green": "#86efac",
  "sky blue": "#7dd3fc",
  "navy blue": "#1e3a8a",
  navy: "#1e3a8a",
  "chocolate brown": "#7c2d12",
  "rose pink": "#fb7185",
  "hot pink": "#ec4899",
  lilac: "#c4b5fd",
  lavender: "#c4b5fd",
  rainbow: "rainbow",
  colorful: "rainbow",
  colourful: "rainbow",
  sparkly: "rainbow",
};

/**
 * Things whose colour a child names with "coloured" ("peach coloured", "lemon-coloured"): the
 * colour word or shade they mean. Any colour word said with "coloured" is that colour too.
 */
const COLOURS_OF_THINGS: Readonly<Record<string, string>> = {
  lemon: "lemon yellow",
  banana: "lemon yellow",
  cherry: "cherry red",
  strawberry: "cherry red",
  tomato: "red",
  chocolate: "chocolate brown",
  sky: "sky blue",
  mint: "mint green",
  grass: "green",
};

/** "<colour> coloured" and "<colour> colored" for every colour word and thing above. */
const SAID_WITH_COLOURED: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ...Object.keys(COLOR_WORDS).map((word) => [word, word] as const),
    ...Object.entries(COLOURS_OF_THINGS),
  ].flatMap(([said, colour]) => [
    [`${said} coloured`, colour],
    [`${said} colored`, colour],
  ]),
);

/** Colour spellings → canonical colour word. */
export const COLOR_ALIASES: Readonly<Record<string, string>> = {
  ...SAID_WITH_COLOURED,
  colourful: "colorful",
  "multi colored": "colorful",
  multicolored: "colorful",
  pinky: "pink",
  purply: "purple",
  "purple-y": "purple",
};

/** Size word → scale factor. */
export const SIZE_WORDS: Readonly<Record<string, number>> = {
  giant: 1.45,
  huge: 1.4,
  enormous: 1.45,
  gigantic: 1.45,
  massive: 1.4,
  big: 1.25,
  large: 1.25,
  tall: 1.2,
  small: 0.7,
  little: 0.7,
  tiny: 0.5,
  teeny: 0.5,
  "teeny tiny": 0.45,
  "itsy bitsy": 0.45,
  baby: 0.65,
  mini: 0.6,
};

/** Mood words add sparkle. */
export type Mood = "happy" | "magic" | "love" | "silly" | "calm" | "sad";

export const MOOD_WORDS: Readonly<Record<string, Mood>> = {
  happy: "happy",
  friendly: "happy",
  smiling: "happy",
  cheerful: "happy",
  jolly: "happy",
  cute: "love",
  lovely: "love",
  loving: "love",
  kind: "love",
  beautiful: "magic",
  pretty: "magic",
  magical: "magic",
  magic: "magic",
  shiny: "magic",
  sparkling: "magic",
  enchanted: "magic",
  funny: "silly",
  silly: "silly",
  goofy: "silly",
  sleepy: "calm",
  quiet: "calm",
  calm: "calm",
  brave: "happy",
  fluffy: "love",
  cuddly: "love",
  // Read as a mood so the word never picks a sad face's drawing; crying draws the tears.
  sad: "sad",
  unhappy: "sad",
  upset: "sad",
  grumpy: "sad",
  sore: "sad",
  hurt: "sad",
  poorly: "sad",
  sick: "sad",
};

/** Number words → how many to draw. "lots of" and friends draw many. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  pair: 2,
  couple: 2,
  "a couple of": 2,
  "a pair of": 2,
  twins: 2,
  "lots of": 9,
  "a lot of": 9,
  many: 8,
  "so many": 10,
  loads: 9,
  "loads of": 9,
  lots: 9,
  some: 4,
  several: 4,
  few: 3,
  "a few": 3,
  "a bunch of": 6,
  bunch: 6,
  hundred: 12,
  "a hundred": 12,
  million: 12,
  "a million": 12,
  zillion: 12,
};

/** The most copies of one thing drawn. */
export const MAX_COUNT = 12;
